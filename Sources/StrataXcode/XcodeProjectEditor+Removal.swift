import StrataText

extension XcodeProjectEditor {
    /// What a dependency declaration stands for.
    private enum Dependency: Equatable {
        /// A native target of this project.
        case target(String)
        /// A Swift package product, by name.
        case product(String)
    }

    /// Removes the dependency declared by the object at `entry` (a target dependency, a build file of a Frameworks
    /// phase, a package product dependency) from the native target declared at `target`: every declaration of it in
    /// the target (target dependencies, Frameworks phases' build files, package product dependencies), the objects
    /// that made them (with a target dependency's container proxy), unless something else still references one.
    /// An embedding (Embed Frameworks) stays: another framework may need the product at run time.
    /// - Throws: ``Refusal`` when the entry is a dependency on another project's target or on a file no target of this
    ///   project builds, or the layout is not Xcode's.
    public mutating func removeDependency(at entry: (line: Int, column: Int), ofTargetAt target: (line: Int, column: Int))
        throws(Refusal)
    {
        let owner = try nativeTarget(at: target)
        guard let declared = objects.identifier(at: TextPosition(line: entry.line, column: entry.column)) else {
            throw Refusal("no object is declared at line \(entry.line) of \(path)")
        }
        let dependency = try self.dependency(declaredBy: declared)
        var references: [(list: Int, element: String)] = []
        var doomed: [String] = []
        if let list = objects.value(owner, "dependencies") {
            for element in objects.strings(owner, "dependencies") where self.dependency(of: element) == dependency {
                references.append((list, element))
                doomed.append(element)
                if let proxy = objects.string(element, "targetProxy"), objects.isa(proxy) == "PBXContainerItemProxy" {
                    doomed.append(proxy)
                }
            }
        }
        for phase in objects.strings(owner, "buildPhases") where objects.isa(phase) == "PBXFrameworksBuildPhase" {
            guard let list = objects.value(phase, "files") else { continue }
            for file in objects.strings(phase, "files") where linked(by: file) == dependency {
                references.append((list, file))
                doomed.append(file)
            }
        }
        if case .product(let name) = dependency, let list = objects.value(owner, "packageProductDependencies") {
            for element in objects.strings(owner, "packageProductDependencies") where productName(element) == name {
                references.append((list, element))
                doomed.append(element)
            }
        }
        for (list, element) in references {
            guard let node = objects.list.elements(list).first(where: { objects.list.text($0) == element }) else { continue }
            guard let range = layout.elementRange(of: node, in: objects.list) else {
                throw Refusal("the list holding \(element) in \(path) is not in the layout Xcode writes")
            }
            removals.insert(range)
        }
        try removeUnreferenced(doomed)
    }

    /// Removes the objects `ids` that nothing outside the ranges removed references, the others first: an object that a
    /// kept object references stays.
    private mutating func removeUnreferenced(_ ids: [String]) throws(Refusal) {
        let wanted = Set(ids)
        var places: [String: [Int]] = [:]
        let list = objects.list
        for node in list.nodes.indices where list.nodes[node].kind == .string {
            guard let text = list.text(node), wanted.contains(text) else { continue }
            places[text, default: []].append(list.nodes[node].offset)
        }
        var objectRanges: [String: Range<Int>] = [:]
        for id in wanted {
            guard let (key, value) = objects.declaration(of: id) else { continue }
            guard let range = layout.objectRange(key: key, value: value, in: list) else {
                throw Refusal("object \(id) of \(path) does not stand on lines of its own, as Xcode writes it")
            }
            objectRanges[id] = range
        }
        // Removing an object removes its references to others: repeat until nothing more can go.
        var removed = Set<String>()
        var changed = true
        while changed {
            changed = false
            for id in ids where !removed.contains(id) {
                guard let range = objectRanges[id] else { continue }
                let referenced = (places[id] ?? []).contains { offset in
                    !range.contains(offset) && !removals.contains { $0.contains(offset) }
                        && !removed.contains { objectRanges[$0]?.contains(offset) ?? false }
                }
                if !referenced {
                    removed.insert(id)
                    changed = true
                }
            }
        }
        for id in removed {
            if let range = objectRanges[id] { removals.insert(range) }
        }
    }

    // MARK: - What declarations stand for

    /// The dependency the object `id` declares.
    private func dependency(declaredBy id: String) throws(Refusal) -> Dependency {
        if let dependency = dependency(of: id) ?? linked(by: id) { return dependency }
        if objects.isa(id) == "XCSwiftPackageProductDependency", let name = productName(id) { return .product(name) }
        switch objects.isa(id) {
        case "PBXTargetDependency":
            throw Refusal("the dependency is on a target of another project: remove it in Xcode (the target's General tab "
                + "→ Frameworks and Libraries, and Build Phases → Target Dependencies)")
        case "PBXBuildFile":
            throw Refusal("no target of \(projectFolderName) builds the linked file: remove it in Xcode "
                + "(Build Phases → Link Binary With Libraries)")
        default:
            throw Refusal("the object at that place (\(objects.isa(id) ?? "unknown")) declares no dependency strata removes")
        }
    }

    /// What a `PBXTargetDependency` stands for: a native target of this project, or a package product.
    private func dependency(of targetDependency: String) -> Dependency? {
        guard objects.isa(targetDependency) == "PBXTargetDependency" else { return nil }
        if let target = dependedTarget(targetDependency) { return .target(target) }
        return objects.string(targetDependency, "productRef").flatMap(productName).map(Dependency.product)
    }

    /// What a build file links: the product of a native target of this project, or a package product.
    private func linked(by buildFile: String) -> Dependency? {
        guard objects.isa(buildFile) == "PBXBuildFile" else { return nil }
        if let product = objects.string(buildFile, "productRef") { return productName(product).map(Dependency.product) }
        guard let reference = objects.string(buildFile, "fileRef") else { return nil }
        return objects.strings(objects.rootObject, "targets").first {
            objects.isa($0) == "PBXNativeTarget" && objects.string($0, "productReference") == reference
        }.map(Dependency.target)
    }

    /// The product name of a package product dependency.
    private func productName(_ id: String) -> String? {
        objects.isa(id) == "XCSwiftPackageProductDependency" ? objects.string(id, "productName") : nil
    }
}
