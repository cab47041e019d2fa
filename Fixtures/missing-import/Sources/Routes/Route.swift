import ApiClient
import Formatting
import Scoring

public struct Route {
    public var shared: Int = 0
    public var client: ApiClient?
    public var best: Score?
}
