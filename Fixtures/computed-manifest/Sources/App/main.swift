import DesignSystem
import SearchFeature
import SearchInterface

let search: any SearchScreen = DefaultSearchScreen()
print(search.title.text, Spacing.medium)
