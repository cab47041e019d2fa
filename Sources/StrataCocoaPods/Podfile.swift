/// What a Podfile declares: its target definitions and the pods each one asks for.
struct Podfile: Sendable {
    /// Every target definition in declaration order; the first is the implicit abstract root, whose pods
    /// (those written outside any `target`) every top-level target inherits.
    var targets: [PodfileTarget] = [PodfileTarget(name: nil, isAbstract: true, parent: nil,
                                                  position: RubyPosition(line: 1, column: 1))]

    /// The pods `target` links, its ancestors' first: a target inherits its parent's pods unless it says
    /// `inherit! :none`.
    ///
    /// `inherit! :search_paths` inherits them too. CocoaPods links them only into the parent (the host
    /// app), but it gives the nested target (a test bundle) the parent's search paths, so its code can
    /// `import` every one of them; as declarations of what a module may import, they are the target's.
    func effectivePods(of target: Int) -> [PodRequirement] {
        var chain: [Int] = []
        var current: Int? = target
        while let index = current, chain.count <= targets.count {
            chain.append(index)
            current = targets[index].inheritance == .none ? nil : targets[index].parent
        }
        return chain.reversed().flatMap { targets[$0].pods }
    }

    /// Every pod the Podfile names, in the order of the target definitions.
    var allPods: [PodRequirement] { targets.flatMap(\.pods) }
}

/// A `target` or `abstract_target` block (or the implicit root).
struct PodfileTarget: Sendable {
    /// What a nested target takes from its parent (`inherit!`).
    enum Inheritance: Sendable {
        case complete, none, searchPaths
    }

    /// The Xcode target's name; `nil` for the root.
    var name: String?
    var isAbstract: Bool
    var parent: Int?
    var inheritance: Inheritance = .complete
    var pods: [PodRequirement] = []
    var position: RubyPosition
}

/// One `pod` line.
struct PodRequirement: Sendable {
    /// The name as written: a pod (`Alamofire`) or a subspec (`Firebase/Analytics`).
    var name: String
    /// `:path` (a folder holding `<Name>.podspec`, or a podspec file), relative to the Podfile's folder.
    var path: String?
    /// `:podspec` (a podspec file or a folder), relative to the Podfile's folder, or a URL.
    var podspec: String?
    /// `:subspecs => ['A', 'B']`, as full names (`Name/A`).
    var subspecs: [String] = []
    var position: RubyPosition

    /// The pod's name without subspec.
    var rootName: String { PodName.root(of: name) }

    /// The spec names this line asks for: the subspecs when it lists some, else its own name.
    var requestedSpecs: [String] { subspecs.isEmpty ? [name] : subspecs }
}
