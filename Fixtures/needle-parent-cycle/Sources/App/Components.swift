import NeedleFoundation

protocol IRouter {}
final class Router: IRouter {}

final class RootComponent: BootstrapComponent {
    var onboardingComponent: OnboardingComponent {
        OnboardingComponent(parent: self)
    }
}

final class OnboardingComponent: Component<EmptyDependency> {
    var router: IRouter {
        shared { Router() }
    }

    var signupComponent: SignupComponent {
        SignupComponent(parent: self)
    }
}

protocol SignupDependency: Dependency {
    var router: IRouter { get }
}

final class SignupComponent: Component<SignupDependency> {
    var router: IRouter {
        dependency.router
    }

    // Going back to onboarding from signup makes onboarding its own descendant.
    var onboardingComponent: OnboardingComponent {
        OnboardingComponent(parent: self)
    }
}
