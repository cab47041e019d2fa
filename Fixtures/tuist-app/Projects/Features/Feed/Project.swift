import ProjectDescription
import ProjectDescriptionHelpers

// Feed, FeedInterface and FeedTests, made by the template; Feed does not declare Core.
let project = Project.makeModule(
    name: "Feed",
    targets: [.interface, .implementation, .tests],
    dependencies: [
        .project(target: "ChatInterface", path: "../Chat"),
        .project(target: "Chat", path: "../Chat"),
        .package(product: "NeedleFoundation"),
    ],
    packages: [.needle]
)
