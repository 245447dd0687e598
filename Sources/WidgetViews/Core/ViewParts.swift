// What a system template learns about the view it is given, to draw its parts in its own places:
// a control takes its label apart into a title, a subtitle and a symbol (WidgetKitLayer,
// ControlFace.swift). Only structure is read; nothing is resolved.

/// The views a template may take apart.
package enum ViewParts {
    /// `view` without the modifiers around it that change nothing drawn (an action hint, an
    /// accessibility label …), so a `Label` under them is still seen as a Label.
    package static func peelingInertModifiers(_ view: any View) -> any View {
        var current = view
        while let wrapper = current as? InertlyModified, let inner = wrapper.inertContent { current = inner }
        return current
    }

    /// The views of a `@ViewBuilder` block written as several statements; nil for a single view.
    package static func children(of view: any View) -> [any View]? {
        (view as? TupleViewChildren)?.childViews
    }
}

protocol InertlyModified { var inertContent: (any View)? { get } }

extension ModifiedView: InertlyModified {
    var inertContent: (any View)? { isInert ? content : nil }
}

protocol TupleViewChildren { var childViews: [any View] { get } }

extension TupleView: TupleViewChildren {
    var childViews: [any View] { children }
}
