import XCTest

/// The package's structure, checked so that it cannot drift from what docs/architecture.md says:
/// the manifest declares exactly what each target imports, data flows one way through the layers,
/// each layer keeps to its own vocabulary, and the code cites only files of the repository.
final class ArchitectureTests: XCTestCase {
    /// The layers, lowest first (docs/architecture.md). A target imports only targets before it.
    static let layers = [
        "CFreeType", "CHarfBuzz", "CPNG", "CDeflate", "CJPEG", "CFastPNG", "CRaster", "CRenderClock", "CSHA256", "WidgetAssetSymbols", "WidgetPreviewSyntax", "WidgetPreviewDiscovery",
        "WidgetGeometry", "WidgetSVG", "WidgetText", "WidgetResolved", "WidgetViews", "WidgetDisplayList", "WidgetLayout",
        "WidgetRaster", "WidgetAppearance", "WidgetPaint", "WidgetPNG", "WidgetJPEG", "WidgetKitLayer", "WidgetPreviews",
        "WidgetLimits", "WidgetAssets", "WidgetLocalization", "WidgetDevices", "WidgetRender", "WidgetKit", "AppIntents", "ActivityKit", "Intents", "Charts", "WidgetSnapshot", "WidgetSnapshotTesting", "WidgetSpec", "WidgetShowcase", "WidgetCorpus",
        "WidgetRenderCLI", "WidgetBenchmarks", "widget-render-discover", "WidgetPreviewFixtures",
    ]

    func testManifestDeclaresExactlyWhatEachTargetImports() throws {
        for target in try PackageManifest.targets() where target.kind != .systemLibrary && target.kind != .plugin {
            let imported = try PackageManifest.imports(under: target.folder).subtracting(PackageManifest.toolchainModules)
            XCTAssertEqual(imported.sorted(), target.dependencies.sorted(),
                           "\(target.name): Package.swift must declare exactly the modules its files import")
        }
    }

    func testEveryTargetHasItsPlaceInTheLayers() throws {
        let libraries = try PackageManifest.targets().filter { $0.kind != .testTarget && $0.kind != .plugin && $0.kind != .macro }
        for target in libraries {
            XCTAssertTrue(Self.layers.contains(target.name), "\(target.name) is not in ArchitectureTests.layers")
        }
    }

    func testNoTargetImportsATargetAboveIt() throws {
        for target in try PackageManifest.targets() {
            guard let level = Self.layers.firstIndex(of: target.name) else { continue }
            for dependency in target.dependencies {
                guard let other = Self.layers.firstIndex(of: dependency) else { continue }
                XCTAssertLessThan(other, level, "\(target.name) imports \(dependency), which is above it")
            }
        }
    }

    /// The contracts issue #10 names: pixels know geometry only (and their own C loops); text knows no
    /// view; layout knows no theme.
    func testEachLayerKeepsToItsOwnVocabulary() throws {
        let targets = Dictionary(uniqueKeysWithValues: try PackageManifest.targets().map { ($0.name, $0) })
        XCTAssertEqual(targets["WidgetRaster"]?.dependencies, ["CRaster", "WidgetGeometry"])
        XCTAssertEqual(targets["WidgetGeometry"]?.dependencies, [])
        XCTAssertFalse(targets["WidgetText"]?.dependencies.contains("WidgetViews") ?? true)
        XCTAssertFalse(targets["WidgetText"]?.dependencies.contains("WidgetResolved") ?? true)
        for name in ["WidgetResolved", "WidgetDisplayList", "WidgetLayout", "WidgetText"] {
            let source = try sourceText(of: name)
            for word in ["vibrant", "Theme", "tinted", "accented(", "glass"] {
                XCTAssertFalse(source.contains(word), "\(name) mentions '\(word)': theme vocabulary belongs to WidgetAppearance")
            }
        }
    }

    /// Issue 32: the command line renders through the library (`WidgetRenderer`: widgets, views and
    /// its own sheets as pages), so caches, limits and policy live in one place; it imports no stage.
    func testTheCommandLineImportsNoPipelineStage() throws {
        let cli = try XCTUnwrap(try PackageManifest.targets().first { $0.name == "WidgetRenderCLI" })
        for stage in ["WidgetText", "WidgetResolved", "WidgetViews", "WidgetDisplayList", "WidgetLayout", "WidgetRaster",
                      "WidgetAppearance", "WidgetPaint"] {
            XCTAssertFalse(cli.dependencies.contains(stage), "the CLI imports \(stage)")
        }
    }

