import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.feature(
    name: "Settings",
    dependencies: [
        .designSystem,
    ]
)
