import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

// Modifiers that become wrapper nodes (`ResolvedModifier`), with SwiftUI's signatures.
// Every number is validated here, so layout never sees NaN or a negative size.

nonisolated extension View {
    /// `padding()` is the system's default padding: 16 pt on each chosen edge (docs/platform.md §6).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let v = length ?? 16
        return sizeHintingModifier("padding", hint: {
            $0.insetting(top: edges.contains(.top) ? v : 0, leading: edges.contains(.leading) ? v : 0,
                         bottom: edges.contains(.bottom) ? v : 0, trailing: edges.contains(.trailing) ? v : 0)
        }) { _ in
            let value = try Check.finite(Double(length ?? 16), "padding")
            return .padding(Insets(top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                                   bottom: edges.contains(.bottom) ? value : 0,
                                   trailing: edges.contains(.trailing) ? value : 0))
        }
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Padding "appropriate for the current scene" (SwiftUI's `scenePadding`); in a widget ours is
    /// the system's default padding, as `padding(edges)` (docs/platform.md §6).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges) }

    public func padding(_ insets: EdgeInsets) -> some View {
        sizeHintingModifier("padding", hint: {
            $0.insetting(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
        }) { _ in
            .padding(Insets(top: try Check.finite(Double(insets.top), "padding top"),
                            leading: try Check.finite(Double(insets.leading), "padding leading"),
                            bottom: try Check.finite(Double(insets.bottom), "padding bottom"),
                            trailing: try Check.finite(Double(insets.trailing), "padding trailing")))
        }
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        sizeHintingModifier("frame", hint: { $0.fixing(width: width, height: height) }) { context in
            .frame(width: try width.map { try Check.nonNegative(Double($0), "width") },
                   height: try height.map { try Check.nonNegative(Double($0), "height") },
                   alignment: context.resolved(alignment))
        }
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        wrappingModifier("frame") { context in
            func finite(_ v: CGFloat?, _ name: String) throws -> Double? { try v.map { try Check.nonNegative(Double($0), name) } }
            func open(_ v: CGFloat?, _ name: String) throws -> Double? {
                try v.map { try Check.nonNegativeOrInfinity(Double($0), name) }
            }
            let frame = FlexibleFrame(minWidth: try finite(minWidth, "minWidth"), idealWidth: try finite(idealWidth, "idealWidth"),
                                      maxWidth: try open(maxWidth, "maxWidth"), minHeight: try finite(minHeight, "minHeight"),
                                      idealHeight: try finite(idealHeight, "idealHeight"),
                                      maxHeight: try open(maxHeight, "maxHeight"), alignment: context.resolved(alignment))
            if let lo = frame.minWidth, let hi = frame.maxWidth, lo > hi {
                throw CheckFailure("minWidth \(Check.format(lo)) exceeds maxWidth \(Check.format(hi))")
            }
            if let lo = frame.minHeight, let hi = frame.maxHeight, lo > hi {
                throw CheckFailure("minHeight \(Check.format(lo)) exceeds maxHeight \(Check.format(hi))")
            }
            return .flexibleFrame(frame)
        }
    }

    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrappingModifier("fixedSize") { _ in .fixedSize(horizontal: horizontal, vertical: vertical) }
    }

    public func layoutPriority(_ value: Double) -> some View {
        wrappingModifier("layoutPriority") { _ in .layoutPriority(try Check.finite(value, "layoutPriority")) }
    }

    public func opacity(_ opacity: Double) -> some View {
        wrappingModifier("opacity") { _ in .opacity(min(max(try Check.finite(opacity, "opacity"), 0), 1)) }
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrappingModifier("offset") { _ in .offset(x: try Check.finite(Double(x), "x"), y: try Check.finite(Double(y), "y")) }
    }

    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        wrappingModifier("rotationEffect") { _ in
            .rotation(degrees: try Check.finite(angle.degrees, "angle"), anchor: try anchor.resolved("anchor"))
        }
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        wrappingModifier("scaleEffect") { _ in
            .scale(x: try Check.finite(Double(x), "scale x"), y: try Check.finite(Double(y), "scale y"),
                   anchor: try anchor.resolved("anchor"))
        }
    }

    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some View {
        wrappingModifier("shadow") { context in
            .shadow(color: try color.resolve(in: context.environment),
                    radius: try Check.nonNegative(Double(radius), "shadow radius"),
                    x: try Check.finite(Double(x), "shadow x"), y: try Check.finite(Double(y), "shadow y"))
        }
    }

    public func hidden() -> some View { wrappingModifier("hidden") { _ in .hidden } }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrappingModifier("aspectRatio") { _ in
            if let ratio = aspectRatio {
                let value = try Check.nonNegative(Double(ratio), "aspect ratio")
                guard value > 0 else { throw CheckFailure("aspect ratio 0 is not positive") }
                return .aspectRatio(value, contentMode: contentMode.resolved)
            }
            return .aspectRatio(nil, contentMode: contentMode.resolved)
        }
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? .nan : aspectRatio.width / aspectRatio.height,
                         contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    public func clipped(antialiased: Bool = false) -> some View {
        wrappingModifier("clipped") { _ in .clip(.rectangle, evenOdd: false) }
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        wrappingModifier("cornerRadius") { _ in
            let r = try Check.nonNegative(Double(radius), "corner radius")
            return .clip(.roundedRectangle(cornerWidth: r, cornerHeight: r, style: .circular), evenOdd: false)
        }
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrappingModifier("clipShape") { _ in .clip(try shape.resolvedKind(), evenOdd: style.isEOFilled) }
    }

    /// Sets the shape `ContainerRelativeShape`s inside take (concentric with this view's frame and
    /// this shape, docs/views.md), as SwiftUI's `containerShape(_:)`. Draws nothing itself.
    public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
        wrappingModifier("containerShape") { _ in .containerShape(try shape.resolvedKind()) }
    }
}

/// Which scene padding `scenePadding(_:edges:)` applies, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Hashable, Sendable {
    let name: String
    public static let minimum = ScenePadding(name: "minimum")
    public static let navigationBar = ScenePadding(name: "navigationBar")
}
