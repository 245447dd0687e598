import Foundation
import WidgetGeometry
import WidgetViews

/// SwiftUI's `UIHostingController`: a view controller showing `rootView`. A widget never shows a
/// view controller (WidgetKit archives SwiftUI views only), so nothing draws it; `sizeThatFits(in:)`
/// measures the root view as a render would, through the standalone renderer.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// The size the root view chooses when offered `size` (an infinite dimension: its ideal), as
    /// SwiftUI's; zero when it cannot be measured.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func offered(_ length: CGFloat) -> CGFloat? { length.isFinite ? length : nil }
        guard let renderer = WidgetRenderer.standalone,
              let resolved = try? renderer.resolution(rootView, environment: EnvironmentValues()),
              let fits = try? renderer.idealSize(of: resolved, proposal: ProposedViewSize(width: offered(size.width),
                                                                                        height: offered(size.height)),
                                                 scale: 3) else { return .zero }
        return CGSize(width: fits.width, height: fits.height)
    }
}
