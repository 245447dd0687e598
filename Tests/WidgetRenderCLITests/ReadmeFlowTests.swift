import Foundation
import XCTest
import WidgetRender
import WidgetSnapshot
@testable import WidgetRenderCLI

/// Issues 29 and 30: what the README tells a user to paste and run, done as a user does it, on a
/// widget extension as teams have one. A package laid out as the README's `Package.swift` snippet,
/// with the README's first `#Preview` and first golden test taken from README.md by this test (so a
/// snippet that changes is tested as it now reads), is built, tested (`swift test` records the
/// goldens, then passes against them on CI), rendered twice with the README's `render-widgets`
/// command and once by the package live preview's default build. Its target holds a `@main WidgetBundle`, Xcode's template widget (no supportedFamilies,
/// a provider that reads the clock), two controls, a `Color("…")` of its own `Assets.xcassets` and a
/// `Localizable.xcstrings`, none of them configured anywhere.
///
/// The package is rebuilt in `.build/fixtures/ReadmePackage`, whose own `.build` is kept between
/// runs, so only a fresh clone compiles WidgetRender a second time for it.
final class ReadmeFlowTests: XCTestCase {
    /// The README's code blocks this test runs.
    struct Snippets {
        var packageManifest: String
        var firstPreview: String
        var firstGoldenTest: String
        var renderWidgetsCommand: [String]

        init(readme: String) throws {
            let blocks = Self.codeBlocks(readme)
            func block(_ language: String, containing needle: String) throws -> String {
                guard let found = blocks.first(where: { $0.language == language && $0.text.contains(needle) }) else {
                    throw SnippetError("README.md has no ```\(language) block containing \(needle)")
                }
                return found.text
            }
            packageManifest = try block("swift", containing: ".package(url:")
            firstPreview = try block("swift", containing: "#Preview(")
            firstGoldenTest = try block("swift", containing: "assertWidgetPreviewSnapshots")
            let command = try block("sh", containing: "render-widgets").split(separator: "\n")
                .first { $0.hasPrefix("swift package") && $0.contains("render-widgets") }
            guard let command else { throw SnippetError("README.md names no `swift package … render-widgets` command") }
            renderWidgetsCommand = command.split(separator: "#")[0].split(separator: " ").map(String.init)
        }

