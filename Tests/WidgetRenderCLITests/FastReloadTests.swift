import Foundation
import XCTest
@testable import WidgetRenderCLI
@_spi(LivePreview) @testable import WidgetSnapshotTesting
import WidgetPreviewFixtures

/// The live preview's fast reload (docs/preview.md, *Fast reload*): SwiftPM's build plan read from
/// its manifest, the compile made into a library build, which changes a reload covers, and, end to
/// end against this package's own debug build, a real reload of the `WidgetPreviewFixtures` target
/// (swiftc, the render host linked from this test product's objects, `dlopen`) drawing byte for
/// byte what `assertWidgetPreviewSnapshots` draws in preview mode.
final class FastReloadTests: XCTestCase {
    /// A manifest in the shape SwiftPM 6 writes (targets, then commands with one-line JSON arrays).
    func testBuildPlanReadsTheCompileTheLinkAndTheHostObjects() throws {
        let folder = try temporaryFolder("build-plan")
        defer { try? FileManager.default.removeItem(at: folder) }
        let debug = folder.appendingPathComponent("debug")
        let objects = ["C.build/c.c.o", "Lib.build/Lib.swift.o", "W.build/W.swift.o", "WTests.build/T.swift.o",
                       "PkgPackageTests.build/runner.swift.o", "PkgPackageDiscoveredTests.build/all.swift.o",
                       "My Dep.build/x.swift.o", "W-Snapshot-Tests.build/S.swift.o"].map { debug.appendingPathComponent($0).path }
        let sourcesFile = folder.appendingPathComponent("sources"), linkFile = folder.appendingPathComponent("Objects.LinkFileList")
        try Data("/p/Sources/W/W.swift\n\"/p/Sources/W/With Space.swift\"\n".utf8).write(to: sourcesFile)
        try Data(objects.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: "\n").utf8).write(to: linkFile)
        func module(_ name: String) -> String {
            """
              "C.\(name)-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                inputs: ["/p/a.swift"]
                args: ["/opt/swift/usr/bin/swiftc","-module-name","\(name.replacingOccurrences(of: "-", with: "_"))","-c","@\(name == "W" ? sourcesFile.path : "/none")","-target","x86_64-unknown-linux-gnu"]

            """
        }
        let manifest = """
            client:
              name: basic
            tools: {}
            targets:
              "main": ["<Lib-x86_64-unknown-linux-gnu-debug.module>","<W-x86_64-unknown-linux-gnu-debug.module>","<My Dep-x86_64-unknown-linux-gnu-debug.module>"]
              "test": ["<Lib-x86_64-unknown-linux-gnu-debug.module>","<W-x86_64-unknown-linux-gnu-debug.module>","<WTests-x86_64-unknown-linux-gnu-debug.module>","<W-Snapshot-Tests-x86_64-unknown-linux-gnu-debug.module>","<PkgPackageTests-x86_64-unknown-linux-gnu-debug.test>"]
            default: "main"
            nodes:
              "/p/Sources/W/":
                is-directory-structure: true
            commands:
            \(module("Lib"))\(module("W"))\(module("WTests"))\(module("W-Snapshot-Tests"))\(module("My Dep"))  "C.PkgPackageTests-x86_64-unknown-linux-gnu-debug.test":
                tool: shell
                args: ["/opt/swift/usr/bin/swiftc","-L","\(debug.path)","-o","\(debug.path)/PkgPackageTests.xctest","-module-name","PkgPackageTests","-emit-executable","@\(linkFile.path)","-g"]
              "Listing the previews and widgets of W-abc":
                tool: shell
                args: ["/p/.build/debug/widget-render-discover-tool","--module","W","--output","/p/gen.swift","/p/Sources/W/W.swift"]

            """
        let url = folder.appendingPathComponent("debug.yaml")
        try Data(manifest.utf8).write(to: url)
        let plan = try SwiftPMBuildPlan(manifest: url, target: "W")
        XCTAssertEqual(plan.compile, ["/opt/swift/usr/bin/swiftc", "-module-name", "W", "-c", "@" + sourcesFile.path,
                                      "-target", "x86_64-unknown-linux-gnu"])
        XCTAssertEqual(plan.sources, ["/p/Sources/W/W.swift", "/p/Sources/W/With Space.swift"])
        XCTAssertEqual(plan.discover?.last, "/p/Sources/W/W.swift")
        XCTAssertEqual(plan.testLink[4], debug.path + "/PkgPackageTests.xctest")
        // Kept: C and Swift libraries the tests link; left out: the target, its tests (a target name
        // with dashes too: its module is W_Snapshot_Tests, its objects in W-Snapshot-Tests.build), the runner.
        XCTAssertEqual(plan.hostObjects, [objects[0], objects[1], objects[6]])
        XCTAssertThrowsError(try SwiftPMBuildPlan(manifest: url, target: "Nope")) { error in
            XCTAssertEqual("\(error)", "SwiftPM's build plan has no compile command for Nope")
        }
        XCTAssertThrowsError(try SwiftPMBuildPlan(manifest: folder.appendingPathComponent("none.yaml"), target: "W"))
    }

    func testLibraryArgumentsDropWhatAReloadDoesNotUse() {
        let compile = ["/s/swiftc", "-module-name", "W", "-emit-dependencies", "-emit-module", "-emit-module-path", "/m/W.swiftmodule",
                       "-output-file-map", "/o.json", "-parse-as-library", "-incremental", "-c", "@/sources", "-I", "/m",
                       "-enable-testing", "-j2", "-DDEBUG", "-Xcc", "-g", "-Xcc", "-fmodule-map-file=/c.modulemap",
                       "-index-store-path", "/idx", "-swift-version", "6", "-g", "-Xfrontend", "-load-plugin-executable",
                       "-Xfrontend", "/t#M", "-emit-objc-header", "-emit-objc-header-path", "/h.h", "-parseable-output"]
        XCTAssertEqual(FastReload.libraryArguments(compile: compile, sources: ["/a.swift", "/entry.swift"], output: "/lib.so",
                                                   outputFileMap: "/map.json"),
                       ["-module-name", "W", "-parse-as-library", "-I", "/m", "-j2", "-DDEBUG", "-Xcc", "-g",
                        "-Xcc", "-fmodule-map-file=/c.modulemap", "-swift-version", "6", "-Xfrontend", "-load-plugin-executable",
                        "-Xfrontend", "/t#M", "-incremental", "-output-file-map", "/map.json", "-emit-library", "-o", "/lib.so",
                        "/a.swift", "/entry.swift"])
    }

    /// Where modules are found, as whole units, so that the entry point's imports (WidgetSnapshotTesting
    /// and the C modules under it) can be added to the target's compile without repeating any.
    func testSearchPathUnits() {
        let arguments = ["/s/swiftc", "-I", "/m", "-Xcc", "-fmodule-map-file=/a/module.modulemap", "-Xcc", "-I", "-Xcc", "/a/include",
                         "-Xcc", "-I/usr/include/x", "-Xcc", "-g", "-DDEBUG", "-Xcc", "-fmodule-map-file=/b/module.modulemap"]
        XCTAssertEqual(SwiftPMBuildPlan.searchPathUnits(arguments),
                       [["-I", "/m"], ["-Xcc", "-fmodule-map-file=/a/module.modulemap"], ["-Xcc", "-I", "-Xcc", "/a/include"],
                        ["-Xcc", "-I/usr/include/x"], ["-Xcc", "-fmodule-map-file=/b/module.modulemap"]])
    }

    /// A reload covers edits of the Swift files and changes of other files; a Swift file added or
    /// removed, or a changed Package.swift, needs SwiftPM.
    func testWhatAReloadCovers() {
        let base = ["/p/Package.swift": "1@1", "/p/Sources/W/a.swift": "10@1", "/p/Sources/W/A.xcassets/c.json": "3@1"]
        func covers(_ changes: [String: String?]) -> Bool {
            var now = base
            for (path, value) in changes { now[path] = value }
            return FastReload.covers(from: base, to: now, manifest: "/p/Package.swift")
        }
        XCTAssertTrue(covers([:]))
        XCTAssertTrue(covers(["/p/Sources/W/a.swift": "11@2"]), "an edit")
        XCTAssertTrue(covers(["/p/Sources/W/A.xcassets/c.json": "4@2"]), "an asset: the reload reads the catalog")
        XCTAssertFalse(covers(["/p/Sources/W/b.swift": "1@2"]), "a new file")
        XCTAssertFalse(covers(["/p/Sources/W/a.swift": nil]), "a removed file")
        XCTAssertFalse(covers(["/p/Package.swift": "2@2"]), "the package")
    }

    /// A call names built-in themes and devices only; one with its own is not replayed.
    func testPreviewCallsAreReplayedOnlyFromBuiltInNames() throws {
        let call = PreviewCall(previews: [], themes: [.iosLight, try Theme(named: "ios.tinted(#FF2D55)")], devices: [try Device(named: "iphone-16")],
                               renderDate: Date(timeIntervalSinceReferenceDate: 100.123456789), ownRenderer: false)
        XCTAssertNil(call.notReplayable)
        let resolved = try call.resolved()
        XCTAssertEqual(resolved.themes.map(\.name), ["ios.light", "ios.tinted(#FF2D55)"])
        XCTAssertEqual(resolved.devices?.map(\.id), ["iphone-16"])
        XCTAssertEqual(resolved.renderDate, Date(timeIntervalSinceReferenceDate: 100.123456789), "exactly")
        let own = PreviewCall(previews: [], themes: [.iosLight], devices: nil, renderDate: Date(), ownRenderer: true)
        XCTAssertEqual(own.notReplayable, "the call passes its own renderer")
        XCTAssertThrowsError(try own.resolved())
        let custom = try Device(id: "my-phone", scale: 3, familySizes: [.systemSmall: CGSize(width: 170, height: 170)])
        XCTAssertEqual(PreviewCall(previews: [], themes: [.iosLight], devices: [custom], renderDate: Date(), ownRenderer: false).notReplayable,
                       "device my-phone is not a built-in one")
    }

    /// A package without SwiftPM's build plan (here: the fake build of the browser test) turns the
    /// reload off at the first save after a good run, and the save still runs the build command.
    func testWithoutABuildPlanEverySaveRunsTheCommand() throws {
        let folder = try temporaryFolder("fast-reload-off")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let source = folder.appendingPathComponent("Sources/W/a.swift")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: source)
        let fake = packageRoot.appendingPathComponent("Tests/Browser/fake-preview-build.py").path
        let state = try PackagePreviewState(packageDirectory: folder, target: "W", buildCommand: "python3 '\(fake)'",
                                            rerunCommand: "true", fastReload: true)
        func run() throws -> [String: Any] {
            state.requestBuild()   // as the watcher does on a change
            state.buildOnce(waiting: false)
            let response = state.respond(to: LoopbackHTTPServer.parse(Array("GET /state HTTP/1.1\r\n\r\n".utf8))!)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        }
        XCTAssertEqual(try run()["run"] as? Int, 1)
        try Data("let a = 2\n".utf8).write(to: source)
        let second = try run()
        XCTAssertEqual(second["run"] as? Int, 2, "the command ran and drew")
        XCTAssertNil(second["error"])
        XCTAssertEqual(second["lastRunKind"] as? String, "tests")
        XCTAssertEqual((second["fastReload"] as? String)?.hasPrefix("fast reload off: SwiftPM's build plan has no manifest: no "), true,
                       "\(second["fastReload"] ?? "")")
    }

    /// The CLI and the library name the same entry points and call file (the CLI does not import
    /// the library: the reloaded module does).
    func testTheCLIAndTheLibraryAgreeOnNames() {
        XCTAssertEqual(FastReload.entrySymbol, LivePreviewReload.entrySymbol)
        XCTAssertEqual(FastReload.listSymbol, LivePreviewReload.listSymbol)
        XCTAssertEqual(FastReload.callFileName, PreviewCall.fileName)
    }

    /// A reload draws the previews the test was given and those added since, never one the test
    /// left out; without the list of known previews, only the test's.
    func testAReloadDrawsTheTestsPreviewsAndNewOnes() throws {
        let all = WidgetPreviews.all
        XCTAssertGreaterThan(all.count, 3)
        var call = PreviewCall(previews: [all[0]], themes: [.iosLight], devices: nil, renderDate: Date(), ownRenderer: false)
        XCTAssertEqual(all.map(call.draws), [true] + all.dropFirst().map { _ in false }, "no list: only the test's")
        call.known = all.dropLast().map(PreviewCall.key)
        XCTAssertEqual(all.map(call.draws), [true] + all.dropFirst().dropLast().map { _ in false } + [true],
                       "the first (the test's) and the last (added since), not those the test left out")
        call.previews = nil
        XCTAssertTrue(all.allSatisfy(call.draws), "a call without a list draws everything")
    }

    /// The real thing, against this package's own debug build (`swift test` wrote `.build/debug.yaml`
    /// and linked the test product this test runs in): the reloaded fixture target draws exactly
    /// what the preview test draws, with and without a control; a compile error is swiftc's line.
    func testAReloadDrawsWhatThePreviewTestDraws() throws {
        // `swift test` wrote the plan this test reads; without it FastReload's init throws and the test fails.
        let folder = try temporaryFolder("fast-reload")
        defer { try? FileManager.default.removeItem(at: folder) }
        var reload = try FastReload(packageDirectory: packageRoot, target: "WidgetPreviewFixtures", folder: folder.appendingPathComponent("fast"))
        XCTAssertFalse(reload.plan.hostObjects.contains { $0.contains("/WidgetPreviewFixtures.build/") || $0.contains("Tests.build/") })

        // The preview test in preview mode: images, previews.json and call.json.
        func test(into out: URL, _ variables: [String: String]) {
            let all = variables.merging(["WIDGET_RENDER_PREVIEWS_OUT": out.path]) { a, _ in a }
            for (name, value) in all { setenv(name, value, 1) }
            assertWidgetPreviewSnapshots(WidgetPreviews.all, themes: [.iosLight, .iosDark, .iosClear], record: .all,
                                         goldenRoot: folder.appendingPathComponent("Golden"),
                                         reporter: SnapshotFailureReporter { _, _ in })
            for name in all.keys { unsetenv(name) }
        }
        let expected = folder.appendingPathComponent("test"), expectedDark = folder.appendingPathComponent("test-dark")
        test(into: expected, [:])
        test(into: expectedDark, ["WIDGET_RENDER_PREVIEW_THEMES": "ios.dark"])
        try FileManager.default.createDirectory(at: reload.folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: expected.appendingPathComponent("call.json"), to: reload.callFile)
        try reload.checkCall()

        XCTAssertNotNil(try reload.linkHostIfNeeded(), "the first reload links the host")
        XCTAssertNil(try reload.linkHostIfNeeded(), "then it is current")
        // A probe source beside the fixture's, to edit: its text must reach the library at once.
        let probe = folder.appendingPathComponent("Probe.swift")
        func writeProbe(_ text: String) throws -> [String: String] {
            try Data("public let liveReloadProbe = \"\(text)\"\n".utf8).write(to: probe)
            return Dictionary(reload.plan.sources.map { ($0, "same") }) { a, _ in a }.merging([probe.path: text]) { _, b in b }
        }
        reload.plan.sources.append(probe.path)
        let first = try writeProbe("live reload probe, first version")
        let compiled = try reload.compile(compiled: nil, now: first)
        XCTAssertEqual(compiled.status, 0, compiled.output)
        try reload.recordKnownPreviews()
        let recorded = try JSONDecoder().decode(PreviewCall.self, from: Data(contentsOf: reload.callFile))
        XCTAssertEqual(recorded.known, WidgetPreviews.all.map(PreviewCall.key), "the host listed the target's previews")
        XCTAssertEqual(recorded.previews, recorded.known, "the test passed them all")
        XCTAssertTrue(try Data(contentsOf: reload.library).contains(Data("live reload probe, first version".utf8)))
        for (variables, wanted) in [([String: String](), expected), (["WIDGET_RENDER_PREVIEW_THEMES": "ios.dark"], expectedDark)] {
            let out = folder.appendingPathComponent("reload-\(variables.count)")
            let environment = ProcessInfo.processInfo.environment.merging(variables.merging(["WIDGET_RENDER_PREVIEWS_OUT": out.path]) { a, _ in a }) { _, b in b }
            let drawn = try reload.draw(environment: environment)
            XCTAssertEqual(drawn.status, 0, drawn.output)
            XCTAssertEqual(try files(out), try files(wanted), "the same files")
            for path in try files(wanted) {
                XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent(path)), try Data(contentsOf: wanted.appendingPathComponent(path)), path)
            }
        }

        // An edit within the same second: only the edited source is compiled again (the others keep
        // their objects), and the library has the new text.
        func objectDates() throws -> [String: Date] {
            let objects = reload.folder.appendingPathComponent("objects")
            return try Dictionary(uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: objects.path)
                .filter { $0.hasSuffix(".o") }.map { ($0, try XCTUnwrap(objects.appendingPathComponent($0).resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)) })
        }
        let before = try objectDates()
        let second = try writeProbe("live reload probe, second version")
        let recompiled = try reload.compile(compiled: first, now: second)
        XCTAssertEqual(recompiled.status, 0, recompiled.output)
        XCTAssertTrue(try Data(contentsOf: reload.library).contains(Data("live reload probe, second version".utf8)))
        let after = try objectDates()
        XCTAssertEqual(Set(after.keys), Set(before.keys))
        let redone = after.keys.filter { after[$0] != before[$0] }
        XCTAssertTrue(redone.contains { $0.contains("Probe.swift") }, "\(redone)")
        XCTAssertTrue(redone.allSatisfy { $0.contains("Probe.swift") || $0.contains(".generated.swift") }, "only the edit and the registry: \(redone)")

        // A compile error is swiftc's file:line:col line, as the page shows it.
        let broken = folder.appendingPathComponent("Broken.swift")
        try Data("let x: Int = \"no\"\n".utf8).write(to: broken)
        reload.plan.sources.append(broken.path)
        let failed = try reload.compile(compiled: second, now: second.merging([broken.path: "new"]) { a, _ in a })
        XCTAssertNotEqual(failed.status, 0)
        XCTAssertEqual(PackagePreviewState.problem(status: failed.status, output: failed.output, what: FastReload.what),
                       "\(broken.path):1:14: error: cannot convert value of type 'String' to specified type 'Int'")
    }

    private func files(_ folder: URL) throws -> [String] {
        let walk = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]))
        return walk.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map { String($0.path.dropFirst(folder.path.count + 1)) }.sorted()
    }
}
