import EasyDi

public final class Theme {}

public final class ThemeAssembly: Assembly {
    public var theme: Theme {
        define(scope: .lazySingleton, init: Theme())
    }
}
