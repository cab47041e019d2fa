import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeModule(
    name: "Chat",
    targets: [.interface, .implementation],
    dependencies: [.project(target: "Core", path: "../../Core")]
)
