import ProjectDescription

let workspace = Workspace(name: "Helpers", projects: ["Projects/**"])
