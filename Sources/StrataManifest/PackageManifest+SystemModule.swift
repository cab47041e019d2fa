import StrataScan

// MARK: - Legacy system-module packages

extension PackageManifest {
    /// The file that, beside a manifest declaring no target and no product, makes the package a legacy
    /// system-module package.
    public static let moduleMapFile = "module.modulemap"

    /// Whether SwiftPM reads the package as a legacy system-module package when a ``moduleMapFile`` lies
    /// beside its manifest: the manifest declares no target and no product.
    public var mayBeSystemModulePackage: Bool { targets.isEmpty && products.isEmpty }

    /// Adds what SwiftPM makes of a legacy system-module package (`Package(name: "CSQLite", pkgConfig: …)`
    /// beside a `module.modulemap`): one system library target at the package's root and a library product
    /// of it named after the package. The target is named as the module map names its module (what an
    /// `import` names), else after the package; nothing is added when neither has a name.
    /// - Parameter moduleMap: The contents of the package's `module.modulemap`.
    public mutating func addSystemModule(moduleMap: [UInt8]) {
        guard let module = Self.moduleName(inModuleMap: moduleMap) ?? (name.isEmpty ? nil : name) else { return }
        targets.append(TargetDescription(name: module, type: .system))
        products.append(ProductDescription(name: name.isEmpty ? module : name, kind: .library, targets: [module]))
    }

    /// The name of the first top-level module a Clang module map declares (`module CSQLite [system] { … }`,
    /// `framework module X`), `extern module` declarations skipped; `nil` when it declares none.
    /// - Complexity: O(*n*) in the number of bytes.
    static func moduleName(inModuleMap bytes: [UInt8]) -> String? {
        bytes.withUnsafeBytes { buffer in
            let tokens = Lexer.tokenize(buffer).tokens
            var depth = 0
            for (i, token) in tokens.enumerated() {
                switch token.kind {
                case .leftBrace: depth += 1
                case .rightBrace: depth = max(0, depth - 1)
                default:
                    guard depth == 0, token.isIdentifier("module", in: buffer), i + 1 < tokens.count,
                          tokens[i + 1].kind == .identifier, i == 0 || !tokens[i - 1].isIdentifier("extern", in: buffer) else { continue }
                    return tokens[i + 1].text(in: buffer)
                }
            }
            return nil
        }
    }
}
