// Gauge styles with SwiftUI's names, as ProgressViewStyle.swift does for progress views. The
// built-in styles pick how `Gauge` draws itself (Gauge.swift); a user style's
// `makeBody(configuration:)` is what draws, with the gauge's value as a fraction of its range and
// the labels it was given. Inside it, `Gauge(configuration)` draws the style that was in effect
// around the user's, never the user's again (`UserStyle`).

enum GaugeStyleKind: Hashable { case accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity, linearCapacity }

/// What a `GaugeStyle` receives, as SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
    /// The gauge's label, as a view the style places.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The gauge's current value label.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label at the minimum end of the gauge's range.
    nonisolated public struct MinimumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label at the maximum end of the gauge's range.
    nonisolated public struct MaximumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Labels the gauge marks values with; our gauges mark none, so it draws nothing.
    nonisolated public struct MarkedValueLabels: View {
        public var body: some View { EmptyView() }
    }

    /// The gauge's value as a fraction of its range, 0…1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
    public var markedValueLabels = MarkedValueLabels()
}

/// How gauges look, as SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

/// An open ring with a marker at the value (Gauge.swift).
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration).gaugeStyle(self) }
}
/// A closed ring filled to the value.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration).gaugeStyle(self) }
}
/// A bar with a marker at the value.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration).gaugeStyle(self) }
}
/// A bar filled to the value, accessory-sized.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration).gaugeStyle(self) }
}
/// A bar filled to the value in the tint.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration).gaugeStyle(self) }
}
/// `.automatic`: the linear capacity bar (ours, docs/views.md, Gauge).
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration).gaugeStyle(self) }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { .init() }
}

nonisolated extension View {
    /// Sets the style of gauges in this view; the innermost wins.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environmentModifier("gaugeStyle") { environment in
            switch style {
            case is AccessoryCircularGaugeStyle: environment.gaugeStyleKind = .accessoryCircular
            case is AccessoryCircularCapacityGaugeStyle: environment.gaugeStyleKind = .accessoryCircularCapacity
            case is AccessoryLinearGaugeStyle: environment.gaugeStyleKind = .accessoryLinear
            case is AccessoryLinearCapacityGaugeStyle: environment.gaugeStyleKind = .accessoryLinearCapacity
            case is LinearCapacityGaugeStyle, is DefaultGaugeStyle: environment.gaugeStyleKind = .linearCapacity
            default:
                environment.customGaugeStyle = UserStyle(style, over: environment.customGaugeStyle) { $0.makeBody(configuration: $1) }
                return
            }
            environment.customGaugeStyle = nil
        }
    }
}

private struct CustomGaugeStyleKey: EnvironmentKey {
    static let defaultValue: UserStyle<GaugeStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// A user style, over the built-in `gaugeStyleKind`.
    var customGaugeStyle: UserStyle<GaugeStyleConfiguration>? {
        get { self[CustomGaugeStyleKey.self] } set { self[CustomGaugeStyleKey.self] = newValue }
    }
}

extension Gauge {
    /// A gauge drawn from a style's configuration, as SwiftUI's `init(_:)`: for a user style's
    /// body, in the style around it.
    public init(_ configuration: GaugeStyleConfiguration) {
        value = configuration.value; bounds = 0...1
        label = AnyView(configuration.label)
        currentValueLabel = configuration.currentValueLabel.map { AnyView($0) }
        minimumValueLabel = configuration.minimumValueLabel.map { AnyView($0) }
        maximumValueLabel = configuration.maximumValueLabel.map { AnyView($0) }
    }
}
