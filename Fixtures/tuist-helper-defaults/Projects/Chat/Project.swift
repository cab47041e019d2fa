import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.feature(
    name: "Chat",
    dependencies: [
        .designSystem,
    ]
)
