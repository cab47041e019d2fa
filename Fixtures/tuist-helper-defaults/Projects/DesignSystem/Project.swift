import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.library(name: "DesignSystem")