        static func codeBlocks(_ markdown: String) -> [(language: String, text: String)] {
            var blocks: [(String, String)] = []
            var open: (language: String, lines: [Substring])?
            for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") {
                    if let current = open {
                        blocks.append((current.language, current.lines.joined(separator: "\n")))
                        open = nil
                    } else {
                        open = (String(line.dropFirst(3)), [])
                    }
                } else {
                    open?.lines.append(line)
                }
            }
            return blocks
        }

        /// The user's `Package.swift`: the README's `dependencies:` and `targets:` in a package named
        /// after its widget target, the dependency taken from this checkout instead of its URL.
        func manifest(widgetRender root: URL) throws -> String {
            guard let url = packageManifest.range(of: #"\.package\(url: "[^"]*", from: "[^"]*"\)"#, options: .regularExpression) else {
                throw SnippetError("the README's Package.swift snippet has no .package(url:from:)")
            }
            var body = packageManifest.replacingCharacters(in: url, with: ".package(name: \"WidgetRender\", path: \"\(root.path)\")")
            body = body.trimmingCharacters(in: .whitespacesAndNewlines)
            if body.hasSuffix(",") { body.removeLast() }
            return """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "MyWidgets",
            \(body)
            )

            """
        }
    }

    struct SnippetError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    func testReadmePackageBuildsTestsAndRendersAsPasted() throws {
        let snippets = try Snippets(readme: String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8))
        let folder = packageRoot.appendingPathComponent(".build/fixtures/ReadmePackage")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name != ".build" {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/ReadmePackage")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        func write(_ text: String, _ path: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write(try snippets.manifest(widgetRender: packageRoot), "Package.swift")
        try write("import WidgetRender\n\n" + snippets.firstPreview + "\n", "Sources/MyWidgets/FirstPreview.swift")
        try write(snippets.firstGoldenTest + "\n", "Tests/MyWidgetsTests/WidgetGoldenTests.swift")
        let swift = try XCTUnwrap(Self.swiftExecutable, "no swift on PATH")

        // A developer's first `swift test`: every golden is missing, so each is recorded and reported.
        let first = try BuiltCommand.run(swift, ["test"], in: folder, environment: ["CI": "", "WIDGET_RENDER_RECORD": "missing"])
        XCTAssertNotEqual(first.status, 0, "recording goldens reports each one")
        XCTAssertTrue((first.out + first.err).contains("recorded"), first.out + first.err)
        let golden = folder.appendingPathComponent("Golden/WidgetGoldenTests")
        let recorded = try goldens(in: golden)
        // The preview's two entries in systemSmall, the gallery's families and the widget's own
        // test, each in every built-in theme that shows the family (docs/golden-testing.md).
        for folder in ["/CaffeineWidget-systemSmall.entry-1/", "/CaffeineWidget-systemSmall.entry-2/",
                       "/CaffeineWidget-gallery-systemSmall/", "/CaffeineWidget-gallery-systemMedium/", "/testCaffeineWidget-entry0/",
                       "/TemplateWidget-systemSmall.entry-1/", "/TemplateWidget-gallery-systemLarge/"] {
            XCTAssertTrue(recorded.keys.contains { $0.hasPrefix(folder) && $0.hasSuffix("__ios.light.png") }, "\(folder): \(recorded.keys.sorted())")
        }
        // The @main bundle's template widget has no supportedFamilies: every family, each on a
        // device that offers it (an iPad for extra large, the watch for its complications).
        for file in ["/TemplateWidget-gallery-systemExtraLarge/ipad-pro-13/systemExtraLarge__ios.light.png",
                     "/TemplateWidget-gallery-systemExtraLargePortrait/vision-pro/systemExtraLargePortrait__visionos.glass.png",
                     "/TemplateWidget-gallery-accessoryCorner/watch-45mm/accessoryCorner__watchos.fullColor.png"] {
            XCTAssertNotNil(recorded[file], "\(file): \(recorded.keys.sorted())")
        }
        // The bundle's two controls: every presentation, off and on.
        for file in ["/CaffeineTrackingControl-control/iphone-16/controlCenterSmall-off__default.png",
                     "/CaffeineTrackingControl-control/iphone-16/controlCenterSmall-on__default.png",
                     "/LogCoffeeControl-control/iphone-16/lockScreen-on__default.png",
                     "/LogCoffeeControl-control/watch-45mm/watchSmartStack-on__default.png"] {
            XCTAssertNotNil(recorded[file], "\(file): \(recorded.keys.filter { $0.contains("control") }.sorted())")
        }
        // Swift 6 code that reads main-actor state in its body (DailyLimit.swift): its preview, and
        // a Swift Testing test that runs off the main thread (issue 31, isolation).
        XCTAssertTrue(recorded.keys.contains { $0.hasPrefix("/Daily") && $0.hasSuffix("/systemSmall__ios.dark.png") },
                      "\(recorded.keys.filter { $0.contains("aily") }.sorted())")
        let offMain = try goldens(in: folder.appendingPathComponent("Golden/SwiftTestingGoldenTests"))
        XCTAssertEqual(offMain.keys.sorted(), ["/dailyLimitOffTheMainThread/iphone-11/systemSmall__ios.dark.png",
                                               "/dailyLimitOffTheMainThread/iphone-11/systemSmall__ios.light.png"])
        // Its background is Color("WidgetBackground") of the target's own catalog (#FFD60A in light),
        // found without configuration: a pixel left of the centered text, inside the corner.
        let template = try Pixmap(contentsOfPNG: golden.appendingPathComponent("TemplateWidget-gallery-systemSmall/iphone-11/systemSmall__ios.light.png"))
        XCTAssertEqual(template.pixel(x: 20, y: template.height / 2).r, 255)
        XCTAssertEqual(template.pixel(x: 20, y: template.height / 2).g, 214)
        XCTAssertEqual(template.pixel(x: 20, y: template.height / 2).b, 10)

        // CI: nothing is recorded, and the same code gives the same bytes.
        let second = try BuiltCommand.run(swift, ["test"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(second.status, 0, second.out + second.err)
        XCTAssertEqual(try goldens(in: golden), recorded)
        XCTAssertEqual(try goldens(in: folder.appendingPathComponent("Golden/SwiftTestingGoldenTests")), offMain)

        // `render-widgets`, as the README writes it: every preview image and one sheet per preview.
        let render = try BuiltCommand.run(swift, Array(snippets.renderWidgetsCommand.dropFirst()), in: folder, environment: ["CI": "true"])
        XCTAssertEqual(render.status, 0, render.out + render.err)
        let out = folder.appendingPathComponent("widget-previews")
        let manifest = try JSONDecoder().decode(PreviewImageManifest.self,
                                                from: Data(contentsOf: out.appendingPathComponent(PreviewImageManifest.fileName)))
        XCTAssertFalse(manifest.previews.isEmpty)
        // The template's preview writes `SimpleEntry(date: .now, …)` and its provider `Date()`: both
        // are the render date, 2025-06-09 17:41 UTC, on every run.
        let templatePreview = try XCTUnwrap(manifest.previews.first { $0.id == "TemplateWidget-systemSmall" })
        XCTAssertEqual(templatePreview.snapshots.map(\.detail), ["2025-06-09 17:41 UTC", "2025-06-09 17:41 UTC"])
        let templateGallery = try XCTUnwrap(manifest.previews.first { $0.id == "TemplateWidget-gallery-systemSmall" })
        XCTAssertEqual(templateGallery.snapshots.map(\.detail), ["2025-06-09 17:41 UTC"])
        // Gallery entries name the type's place, as #Previews do (the sheets' subtitles).
        XCTAssertEqual(templateGallery.fileID, "MyWidgets/TemplateWidget.swift")
        XCTAssertEqual(manifest.previews.first { $0.id == "LogCoffeeControl-control-lockScreen" }?.fileID, "MyWidgets/Controls.swift")
        XCTAssertTrue(manifest.previews.contains { $0.id == "CaffeineTrackingControl-control-controlCenterSmall" && $0.kind == "control" },
                      "\(manifest.previews.map(\.id))")
        for preview in manifest.previews {
            // A timeline preview has its two entries; a gallery entry and a view preview one image each.
            XCTAssertEqual(preview.snapshots.count, preview.id.contains("gallery") || preview.kind == "view" ? 1 : 2, preview.id)
            for image in preview.snapshots.flatMap(\.images) {
                XCTAssertNoThrow(try Pixmap(contentsOfPNG: out.appendingPathComponent(image.path)), image.path)
            }
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(preview.id).sheet.png").path), preview.id)
        }
        // Twice: the same bytes, whatever the clock says.
        let firstImages = try files(in: out)
        let again = try BuiltCommand.run(swift, Array(snippets.renderWidgetsCommand.dropFirst()), in: folder, environment: ["CI": "true"])
        XCTAssertEqual(again.status, 0, again.out + again.err)
        XCTAssertEqual(try files(in: out), firstImages)

        // The package live preview (`widget-render preview --package . --target MyWidgets`): one build
        // of its default command, then the page's state and an image, as the server answers them.
        let live = try PackagePreviewState(packageDirectory: folder, target: "MyWidgets",
                                           buildCommand: PackagePreviewOptions.buildCommand(option: nil, target: "MyWidgets", testTarget: nil,
                                                                                            environment: [:]))
        live.buildOnce(waiting: false)
        func get(_ target: String) -> LoopbackHTTPServer.Response {
            live.respond(to: LoopbackHTTPServer.parse(Array("GET \(target) HTTP/1.1\r\n\r\n".utf8))!)
        }
        let state = try XCTUnwrap(JSONSerialization.jsonObject(with: get("/state").body) as? [String: Any])
        XCTAssertNil(state["error"], "\(state["error"] ?? "")")
        let previews = try XCTUnwrap(state["previews"] as? [[String: Any]])
        XCTAssertTrue(previews.contains { ($0["title"] as? String) == "TemplateWidget systemSmall" }, "\(previews.map { $0["title"] ?? "" })")
        let snapshots = try XCTUnwrap(previews.first?["snapshots"] as? [[String: Any]])
        let image = try XCTUnwrap((snapshots.first?["images"] as? [[String: Any]])?.first?["path"] as? String)
        let served = get("/image.png?run=\(state["run"] ?? 1)&path=\(image)")
        XCTAssertEqual(served.status, 200)
        XCTAssertEqual(served.contentType, "image/png")
    }

    /// Every PNG under `root` by relative path, with its SHA-256.
    private func goldens(in root: URL) throws -> [String: String] { try files(in: root, extensions: ["png"]) }

    /// Every file under `root` (of `extensions`, if given) by relative path, with its SHA-256.
    private func files(in root: URL, extensions: Set<String>? = nil) throws -> [String: String] {
        var files: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [:] }
        for case let url as URL in enumerator where !url.hasDirectoryPath && extensions.map({ $0.contains(url.pathExtension) }) ?? true {
            files[String(url.path.dropFirst(root.path.count))] = SHA256.hex(of: try Data(contentsOf: url))
        }
        return files
    }

    /// The `swift` that runs this test (the toolchain's, found on PATH).
    static var swiftExecutable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
