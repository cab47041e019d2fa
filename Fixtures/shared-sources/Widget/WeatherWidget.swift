import Core
import WidgetKit

struct WeatherWidget {
    let forecast = Forecast.today
}
