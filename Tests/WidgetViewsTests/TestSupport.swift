import XCTest
import WidgetGeometry
@testable import WidgetViews
import WidgetText
import WidgetResolved

/// Images kept in memory, keyed by asset name and by file path.
struct MemoryImages: ImageProviding {
    var named: [String: ProvidedImage] = [:]
    var files: [String: ProvidedImage] = [:]

    func image(named name: String) throws -> ProvidedImage {
        guard let image = named[name] else { throw MissingImage() }
        return image
    }
    func image(contentsOfFile path: String) throws -> ProvidedImage {
        guard let image = files[path] else { throw MissingImage() }
        return image
    }
    var availableImageNames: [String] { Array(named.keys) }

    struct MissingImage: Error {}
}

/// Resolves `view` with the default environment changed by `configure`.
func resolved<V: View>(_ view: V, images: ImageProviding = MemoryImages(), strict: Bool = false,
                       _ configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> ResolvedWidget {
    var environment = EnvironmentValues()
    configure(&environment)
    return try resolveWidget(view, environment: environment, images: images, options: ResolveOptions(strictSymbols: strict))
}

/// The text `view` resolves to (a failure and an empty text when it is not a text).
func text(_ view: some View, _ configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> ResolvedText {
    guard case .text(let text) = try resolved(view, configure).content else {
        XCTFail("expected a text"); return ResolvedText(runs: [])
    }
    return text
}

/// The error message `view` resolves to, or a failure when it resolves.
func resolveError<V: View>(_ view: V, images: ImageProviding = MemoryImages(), strict: Bool = false,
                           file: StaticString = #filePath, line: UInt = #line) -> String {
    do {
        _ = try resolved(view, images: images, strict: strict)
        XCTFail("expected a resolve error", file: file, line: line)
        return ""
    } catch {
        return String(describing: error)
    }
}

/// A text style's font as resolve makes it: size, weight and the HIG line height that gives it
/// its leading (docs/platform.md §5).
func styleFont(_ size: Double, weight: Int = 400, lineHeight: Double) -> FontSpec {
    var font = FontSpec(size: size, weight: weight)
    font.textStyleLineHeight = lineHeight
    return font
}

/// `.body` on iOS: 17 pt, 22 pt line height, regular (docs/platform.md §5).
let bodyFont = styleFont(17, lineHeight: 22)
/// Label (primary) in light mode.
let lightPrimary = ResolvedPaint.color(RGBA(red: 0, green: 0, blue: 0))

/// A text node as resolve makes it with default styling.
func plainText(_ string: String, font: FontSpec = bodyFont, paint: ResolvedPaint = lightPrimary,
               group: DrawGroup = .default, redacted: Bool = false) -> ResolvedNode {
    .text(ResolvedText(runs: [TextRun(string: string, font: font, paint: paint)], group: group, redacted: redacted))
}

func vstack(_ children: [ResolvedNode], spacing: Double? = nil) -> ResolvedNode {
    .stack(ResolvedStack(axis: .vertical, alignment: .center, spacing: spacing, children: children))
}

/// The texts' strings in tree order, to check what a builder produced.
func strings(in node: ResolvedNode) -> [String] {
    switch node {
    case .text(let text): return [text.string]
    case .stack(let stack): return stack.children.flatMap(strings(in:))
    case .viewThatFits(_, let children): return children.flatMap(strings(in:))
    case .modified(let modifier, let child):
        switch modifier {
        case .background(let layer, _), .overlay(let layer, _): return strings(in: layer) + strings(in: child)
        default: return strings(in: child)
        }
    case .container(let container): return container.children.flatMap(strings(in:))
    case .empty, .spacer, .image, .shape: return []
    }
}

/// Every leaf's draw group, in tree order.
func groups(in node: ResolvedNode) -> [DrawGroup] {
    switch node {
    case .text(let text): return [text.group]
    case .image(let image): return [image.group]
    case .shape(let shape): return [shape.group]
    case .stack(let stack): return stack.children.flatMap(groups(in:))
    case .viewThatFits(_, let children): return children.flatMap(groups(in:))
    case .modified(let modifier, let child):
        switch modifier {
        case .background(let layer, _), .overlay(let layer, _): return groups(in: layer) + groups(in: child)
        default: return groups(in: child)
        }
    case .container(let container): return container.children.flatMap(groups(in:))
    case .empty, .spacer: return []
    }
}

/// A solid 2×2 pixmap of one premultiplied color.
func solidPixmap(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255, width: Int = 2, height: Int = 2) -> Pixmap {
    // Sizes here are tiny and fixed, so the init cannot fail.
    try! Pixmap(width: width, height: height, premultipliedBytes: Array([r, g, b, a].map { $0 }.repeated(width * height)))
}

extension Array {
    func repeated(_ times: Int) -> [Element] { (0..<times).flatMap { _ in self } }
}
