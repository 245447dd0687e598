/// Calls main-actor view code — a `body`, a style's `makeBody`, a modifier's `body(content:)` —
/// from the renderer's own, nonisolated stages.
///
/// `View`, `ViewModifier`, the styles and `Widget` are `@MainActor` as SwiftUI declares them, so
/// that Swift 6 code reading main-actor state in a `body` compiles as it does against Apple's SDK.
/// The renderer cannot be main-actor code itself (it is called from any thread, and paints in
/// parallel), so it enters view code through here. The suites call the stages that reach this on
/// the main thread, where Swift 6 code's run-time isolation checks pass (WidgetSnapshot's
/// ViewCodeFirst.swift; docs/golden-testing.md, *Where your code runs*). A main-actor synchronous
/// closure and a plain one have the same representation; only the static isolation differs.
@inline(__always)
package func callingViewCode<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: (() throws -> T).self)()
    }
}
