import Foundation
import WidgetRender

// Controls in a spec file (`controls:`): a button or a toggle with a title, a symbol, value labels
// and a tint, lowered to WidgetKit's own `StaticControlConfiguration` so that a spec control
// renders through exactly the code a Swift `ControlWidget` does (docs/spec.md, Controls).

/// The action every spec control names: a still image never performs it.
struct SpecControlIntent: AppIntent {
    static let title: LocalizedStringResource = "Spec control"
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

/// A control of a spec file.
package struct SpecControl: Sendable {
    static let fields = ["name", "title", "kind", "symbol", "onSymbol", "value", "tint", "displayName", "actionHint"]

    package let name: String
    package let title: String
    package let isToggle: Bool
    let symbol: String
    let onSymbol: String?
    /// A toggle's value labels (`value: {off: Off, on: On}`): the current value's title.
    let valueLabels: (off: String, on: String)?
    let tint: Color?
    let displayName: String?
    let actionHint: String?

    init(_ value: SpecValue) throws {
        let fields = try value.fields(for: "control", allowed: Self.fields)
        guard let nameValue = fields["name"] else { throw value.error("a control needs 'name'") }
        name = try SpecDocument.pathSafeName(nameValue, for: "name")
        guard let titleValue = fields["title"] else { throw value.error("control '\(name)' needs 'title'") }
        title = try titleValue.text(for: "title")
        guard let symbolValue = fields["symbol"] else { throw value.error("control '\(name)' needs 'symbol' (an SF Symbol name)") }
        symbol = try symbolValue.string(for: "symbol")
        isToggle = try fields["kind"].map { try $0.oneOf(["button": false, "toggle": true], for: "kind") } ?? false
        onSymbol = try fields["onSymbol"].map { try $0.string(for: "onSymbol") }
        if let labels = fields["value"] {
            guard isToggle else { throw labels.error("'value' labels a toggle's states; control '\(name)' is a button") }
            let states = try labels.fields(for: "value", allowed: ["off", "on"])
            guard let off = states["off"], let on = states["on"] else { throw labels.error("'value' needs 'off' and 'on'") }
            valueLabels = (try off.text(for: "off"), try on.text(for: "on"))
        } else {
            valueLabels = nil
        }
        if let on = fields["onSymbol"], valueLabels == nil {
            throw on.error("'onSymbol' is the symbol of a toggle's 'on' value label; give 'value: {off:, on:}' too")
        }
        tint = try fields["tint"].map { try StyleParsing.color($0, for: "tint") }
        displayName = try fields["displayName"].map { try $0.text(for: "displayName") }
        actionHint = try fields["actionHint"].map { try $0.text(for: "actionHint") }
    }

    /// Every presentation of the control, off then on (then on under `themes`), as
    /// the `.controlPresentations` render request draws a Swift `ControlWidget`.
    package func render(with renderer: WidgetRenderer, themes: [Theme?] = [nil]) throws -> [RenderedControlPresentation] {
        try renderer.renderControlPresentations(configuration: configuration(), named: name, themes: themes)
    }

    /// The control as WidgetKit's `StaticControlConfiguration`, written as a Swift author would.
    func configuration() -> some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: name) { template() }
            .displayName(LocalizedStringResource(stringLiteral: displayName ?? title))
    }

    private func template() -> AnyControlWidgetTemplate {
        let title = self.title, symbol = self.symbol, onSymbol = self.onSymbol ?? self.symbol
        let base: AnyControlWidgetTemplate
        if isToggle, let labels = valueLabels {
            // Xcode's control template: the symbol lives in the value label, so it can change with the state.
            base = AnyControlWidgetTemplate(ControlWidgetToggle(isOn: false, action: SpecControlIntent()) {
                Text(verbatim: title)
            } valueLabel: { isOn in
                Label(isOn ? labels.on : labels.off, systemImage: isOn ? onSymbol : symbol)
            })
        } else if isToggle {
            base = AnyControlWidgetTemplate(ControlWidgetToggle(isOn: false, action: SpecControlIntent()) {
                Label(title, systemImage: symbol)
            })
        } else {
            base = AnyControlWidgetTemplate(ControlWidgetButton(action: SpecControlIntent()) { Label(title, systemImage: symbol) })
        }
        let tinted = base.tint(tint)
        return actionHint.map { AnyControlWidgetTemplate(tinted.controlWidgetActionHint($0)) } ?? AnyControlWidgetTemplate(tinted)
    }
}
