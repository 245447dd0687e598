import Foundation

// Reads the package as written: the targets `Package.swift` declares with their dependencies, and
// the modules each target's Swift files import. Plain text scanning, no SwiftPM: the manifest
// keeps one `.target(name:dependencies:)` call per target, which the tests below rely on.

/// The package's root folder (this file is Tests/ArchitectureTests/PackageManifest.swift).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

struct DeclaredTarget: Equatable {
    enum Kind: String { case target, executableTarget, testTarget, macro, plugin, systemLibrary }
    var name: String
    var kind: Kind
    /// Module names: local targets by name, products by their module name.
    var dependencies: Set<String>
    /// The `path:` argument, when the target's sources are not in the default folder.
    var path: String?

    /// The folder of the target's Swift files.
    var folder: URL {
        if let path { return packageRoot.appendingPathComponent(path) }
        return packageRoot.appendingPathComponent(kind == .testTarget ? "Tests" : "Sources").appendingPathComponent(name)
    }
}

enum PackageManifest {
    /// Product name → the module it brings (they differ for these packages).
    static let productModules = ["ArgumentParser": "ArgumentParser", "Yams": "Yams", "SnapshotTesting": "SnapshotTesting"]

    static func targets() throws -> [DeclaredTarget] {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        // Only the `targets:` list declares targets (`products:` names plugins and libraries too).
        guard let targetsStart = manifest.range(of: "\n    targets: [") else { return [] }
        let text = String(manifest[targetsStart.upperBound...])
        // Declarations start a line (`.target(name:` inside a dependency list is a reference).
        let call = try NSRegularExpression(pattern: #"^\s*\.(target|executableTarget|testTarget|macro|plugin|systemLibrary)\(\s*name:\s*"([^"]+)""#,
                                           options: [.anchorsMatchLines])
        let matches = call.matches(in: text, range: NSRange(text.startIndex..., in: text))
        return try matches.enumerated().map { index, match in
            let kind = DeclaredTarget.Kind(rawValue: String(text[Range(match.range(at: 1), in: text)!]))!
            let name = String(text[Range(match.range(at: 2), in: text)!])
            // The call's text runs to the next target call (or the end): its dependency list is in it.
            let start = Range(match.range, in: text)!.upperBound
            let end = index + 1 < matches.count ? Range(matches[index + 1].range, in: text)!.lowerBound : text.endIndex
            let call = String(text[start..<end])
            let path = try NSRegularExpression(pattern: #"path:\s*"([^"]+)""#)
                .firstMatch(in: call, range: NSRange(call.startIndex..., in: call))
                .map { String(call[Range($0.range(at: 1), in: call)!]) }
            return DeclaredTarget(name: name, kind: kind, dependencies: try dependencies(in: call), path: path)
        }
    }

    private static func dependencies(in call: String) throws -> Set<String> {
        guard let open = call.range(of: "dependencies:") else { return [] }
        let list = call[open.upperBound...]
        guard let bracket = list.firstIndex(of: "[") else { return [] }
        var depth = 0, end = bracket
        for index in list[bracket...].indices {
            if list[index] == "[" { depth += 1 }
            if list[index] == "]" { depth -= 1; if depth == 0 { end = index; break } }
        }
        let body = String(list[bracket...end])
        var names = Set<String>()
        let product = try NSRegularExpression(pattern: #"\.product\(\s*name:\s*"([^"]+)"[^)]*\)"#)
        var remainder = body
        for match in product.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
            let name = String(body[Range(match.range(at: 1), in: body)!])
            names.insert(productModules[name] ?? name)
        }
        remainder = product.stringByReplacingMatches(in: body, range: NSRange(body.startIndex..., in: body), withTemplate: "")
        let plain = try NSRegularExpression(pattern: #""([^"]+)""#)
        for match in plain.matches(in: remainder, range: NSRange(remainder.startIndex..., in: remainder)) {
            names.insert(String(remainder[Range(match.range(at: 1), in: remainder)!]))
        }
        return names
    }

    /// Every module the Swift files under `folder` import (`import`, with any attributes before it:
    /// `@testable`, `@_exported`, `@_spi(Name)`, `@preconcurrency`).
    static func imports(under folder: URL) throws -> Set<String> {
        var modules = Set<String>()
        let statement = try NSRegularExpression(pattern: #"^\s*(?:@[A-Za-z_]+(?:\([^)\n]*\))?\s+)*import\s+(?:struct\s+|enum\s+|class\s+|func\s+)?([A-Za-z_][A-Za-z0-9_]*)"#,
                                                options: [.anchorsMatchLines])
        let stringLiteral = try NSRegularExpression(pattern: #""""[\s\S]*?""""#)
        let externalMacro = try NSRegularExpression(pattern: #"#externalMacro\(module:\s*"([A-Za-z_][A-Za-z0-9_]*)""#)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        for case let file as URL in files where file.pathExtension == "swift" {
            // Multi-line string literals (Swift source used as test input) are not the file's imports.
            let source = try String(contentsOf: file, encoding: .utf8)
            let text = stringLiteral.stringByReplacingMatches(in: source, range: NSRange(source.startIndex..., in: source),
                                                              withTemplate: "")
            for match in statement.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                modules.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
            // A macro declaration names its implementation module instead of importing it.
            for match in externalMacro.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                modules.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return modules
    }

    /// Modules of the toolchain itself, which no manifest declares.
    static let toolchainModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Musl", "XCTest", "Testing", "PackagePlugin",
        "CompilerPluginSupport", "Darwin", "Observation", "Swift",
    ]
}
