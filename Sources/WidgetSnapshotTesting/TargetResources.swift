import Foundation
import WidgetSnapshot
import WidgetRender

/// The asset catalog and string tables of the widget target a golden test checks, found without
/// configuration, so `Color("WidgetBackground")`, `Image("logo")` and `Text("greeting")` draw as the
/// extension ships them (docs/golden-testing.md, *The target's own resources*).
///
/// The target is the module that declares the widget or preview; its folder is `Sources/<module>`
/// of the package holding the test file (or a folder of that name below `Sources`). In it: the first
/// `.xcassets` folder (sorted by path), and the first folder that holds `.xcstrings` files or
/// `xx.lproj` folders. A target with neither renders with the bundled assets only.
enum TargetResources {
    /// The renderer for a target, and what could not be read (a malformed catalog or strings file,
    /// one line each naming the file): the renderer then goes without it, so every preview is
    /// still checked, and the problem is reported once per assertion.
    struct Found {
        let renderer: WidgetRenderer
        let problems: [String]
    }

    private static let lock = NSLock()
    private nonisolated(unsafe) static var made: [String: Result<Found, Error>] = [:]

    /// The renderer for `module`'s resources, made once per target and process.
    static func resources(module: String?, testFile: URL) throws -> Found {
        try resources(module: module, packageRoot: TestNaming.goldenRoot(forTestFile: testFile).deletingLastPathComponent())
    }

    /// The same, for a package folder (the live preview's reload knows no test file).
    static func resources(module: String?, packageRoot: URL) throws -> Found {
        let key = packageRoot.path + "|" + (module ?? "")
        lock.lock()
        defer { lock.unlock() }
        if let result = made[key] { return try result.get() }
        let result = Result { try make(module: module, packageRoot: packageRoot) }
        made[key] = result
        return try result.get()
    }

    /// The module of a type: "MyWidgets" for `MyWidgets.CaffeineWidget`.
    static func module(of type: Any.Type) -> String? {
        String(reflecting: type).split(separator: ".").first.map(String.init)
    }

    private static func make(module: String?, packageRoot: URL) throws -> Found {
        guard let module, let folder = targetFolder(module, in: packageRoot) else { return Found(renderer: try shared.get(), problems: []) }
        var problems: [String] = []
        var renderer = try shared.get()
        if let catalog = first(in: folder, where: { $0.pathExtension == "xcassets" }) {
            do { renderer = try WidgetRenderer(assets: AssetCatalog(contentsOf: catalog)) } catch {
                problems.append("\(error) (rendering without the target's asset catalog)")
            }
        }
        let strings = first(in: folder) { candidate in
            ((try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []).contains {
                $0.hasSuffix(".xcstrings") || $0.hasSuffix(".lproj")
            }
        }
        if let strings {
            do { renderer = try renderer.localized(strings) } catch {
                problems.append("\(error) (rendering without the target's strings)")
            }
        }
        return Found(renderer: renderer, problems: problems)
    }

    private static let shared = Result { try WidgetRenderer() }

    private static func targetFolder(_ module: String, in packageRoot: URL) -> URL? {
        let sources = packageRoot.appendingPathComponent("Sources")
        let direct = sources.appendingPathComponent(module)
        if isDirectory(direct) { return direct }
        return first(in: sources, depth: 3) { $0.lastPathComponent == module }
    }

    /// The first folder below `root` (breadth first, sorted by name, not descending into catalogs,
    /// `.build` or hidden folders) that `matches`, `root` itself included.
    private static func first(in root: URL, depth: Int = 6, where matches: (URL) -> Bool) -> URL? {
        var level = [root]
        for _ in 0...depth {
            if let found = level.first(where: matches) { return found }
            level = level.flatMap { folder -> [URL] in
                guard folder.pathExtension != "xcassets",
                      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
                return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }.filter(isDirectory)
            }
            if level.isEmpty { return nil }
        }
        return nil
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
