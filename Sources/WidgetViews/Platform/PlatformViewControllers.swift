import Foundation
import WidgetGeometry

// UIKit's view and view controller classes, as code shared between an app and its widget
// extension names them: a helper that builds a `UIHostingController` for the app, a view's frame.
// WidgetKit archives SwiftUI views only, so a widget never shows a UIKit view or controller; these
// hold their values and draw nothing. `UIHostingController` (WidgetRender) also measures its root
// view, through the view render path.
//
// Glossary
// - Root view: the SwiftUI view a hosting controller shows; `sizeThatFits(in:)` measures it.

/// UIKit's view: a frame and a background color, never drawn in a widget.
@MainActor
open class UIView {
    open var frame: CGRect
    open var bounds: CGRect { get { CGRect(origin: .zero, size: frame.size) } set { frame.size = newValue.size } }
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }
}

/// UIKit's view controller: its view and title, never presented in a widget.
@MainActor
open class UIViewController {
    open var title: String?
    /// Made on first use, as UIKit loads a controller's view lazily.
    open lazy var view: UIView! = UIView()
    open var preferredContentSize = CGSize.zero

    public init() {}
    open func viewDidLoad() {}
}
