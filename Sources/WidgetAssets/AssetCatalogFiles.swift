import Foundation

/// The one way an asset catalog's files are read (docs/security.md, *Asset catalogs*): a file is
/// read only when its real path — every symlink resolved — lies inside the catalog, it is a regular
/// file (a FIFO or a device would block or never end), and its size is within the limit, all checked
/// before the first byte is read. Contents.json files, image files and symbol files alike.
struct CatalogFiles: Sendable {
    /// The catalog folder's real path.
    let root: String

    init(catalog: URL) { root = catalog.resolvingSymlinksInPath().path }

    /// A symlink (or `..`) must not lead outside the catalog.
    func checkInside(_ item: URL) throws {
        let resolved = item.resolvingSymlinksInPath().path
        guard root == "/" || resolved == root || resolved.hasPrefix(root + "/") else {
            throw AssetCatalogError(path: item.path, problem: "symlink points outside the catalog (\(resolved))")
        }
    }

    /// The bytes of `file`; `missing` and `tooLarge` word the two common failures for the caller.
    func read(_ file: URL, limit: Int, missing: String, tooLarge: (Int) -> String) throws -> Data {
        try checkInside(file)
        let real = file.resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: real) else {
            throw AssetCatalogError(path: file.path, problem: missing)
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw AssetCatalogError(path: file.path, problem: "not a regular file")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= limit else { throw AssetCatalogError(path: file.path, problem: tooLarge(size)) }
        do { return try Data(contentsOf: URL(fileURLWithPath: real)) } catch {
            throw AssetCatalogError(path: file.path, problem: "cannot read the file")
        }
    }
}