    /// docs/architecture.md shows the graph that Package.swift declares, between its markers.
    func testArchitectureDocShowsTheTargetGraph() throws {
        let doc = try String(contentsOf: packageRoot.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let begin = "<!-- target-graph:begin (generated; ArchitectureTests checks it) -->\n"
        let end = "<!-- target-graph:end -->"
        guard let start = doc.range(of: begin), let stop = doc.range(of: end, range: start.upperBound..<doc.endIndex) else {
            return XCTFail("docs/architecture.md has no target-graph markers")
        }
        let expected = try Self.graphTable()
        XCTAssertEqual(String(doc[start.upperBound..<stop.lowerBound]), expected,
                       "docs/architecture.md's target graph is out of date; it should read:\n\(expected)")
    }

    /// One row per library or executable target, in layer order, with what it imports.
    static func graphTable() throws -> String {
        let targets = Dictionary(uniqueKeysWithValues: try PackageManifest.targets().map { ($0.name, $0) })
        var lines = ["| layer | target | imports |", "|---|---|---|"]
        for (index, name) in layers.enumerated() {
            guard let target = targets[name] else { continue }
            let local = target.dependencies.filter { layers.contains($0) }.sorted { layers.firstIndex(of: $0)! < layers.firstIndex(of: $1)! }
            let external = target.dependencies.subtracting(local).sorted()
            let imports = (local.map { "`\($0)`" } + external.map { "`\($0)` (package)" }).joined(separator: ", ")
            lines.append("| \(index) | `\(name)` | \(imports.isEmpty ? "—" : imports) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every module under Sources opens with its glossary (docs/architecture.md, *Module glossaries*):
    /// the top comment of `Sources/<Module>/<Module>.swift`, or of a C module's header.
    func testEveryModuleOpensWithAGlossary() throws {
        let sources = packageRoot.appendingPathComponent("Sources").path + "/"
        let header = try NSRegularExpression(pattern: #"header\s+"([^"]+)""#)
        for target in try PackageManifest.targets() where target.kind != .testTarget && target.kind != .plugin {
            guard target.folder.path.hasPrefix(sources) else { continue }
            var file = target.folder.appendingPathComponent("\(target.name).swift")
            for map in ["module.modulemap", "include/module.modulemap"].map(target.folder.appendingPathComponent)
            where FileManager.default.fileExists(atPath: map.path) {
                let text = try String(contentsOf: map, encoding: .utf8)
                let match = try XCTUnwrap(header.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)))
                file = map.deletingLastPathComponent().appendingPathComponent(String(text[Range(match.range(at: 1), in: text)!]))
            }
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                XCTFail("\(target.name) has no \(file.lastPathComponent) to hold its glossary"); continue
            }
            // The first comment lines, after the imports (a module file may start with them).
            let top = text.split(separator: "\n", omittingEmptySubsequences: false)
                .drop { $0.isEmpty || $0.hasPrefix("import ") || $0.hasPrefix("@_exported import ") }
                .prefix { $0.hasPrefix("//") }
            XCTAssertTrue(top.contains { $0.hasPrefix("// Glossary") },
                          "\(file.lastPathComponent) (\(target.name)) does not open with a glossary")
        }
    }

    /// Citations point into the repository (docs/platform.md), never at a file a reader cannot open.
    func testCodeAndDocsCiteOnlyFilesOfTheRepository() throws {
        let outside = ["REFERENCE" + ".md", "DESIGN" + ".md", "../" + "shared/", "steering" + " repo"]
        for folder in ["Sources", "Tests", "docs", "Examples"] {
            let root = packageRoot.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where ["swift", "md", "yaml", "json"].contains(file.pathExtension) {
                let text = try String(contentsOf: file, encoding: .utf8)
                for name in outside where text.contains(name) {
                    XCTFail("\(file.path) cites \(name), which is not in the repository")
                }
            }
        }
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for name in outside { XCTAssertFalse(readme.contains(name), "README.md cites \(name)") }
    }

    private func sourceText(of target: String) throws -> String {
        let root = packageRoot.appendingPathComponent("Sources").appendingPathComponent(target)
        var text = ""
        for case let file as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! where file.pathExtension == "swift" {
            text += try String(contentsOf: file, encoding: .utf8)
        }
        return text
    }
}
