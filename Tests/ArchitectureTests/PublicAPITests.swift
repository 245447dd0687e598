import Foundation
import XCTest

/// The public API is deliberate: what a user of `WidgetRender`, `WidgetSnapshotTesting` and the CLI
/// needs, and nothing more. `docs/api.md` lists every public symbol (generated from the compiler's
/// symbol graphs); this test fails when the surface changes without that file changing with it.
final class PublicAPITests: XCTestCase {
    /// Modules a user sees: the products and what they re-export.
    static let publicModules = [
        "WidgetGeometry", "WidgetText", "WidgetViews", "WidgetDisplayList", "WidgetAppearance", "WidgetPNG",
        "WidgetKitLayer", "WidgetPreviews", "WidgetLimits", "WidgetAssets", "WidgetLocalization", "WidgetDevices",
        "WidgetRender", "WidgetSnapshot", "WidgetSnapshotTesting",
    ]
    /// Modules that are implementation: they declare nothing public.
    static let internalModules = [
        "WidgetResolved", "WidgetLayout", "WidgetRaster", "WidgetPaint", "WidgetSVG", "WidgetSpec", "WidgetShowcase",
        "WidgetRenderCLI", "WidgetBenchmarks", "WidgetPreviewSyntax", "WidgetPreviewDiscovery",
    ]

    func testImplementationModulesDeclareNothingPublic() throws {
        // A declaration, not a comment or a string that generated code spells (`"public enum …"`).
        let declaration = try NSRegularExpression(pattern: #"^[^/"\n]*\bpublic\s"#, options: [.anchorsMatchLines])
        for module in Self.internalModules {
            let root = packageRoot.appendingPathComponent("Sources").appendingPathComponent(module)
            for case let file as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
            where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                let hits = declaration.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
                XCTAssertEqual(hits, 0, "\(file.lastPathComponent) (\(module)) declares public API; use package")
            }
        }
    }

    func testPublicSurfaceIsListedInDocsAPI() throws {
        let doc = try String(contentsOf: packageRoot.appendingPathComponent("docs/api.md"), encoding: .utf8)
        let begin = "<!-- public-api:begin (generated; PublicAPITests checks it) -->\n"
        let end = "<!-- public-api:end -->"
        guard let start = doc.range(of: begin), let stop = doc.range(of: end, range: start.upperBound..<doc.endIndex) else {
            return XCTFail("docs/api.md has no public-api markers")
        }
        let expected = try Self.publicSurface()
        let listed = String(doc[start.upperBound..<stop.lowerBound])
        guard listed != expected else { return }
        let old = Set(listed.split(separator: "\n")), new = Set(expected.split(separator: "\n"))
        let added = new.subtracting(old).sorted().prefix(20), removed = old.subtracting(new).sorted().prefix(20)
        let report = packageRoot.appendingPathComponent(".build/public-api.md")
        try? expected.write(to: report, atomically: true, encoding: .utf8)
        XCTFail("""
            The public API changed; update docs/api.md (the full list is in \(report.path)).
            Added: \(added.joined(separator: "\n  "))
            Removed: \(removed.joined(separator: "\n  "))
            """)
    }

    /// One fenced block per module, a line per public symbol: `path  declaration`, sorted.
    static func publicSurface() throws -> String {
        let modules = try modulesDirectory()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-api-\(getpid())")
        defer { try? FileManager.default.removeItem(at: output) }
        var text = ""
        for module in publicModules {
            try? FileManager.default.removeItem(at: output)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            try extractSymbolGraph(module: module, modules: modules, into: output)
            var lines = Set<String>()
            for file in try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil) {
                let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: file))
                for symbol in graph.symbols where symbol.accessLevel == "public" {
                    let declaration = symbol.declarationFragments?.map(\.spelling).joined() ?? ""
                    let flat = declaration.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                        .joined(separator: " ")
                    lines.insert("\(symbol.pathComponents.joined(separator: "."))  \(flat)")
                }
            }
            text += "### \(module)\n\n```\n" + lines.sorted().joined(separator: "\n") + "\n```\n\n"
        }
        return text
    }

    /// The folder of the built `.swiftmodule`s: beside the running test bundle.
    private static func modulesDirectory() throws -> URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let modules = bundle.appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.path) else {
            throw XCTSkip("no Modules folder beside \(bundle.path)")
        }
        return modules
    }

    private static func extractSymbolGraph(module: String, modules: URL, into output: URL) throws {
        var arguments = ["swift-symbolgraph-extract", "-module-name", module, "-I", modules.path,
                         "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", output.path]
        #if arch(x86_64)
        arguments += ["-target", "x86_64-unknown-linux-gnu"]
        #elseif arch(arm64)
        arguments += ["-target", "aarch64-unknown-linux-gnu"]
        #endif
        for include in try run(["pkg-config", "--cflags-only-I", "freetype2", "harfbuzz", "libpng", "libturbojpeg"])
            .split(separator: " ") where include.hasPrefix("-I") {
            arguments += ["-Xcc", String(include)]
        }
        for shim in ["CFreeType", "CHarfBuzz", "CPNG", "CDeflate", "CJPEG", "CFastPNG/include", "CRaster/include", "CRenderClock/include", "CSHA256/include"] {
            arguments += ["-Xcc", "-fmodule-map-file=" + packageRoot.appendingPathComponent("Sources/\(shim)/module.modulemap").path]
        }
        _ = try run(arguments)
    }

    @discardableResult
    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe(), errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "PublicAPITests", code: Int(process.terminationStatus), userInfo: [
                NSLocalizedDescriptionKey: "\(arguments[0]) failed: \(String(decoding: message.prefix(2000), as: UTF8.self))",
            ])
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The parts of a symbol graph file this test reads.
private struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Fragment: Decodable { var spelling: String }
        var accessLevel: String
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
    }
    var symbols: [Symbol]
}
