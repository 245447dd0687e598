import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import WidgetPreviewSyntax
import XCTest

// The expansion contract (our rule, mirroring Xcode's `#Preview`): one uniquely named type per use,
// conforming to `WidgetPreviewRegistration`, whose `preview` is the `WidgetPreview` initializer
// called with the macro's arguments and trailing closures exactly as written, then `.located` at
// the line of the `#Preview`; and an accessor `__widgetPreview(at_<file>_<line>:)` the registry can
// call from another file (for previews that use fileprivate declarations). (The expected text is as the test support formats an expansion:
// it re-indents closures and writes `} .located`; the compiler sees the same tokens.)
final class PreviewMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["Preview": PreviewMacroExpansion.self]

    func testWidgetTimelinePreviewKeepsTrailingClosures() {
        assertMacroExpansion(
            """
            #Preview(as: .systemSmall) {
                EmojiWidget()
            } timeline: {
                SimpleEntry(date: .now, emoji: "😀")
                SimpleEntry(date: .now, emoji: "🤩")
            }
            """,
            expandedSource: """
            struct __macro_local_7PreviewfMu_: WidgetPreviewRegistration {
                static var preview: WidgetPreview {
                    WidgetPreview(as: .systemSmall) {
                        EmojiWidget()
                    } timeline: {
                        SimpleEntry(date: .now, emoji: "😀")
                        SimpleEntry(date: .now, emoji: "🤩")
                    } .located(fileID: "TestModule/test.swift", line: 1)
                }
            }
            func __widgetPreview(at_TestModule_test_swift_1: Void) -> WidgetPreview {
                __macro_local_7PreviewfMu_.preview
            }
            """,
            macros: macros)
    }

    func testNamedPreviewWithLabelledArguments() {
        assertMacroExpansion(
            """
            let x = 1

            #Preview("Lock Screen", as: .accessoryRectangular, widget: { EmojiWidget() }, timelineProvider: Provider())
            """,
            expandedSource: """
            let x = 1

            struct __macro_local_7PreviewfMu_: WidgetPreviewRegistration {
                static var preview: WidgetPreview {
                    WidgetPreview("Lock Screen", as: .accessoryRectangular, widget: {
                            EmojiWidget()
                        }, timelineProvider: Provider()).located(fileID: "TestModule/test.swift", line: 3)
                }
            }
            func __widgetPreview(at_TestModule_test_swift_3: Void) -> WidgetPreview {
                __macro_local_7PreviewfMu_.preview
            }
            """,
            macros: macros)
    }

    func testViewPreviewWithoutParentheses() {
        assertMacroExpansion(
            """
            #Preview { Text("Hi") }
            """,
            expandedSource: """
            struct __macro_local_7PreviewfMu_: WidgetPreviewRegistration {
                static var preview: WidgetPreview {
                    WidgetPreview {
                        Text("Hi")
                    } .located(fileID: "TestModule/test.swift", line: 1)
                }
            }
            func __widgetPreview(at_TestModule_test_swift_1: Void) -> WidgetPreview {
                __macro_local_7PreviewfMu_.preview
            }
            """,
            macros: macros)
    }

    func testTwoPreviewsGetDistinctTypes() {
        assertMacroExpansion(
            """
            #Preview("A") { Text("A") }
            #Preview("B") { Text("B") }
            """,
            expandedSource: """
            struct __macro_local_7PreviewfMu_: WidgetPreviewRegistration {
                static var preview: WidgetPreview {
                    WidgetPreview("A") {
                        Text("A")
                    } .located(fileID: "TestModule/test.swift", line: 1)
                }
            }
            func __widgetPreview(at_TestModule_test_swift_1: Void) -> WidgetPreview {
                __macro_local_7PreviewfMu_.preview
            }
            struct __macro_local_7PreviewfMu0_: WidgetPreviewRegistration {
                static var preview: WidgetPreview {
                    WidgetPreview("B") {
                        Text("B")
                    } .located(fileID: "TestModule/test.swift", line: 2)
                }
            }
            func __widgetPreview(at_TestModule_test_swift_2: Void) -> WidgetPreview {
                __macro_local_7PreviewfMu0_.preview
            }
            """,
            macros: macros)
    }

    func testRewriterRestatesACallAsAnInitializer() throws {
        // Used by discovery too: the registry it generates must say exactly what the macro says.
        XCTAssertEqual(PreviewCallRewriterProbe.rewrite(#"#Preview("N", as: .systemMedium) { W() } timeline: { E() }"#),
                       #"WidgetPreview("N", as: .systemMedium) { W() } timeline: { E() }"#)
        XCTAssertEqual(PreviewCallRewriterProbe.rewrite("#Preview { V() }"), "WidgetPreview { V() }")
    }

    func testLiveActivityPreviewKeepsKindAttributesAndContentStates() {
        // Apple's `Preview(_:as:using:widget:contentStates:)`: the widget is the first trailing
        // closure, the content states the labelled second one.
        assertMacroExpansion(
            """
            #Preview("Notification", as: .dynamicIsland(.expanded), using: Attrs.preview) {
                MyLiveActivity()
            } contentStates: {
                Attrs.ContentState.smiley
                Attrs.ContentState.starEyes
            }
            """,
            expandedSource: """
            struct __macro_local_7PreviewfMu_: WidgetPreviewRegistration {
                static var preview: WidgetPreview {
                    WidgetPreview("Notification", as: .dynamicIsland(.expanded), using: Attrs.preview) {
                        MyLiveActivity()
                    } contentStates: {
                        Attrs.ContentState.smiley
                        Attrs.ContentState.starEyes
                    } .located(fileID: "TestModule/test.swift", line: 1)
                }
            }
            func __widgetPreview(at_TestModule_test_swift_1: Void) -> WidgetPreview {
                __macro_local_7PreviewfMu_.preview
            }
            """,
            macros: macros)
    }
}
