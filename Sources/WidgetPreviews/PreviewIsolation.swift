import Foundation

/// Calls a preview's main-actor closure (`#Preview`'s body, its `widget:`) from the renderer's
/// synchronous code. Views are evaluated on the main queue by the golden helpers, `render-widgets`
/// and the live preview (docs/widgetkit.md, *Actor isolation*); there the call is what Xcode makes.
/// Called elsewhere it runs where it is called, as a builder closure of a `body` does: code
/// compiled in Swift 6 mode checks its isolation itself and stops off the main actor. (Hopping to
/// the main queue here could wait forever for a caller that holds it.) The cast only drops the
/// type's isolation attribute: a synchronous `@MainActor` function has the same representation.
func callMainActorCode<T>(_ body: @escaping @MainActor () -> T) -> T {
    let plain = unsafeBitCast(body, to: (() -> T).self)
    return plain()
}

/// The namespace of preview traits, as DeveloperToolsSupport's `Preview` (the type Xcode's
/// `#Preview` expansion builds; here `WidgetPreview` is). Only `Preview.ViewTraits` is used.
public enum Preview {
    /// The traits of a view preview: `PreviewTrait<Preview.ViewTraits>`.
    public enum ViewTraits {}
}

/// A canvas setting of a preview, as DeveloperToolsSupport's `PreviewTrait`: its layout
/// (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`) or orientation (`.landscapeLeft` …).
/// Xcode sizes and turns its canvas by them; a view preview here is drawn in the small widget
/// family (`WidgetPreview.defaultViewFamily`, our rule), so they do not change the picture.
public struct PreviewTrait<T>: Sendable {
    /// The trait's name, e.g. "sizeThatFitsLayout" or "fixedLayout(200×100)".
    public let name: String
    init(name: String) { self.name = name }
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(name: "defaultLayout") }
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(name: "sizeThatFitsLayout") }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(name: "fixedLayout(\(width)×\(height))")
    }
    public static var portrait: PreviewTrait<T> { PreviewTrait(name: "portrait") }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(name: "portraitUpsideDown") }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(name: "landscapeLeft") }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(name: "landscapeRight") }
}
