import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

// Custom alignments and explicit guides with SwiftUI's names: `AlignmentID`,
// `HorizontalAlignment(_:)`, `VerticalAlignment(_:)`, `alignmentGuide(_:computeValue:)`. The
// closures run during layout, when the view's size is known (docs/architecture.md, "Deferred
// views"); the rules are in Sources/WidgetLayout/AlignmentGuides.swift.

/// A custom alignment's identity and default value, as SwiftUI's `AlignmentID`.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom alignment carried by `HorizontalAlignment` / `VerticalAlignment`: its name (the
/// type's full name) and its default value.
struct CustomAlignment: Hashable, @unchecked Sendable {
    let name: String
    let id: any AlignmentID.Type

    init(_ id: any AlignmentID.Type) { self.id = id; name = String(reflecting: id) }
    static func == (a: CustomAlignment, b: CustomAlignment) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Evaluates a custom alignment's default for layout.
final class CustomAlignmentDefault: DeferredGuideCode {
    let id: any AlignmentID.Type
    init(_ id: any AlignmentID.Type) { self.id = id }
    func value(width: Double, height: Double) -> Double {
        Double(id.defaultValue(in: ViewDimensions(width: CGFloat(width), height: CGFloat(height))))
    }
}

/// Evaluates an `alignmentGuide` closure for layout.
final class ExplicitGuide: DeferredGuideCode {
    let compute: (ViewDimensions) -> CGFloat
    init(_ compute: @escaping (ViewDimensions) -> CGFloat) { self.compute = compute }
    func value(width: Double, height: Double) -> Double {
        Double(compute(ViewDimensions(width: CGFloat(width), height: CGFloat(height))))
    }
}

extension HorizontalAlignment {
    /// A custom horizontal alignment.
    public init(_ id: any AlignmentID.Type) {
        self.init(value: .leading, custom: CustomAlignment(id))
    }
}

extension VerticalAlignment {
    /// A custom vertical alignment.
    public init(_ id: any AlignmentID.Type) {
        self.init(value: .top, custom: CustomAlignment(id))
    }
}

extension ResolveContext {
    /// The resolved form of `alignment`, its custom parts' defaults registered for layout.
    func resolved(_ alignment: Alignment) -> ResolvedAlignment {
        for custom in [alignment.horizontal.custom, alignment.vertical.custom].compactMap({ $0 }) {
            collector.deferred.registerDefault(custom.name, CustomAlignmentDefault(custom.id))
        }
        return alignment.resolved
    }
}

nonisolated extension View {
    /// Sets this view's value for a horizontal guide, computed from its dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrappingModifier("alignmentGuide") { context in
            _ = context.resolved(Alignment(horizontal: g, vertical: .center))
            let key: AlignmentGuideKey = g.custom.map { .customHorizontal($0.name) } ?? .horizontal(g.value)
            return .alignmentGuide(key, id: context.collector.deferred.register(guide: ExplicitGuide(computeValue)))
        }
    }

    /// Sets this view's value for a vertical guide, computed from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrappingModifier("alignmentGuide") { context in
            _ = context.resolved(Alignment(horizontal: .center, vertical: g))
            let key: AlignmentGuideKey = g.custom.map { .customVertical($0.name) } ?? .vertical(g.value)
            return .alignmentGuide(key, id: context.collector.deferred.register(guide: ExplicitGuide(computeValue)))
        }
    }
}
