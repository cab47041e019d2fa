import StrataXcode

/// The edits of a `project.pbxproj` that the fix planner's operations ask for, made by StrataXcode's
/// ``XcodeProjectEditor`` (which knows the objects Xcode writes for a dependency, and their layout).
enum XcodeProjectChanges {
    /// The edits making `operations` (additions and removals of dependencies of the project's targets) in `text`.
    /// - Throws: ``FixRefusal`` with the editor's reason when one of them cannot be made exactly.
    static func edits(_ operations: [FixPlanner.Operation], in text: SourceText) throws(FixRefusal) -> [TextEdit] {
        guard let path = operations.lazy.compactMap(\.projectFile).first else { return [] }
        do throws(XcodeProjectEditor.Refusal) {
            var editor = try XcodeProjectEditor(bytes: text.bytes, path: path)
            for operation in operations {
                switch operation {
                case .addDependency(let target, _, let entry, _, let package?, _):
                    try editor.addPackageProduct(entry, package: package, toTargetAt: (target.line, target.column))
                case .addDependency(let target, _, let entry, _, nil, _):
                    try editor.addTargetDependency(toTargetAt: (target.line, target.column), on: entry)
                case .removeDependency(let entry, let target, _):
                    try editor.removeDependency(at: (entry.line, entry.column), ofTargetAt: (target.line, target.column))
                case .removeImport, .changeImportAccess, .addImport, .enableFeature, .addProduct:
                    throw XcodeProjectEditor.Refusal("\(path) holds no Swift imports or settings strata edits")
                }
            }
            return editor.edits.map { TextEdit(range: $0.range, replacement: $0.replacement) }
        } catch {
            throw FixRefusal(error.message)
        }
    }
}

extension FixPlanner.Operation {
    /// The project file a dependency operation edits: where its target is declared.
    fileprivate var projectFile: String? {
        switch self {
        case .addDependency(let target, _, _, _, _, _), .removeDependency(_, let target, _): target.file
        case .removeImport, .changeImportAccess, .addImport, .enableFeature, .addProduct: nil
        }
    }
}
