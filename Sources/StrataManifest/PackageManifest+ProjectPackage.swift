import StrataProject
import StrataText

extension PackageManifest {
    /// The package this manifest declares, in the neutral project model: its products and the targets they are made of,
    /// and its `.package(path:)` links.
    /// - Parameters:
    ///   - directory: the package's folder, relative to the analyzed root.
    ///   - manifestFile: this manifest, relative to the analyzed root.
    ///   - folderName: the name of the package's folder on disk.
    public func projectPackage(directory: String, manifestFile: String, folderName: String) -> ProjectPackage {
        ProjectPackage(directory: directory, manifestFile: manifestFile, name: name, folderName: folderName,
                       products: products.map { product in
                           var projected = ProjectProduct(name: product.name, isLibrary: product.kind == .library,
                                                          modules: product.targets)
                           projected.isDynamic = product.isDynamic
                           return projected
                       },
                       links: localPackages.map { reference in
                           ProjectPackageLink(path: reference.path,
                                              location: SourceLocation(file: manifestFile, line: reference.line, column: reference.column),
                                              name: reference.name)
                       },
                       isFullyRead: isFullyUnderstood)
    }
}
