import Foundation
import WidgetViews

/// A control label's parts: its title, a subtitle and its symbol. A `Label` gives its title and
/// icon; an `Image` alone is the symbol; several views in the label's builder give the first text
/// as the title, the second as the subtitle, and the first image as the symbol (a control shows a
/// title, a value and a symbol, docs/platform.md §8). Modifiers that change nothing drawn (an
/// action hint) are looked through; any other view is its own title.
package struct ControlLabelParts {
    package let title: AnyView?
    package let subtitle: AnyView?
    package let symbol: AnyView?

    package init<V: View>(_ view: V) {
        let peeled = ViewParts.peelingInertModifiers(view)
        if let label = peeled as? LabelParts {
            title = label.labelTitle; subtitle = nil; symbol = label.labelIcon
        } else if peeled is Image {
            title = nil; subtitle = nil; symbol = AnyView(erasing: peeled)
        } else if let children = ViewParts.children(of: peeled) {
            let parts = children.map { ViewParts.peelingInertModifiers($0) }
            let texts = parts.filter { $0 is Text }
            title = texts.first.map { AnyView(erasing: $0) }
            subtitle = texts.dropFirst().first.map { AnyView(erasing: $0) }
            symbol = parts.first { $0 is Image }.map { AnyView(erasing: $0) }
        } else {
            title = AnyView(view); subtitle = nil; symbol = nil
        }
    }
}

/// What the system draws of a control in one state: the symbol, the title, the value (a toggle's
/// value label's title for that state) and the tint. Built from the template and an on/off state.
package struct ControlFace {
    package let title: AnyView
    package let symbol: AnyView?
    package let value: AnyView?
    package let tint: Color?
    package let actionHint: String?
    package let isToggle: Bool
    /// The state drawn: a button is never on.
    package let isOn: Bool
}

/// The face of `template` with the toggle `isOn` (nil: the template's current value); nil for an
/// empty template. The value label's symbol, when it has one, replaces the label's (Xcode's template
/// puts the symbol in the value label: `Label(isRunning ? "On" : "Off", systemImage: "timer")`).
package func controlFace(_ template: any ControlWidgetTemplate, isOn: Bool?, tint: Color? = nil,
                         actionHint: String? = nil) -> ControlFace? {
    switch template {
    case let erased as AnyControlWidgetTemplate:
        return controlFace(erased.template, isOn: isOn, tint: tint, actionHint: actionHint)
    case let tinted as TintedControlTemplate:
        return controlFace(tinted.template, isOn: isOn, tint: tint ?? tinted.tint, actionHint: actionHint)
    case let hinted as HintedControlTemplate:
        return controlFace(hinted.template, isOn: isOn, tint: tint, actionHint: actionHint ?? hinted.hint)
    case let button as ControlWidgetButton:
        return ControlFace(title: button.parts.title ?? AnyView(EmptyView()), symbol: button.parts.symbol,
                           value: button.parts.subtitle, tint: tint, actionHint: actionHint, isToggle: false, isOn: false)
    case let toggle as ControlWidgetToggle:
        let on = isOn ?? toggle.isOn
        let value = toggle.valueParts.map { on ? $0.on : $0.off }
        return ControlFace(title: toggle.parts.title ?? AnyView(EmptyView()), symbol: value?.symbol ?? toggle.parts.symbol,
                           value: value?.title ?? toggle.parts.subtitle, tint: tint, actionHint: actionHint,
                           isToggle: true, isOn: on)
    default:
        return nil
    }
}

extension ConfiguredControl {
    /// The control's face with its provider's preview value, the toggle forced `isOn` when given.
    package func face(isOn: Bool?) -> ControlFace? { controlFace(previewTemplate(), isOn: isOn) }
}
