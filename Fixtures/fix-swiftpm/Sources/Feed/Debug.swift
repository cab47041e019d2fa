import Styleguide
#if DEBUG
import Feed
#endif

let debugColor = Palette.accent
