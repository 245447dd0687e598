import WidgetPreviewSyntax
import XCTest

// The expansion contract (our rule, mirroring Xcode's `#Preview`): one uniquely named type per use,
// conforming to `WidgetPreviewRegistration`, whose `preview` is the `WidgetPreview` initializer
// called with the macro's arguments and trailing closures exactly as written, then `.located` at
// the line of the `#Preview`; and an accessor `__widgetPreview(at_<file>_<line>:)` the registry can
// call from another file (for previews that use fileprivate declarations). The compiler checks the
// expansions for real wherever this package's fixtures and corpus use `#Preview`.
final class PreviewMacroTests: XCTestCase {
    private let site = MacroSite(fileID: "TestModule/test.swift", line: 1)

    func testWidgetTimelinePreviewKeepsTrailingClosures() {
        let source = """
            #Preview(as: .systemSmall) {
                EmojiWidget()
            } timeline: {
                SimpleEntry(date: .now, emoji: "😀")
                SimpleEntry(date: .now, emoji: "🤩")
            }
            """
        XCTAssertEqual(PreviewMacroExpansion.expansion(ofMacroSource: source, uniqueName: "$s1U7PreviewfMu_", site: site), """
            struct $s1U7PreviewfMu_: WidgetPreviewRegistration {
                static var preview: WidgetPreview {
                    WidgetPreview(as: .systemSmall) {
                EmojiWidget()
            } timeline: {
                SimpleEntry(date: .now, emoji: "😀")
                SimpleEntry(date: .now, emoji: "🤩")
            }.located(fileID: "TestModule/test.swift", line: 1)
                }
            }

            func __widgetPreview(at_TestModule_test_swift_1: Void) -> WidgetPreview { $s1U7PreviewfMu_.preview }
            """)
    }

    func testRewriterRestatesTheUseAsAnInitializerCall() {
        // Used by discovery too: the registry it generates must say exactly what the macro says.
        XCTAssertEqual(PreviewCallRewriter.initializerCall(ofMacroSource: #"#Preview("N", as: .systemMedium) { W() } timeline: { E() }"#),
                       #"WidgetPreview("N", as: .systemMedium) { W() } timeline: { E() }"#)
        XCTAssertEqual(PreviewCallRewriter.initializerCall(ofMacroSource: "#Preview { V() }"), "WidgetPreview { V() }")
        XCTAssertEqual(PreviewCallRewriter.initializerCall(ofMacroSource: #"#Preview("Lock Screen", as: .accessoryRectangular, widget: { W() }, timelineProvider: P())"#),
                       #"WidgetPreview("Lock Screen", as: .accessoryRectangular, widget: { W() }, timelineProvider: P())"#)
        // A bare use still needs `()`; a module-qualified name and surrounding white space are dropped.
        XCTAssertEqual(PreviewCallRewriter.initializerCall(ofMacroSource: "#Preview"), "WidgetPreview()")
        XCTAssertEqual(PreviewCallRewriter.initializerCall(ofMacroSource: "\n  #WidgetKit.Preview(as: .systemSmall) { W() } timeline: { E() } \n"),
                       "WidgetPreview(as: .systemSmall) { W() } timeline: { E() }")
        // Comments before the use are trivia; comments and line breaks inside stay as written.
        XCTAssertEqual(PreviewCallRewriter.initializerCall(ofMacroSource: "\n// c\n/* d */ #Preview { V() }"), "WidgetPreview { V() }")
        XCTAssertEqual(PreviewCallRewriter.initializerCall(ofMacroSource: "#Preview // a view\n{\n  V()\n}"), "WidgetPreview // a view\n{\n  V()\n}")
    }

    func testLiveActivityPreviewKeepsKindAttributesAndContentStates() {
        // Apple's `Preview(_:as:using:widget:contentStates:)`: the widget is the first trailing
        // closure, the content states the labelled second one.
        let source = """
            #Preview("Notification", as: .dynamicIsland(.expanded), using: Attrs.preview) {
                MyLiveActivity()
            } contentStates: {
                Attrs.ContentState.smiley
            }
            """
        let expansion = PreviewMacroExpansion.expansion(ofMacroSource: source, uniqueName: "$sX", site: MacroSite(fileID: "M/L.swift", line: 40))
        XCTAssertTrue(expansion.contains("""
            WidgetPreview("Notification", as: .dynamicIsland(.expanded), using: Attrs.preview) {
                MyLiveActivity()
            } contentStates: {
                Attrs.ContentState.smiley
            }.located(fileID: "M/L.swift", line: 40)
            """), expansion)
        XCTAssertTrue(expansion.hasSuffix("func __widgetPreview(at_M_L_swift_40: Void) -> WidgetPreview { $sX.preview }"), expansion)
    }

    func testUniqueNameIsTheCompilersMangling() {
        // swift-syntax's `makeUniqueName` for the first name of an expansion: the discriminator, the
        // name's length and text, then `fMu_` (the compiler accepts exactly these beyond `names:`).
        XCTAssertEqual(MacroUniqueName.make(discriminator: "$s4Demo0017PreviewswiftfMf_", name: "Preview"),
                       "$s4Demo0017PreviewswiftfMf_7PreviewfMu_")
    }

    func testFileIDIsWrittenAsAStringLiteral() {
        let expansion = PreviewMacroExpansion.expansion(ofMacroSource: "#Preview { V() }", uniqueName: "$sX",
                                                        site: MacroSite(fileID: #"M/a "b"\c.swift"#, line: 2))
        XCTAssertTrue(expansion.contains(#".located(fileID: "M/a \"b\"\\c.swift", line: 2)"#), expansion)
        XCTAssertTrue(expansion.contains("at_M_a__b__c_swift_2: Void"), expansion)
    }
}
