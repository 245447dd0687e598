import WidgetPreviewDiscovery
import XCTest

/// What discovery finds in source and what the registry says (our rules, docs/previews.md).
final class DiscoveryTests: XCTestCase {
    private let source = """
        import Foundation
        import WidgetRender
        #if canImport(Charts)
        import Charts
        #endif

        struct EmojiWidget: Widget {
            var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
        }
        struct Bundle: WidgetKit.WidgetBundle {}
        private struct Hidden: Widget {}
        struct Box<T>: Widget {}

        #Preview(as: .systemSmall) {
            EmojiWidget()
        } timeline: {
            SimpleEntry(date: .now, emoji: "😀")
        }

        #if DEBUG
        #Preview("Debug", as: .accessoryRectangular, widget: { EmojiWidget() }, timelineProvider: Provider())
        #elseif TESTING
        #Preview("Testing") { Text("t") }
        #else
        #Preview { Text("release") }
        #endif

        extension Outer {
            struct Emoji_Previews: PreviewProvider {
                static var previews: some View { Text("x") }
            }
        }

        struct Host {
            func f() { let _ = 1 }
        }
        """

    private var found: DiscoveryResult { Discovery.scan(source: source, fileID: "Mod/Emoji.swift") }

    func testPreviewsWithNameLineArgumentsAndConditions() {
        let previews = found.previews
        XCTAssertEqual(previews.map(\.line), [14, 21, 23, 25])
        XCTAssertEqual(previews.map(\.name), [nil, "Debug", "Testing", nil])
        XCTAssertEqual(previews[0].arguments, ["as: .systemSmall", "{ … }", "timeline: { … }"])
        XCTAssertEqual(previews[1].arguments, [#""Debug""#, "as: .accessoryRectangular", "widget: { EmojiWidget() }",
                                              "timelineProvider: Provider()"])
        XCTAssertEqual(previews.map(\.conditions), [[], ["DEBUG"], ["!(DEBUG) && TESTING"], ["!(DEBUG) && !(TESTING)"]])
        XCTAssertEqual(previews[3].initializerCall, #"WidgetPreview { Text("release") }"#)
    }

    func testTypesByRoleWithReachability() {
        let types = found.types.map { "\($0.role.rawValue) \($0.name) \($0.isReachable ? "listed" : "unlisted")" }
        XCTAssertEqual(types, ["widget EmojiWidget listed", "widgetBundle Bundle listed", "widget Hidden unlisted",
                               "widget Box unlisted", "previewProvider Outer.Emoji_Previews listed"])
    }

    /// Issue 30: controls are listed (`WidgetPreviews.controls`, `WidgetPreviews.gallery`), and an
    /// `@main` that is not a widget is a warning at its place; a widget bundle's `@main` is not.
    func testControlsAreListedAndAForeignMainIsAWarning() {
        let source = """
            @main
            struct Widgets: WidgetBundle { var body: some Widget { EmojiWidget() } }
            struct Timer: ControlWidget { var body: some ControlWidgetConfiguration { fatalError() } }
            @main struct Tool {
                static func main() {}
            }
            """
        let result = Discovery.scan(source: source, fileID: "Mod/Main.swift", path: "Sources/Mod/Main.swift")
        XCTAssertEqual(result.types.map { "\($0.role.rawValue) \($0.name)" }, ["widgetBundle Widgets", "control Timer"])
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertTrue(result.warnings.first?.hasPrefix("Sources/Mod/Main.swift:4:1: warning: @main Tool is neither a Widget nor a WidgetBundle") ?? false,
                      "\(result.warnings)")
        XCTAssertTrue(result.problems.isEmpty)
        let registry = RegistryGenerator.source(for: result, module: "Mod")
        XCTAssertTrue(registry.contains("public static var controls: [any ControlWidget] {\n        var controls: [any ControlWidget] = []\n"
                                        + "        controls.append(Timer())\n"), registry)
        XCTAssertTrue(registry.contains(#"gallery += WidgetPreview.gallery(of: Timer()).map { $0.located(fileID: "Mod/Main.swift", line: 3) }"#),
                      registry)
    }

    func testImportsKeepTheirConditions() {
        XCTAssertEqual(found.imports, ["import Foundation", "import WidgetRender", "#if canImport(Charts)\nimport Charts\n#endif"])
    }

    func testRegistryRestatesEveryPreviewInOrderAndListsWidgets() {
        let registry = RegistryGenerator.source(for: found, module: "Mod")
        XCTAssertTrue(registry.contains("public enum WidgetPreviews {"))
        XCTAssertTrue(registry.contains("""
            #if DEBUG
                    all.append(WidgetPreview("Debug", as: .accessoryRectangular, widget: { EmojiWidget() }, timelineProvider: Provider()).located(fileID: "Mod/Emoji.swift", line: 21))
            #endif
            """))
        XCTAssertTrue(registry.contains(#"all += WidgetPreview.previews(of: Outer.Emoji_Previews.self, fileID: "Mod/Emoji.swift", line: 29, widgets: { widgets })"#))
        XCTAssertTrue(registry.contains("widgets.append(EmojiWidget())"))
        XCTAssertFalse(registry.contains("Hidden()"))
        XCTAssertTrue(registry.contains("// - widget Hidden (Mod/Emoji.swift:11)"))
        // The first preview's trailing closures are copied verbatim.
        XCTAssertTrue(registry.contains("""
            all.append(WidgetPreview(as: .systemSmall) {
                EmojiWidget()
            } timeline: {
                SimpleEntry(date: .now, emoji: "😀")
            }.located(fileID: "Mod/Emoji.swift", line: 14))
            """))
    }

    func testPreviewsInsideTypesAreNotListed() {
        // Xcode lists file-scope previews only; one inside a type could not be named from the registry.
        let result = Discovery.scan(source: "struct S {\n#Preview { Text(\"x\") }\n}", fileID: "M/S.swift")
        XCTAssertTrue(result.previews.isEmpty)
    }

    func testPreviewUsingAFileprivateDeclarationGoesThroughTheMacrosAccessor() {
        // Xcode's template writes `fileprivate static var smiley` and uses it in its #Preview: another
        // file cannot restate that call, so the registry calls the accessor the expansion declares.
        let source = """
            #Preview(as: .systemSmall) { MyWidget() } timeline: { SimpleEntry(date: .now, configuration: .smiley) }
            #Preview("Plain") { Text("x") }
            extension ConfigurationAppIntent {
                fileprivate static var smiley: ConfigurationAppIntent { ConfigurationAppIntent() }
            }
            """
        let result = Discovery.scan(source: source, fileID: "Mod/Template.swift")
        XCTAssertEqual(result.previews.map(\.privateNamesUsed), [["smiley"], []])
        XCTAssertEqual(result.previews[0].accessorLabel, "at_Mod_Template_swift_1")
        let registry = RegistryGenerator.source(for: result, module: "Mod")
        XCTAssertTrue(registry.contains("all.append(__widgetPreview(at_Mod_Template_swift_1: ()))  // uses fileprivate smiley"))
        XCTAssertTrue(registry.contains(#"all.append(WidgetPreview("Plain") { Text("x") }.located(fileID: "Mod/Template.swift", line: 2))"#))
    }

    func testLiveActivityPreviewIsRestatedWithItsKindAttributesAndContentStates() {
        // The Live Activity form: `as:` an ActivityPreviewViewKind, `using:` the attributes, the
        // widget as the trailing closure and `contentStates:` as the next one. Written with public
        // values it is restated as the initializer call; with the template's fileprivate values,
        // through the accessor.
        let source = """
            #Preview("Notification", as: .content, using: Attrs(name: "World")) {
                MyLiveActivity()
            } contentStates: {
                Attrs.ContentState(emoji: "😀")
                Attrs.ContentState(emoji: "🤩")
            }
            #Preview("Island", as: .dynamicIsland(.compact), using: Attrs.preview) { MyLiveActivity() } contentStates: { Attrs.ContentState.smiley }
            extension Attrs {
                fileprivate static var preview: Attrs { Attrs(name: "World") }
            }
            """
        let result = Discovery.scan(source: source, fileID: "Mod/Live.swift")
        XCTAssertEqual(result.previews.map(\.name), ["Notification", "Island"])
        XCTAssertEqual(result.previews.map(\.line), [1, 7])
        XCTAssertEqual(result.previews[0].arguments, [#""Notification""#, "as: .content", #"using: Attrs(name: "World")"#,
                                                     "{ … }", "contentStates: { … }"])
        XCTAssertEqual(result.previews.map(\.privateNamesUsed), [[], ["preview"]])
        let registry = RegistryGenerator.source(for: result, module: "Mod")
        XCTAssertTrue(registry.contains(#"all.append(WidgetPreview("Notification", as: .content, using: Attrs(name: "World")) {"#), registry)
        XCTAssertTrue(registry.contains("} contentStates: {"), registry)
        XCTAssertTrue(registry.contains("all.append(__widgetPreview(at_Mod_Live_swift_7: ()))  // uses fileprivate preview"), registry)
    }
}

/// `@NSManaged` compiles on Linux but cannot link: discovery names the file, line and column and
/// the way out instead (docs/widgetkit.md "SiriKit intent definitions").
final class ManagedPropertyTests: XCTestCase {
    func testNSManagedIsAProblemWithItsPlace() {
        let source = """
            import Intents

            class ConfigurationIntent: INIntent {
                @NSManaged public var showsLevel: NSNumber?
                public var plain: String?
            }
            """
        let result = Discovery.scan(source: source, fileID: "W/Intent.swift", path: "/src/W/Intent.swift")
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertTrue(result.problems[0].hasPrefix("/src/W/Intent.swift:4:5: error: @NSManaged var showsLevel needs the Objective-C runtime"),
                      result.problems[0])
        XCTAssertTrue(result.problems[0].contains(".intentdefinition"))
        XCTAssertFalse(result.problems[0].contains("\n"))
    }

    func testCleanFilesHaveNoProblems() {
        XCTAssertEqual(Discovery.scan(source: "struct A { var x: Int = 0 }", fileID: "W/A.swift").problems, [])
    }
}
