import XCTest
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetResolved
import WidgetDisplayList
import WidgetLayout

// Support for IOSLayoutScenarioTests: lays out DSL views the way an iOS snapshot test hosts them
// (the view alone on a canvas of the snapshot's size, no margins) with the real text engine, and
// finds the boxes a measurement names (docs/layout-scenarios.md).

/// Images by name, each a blank pixmap of the size the scenario's source gives it.
struct ScenarioImages: ImageProviding {
    var sizes: [String: (width: Int, height: Int)] = [:]

    func image(named name: String) throws -> ProvidedImage {
        guard let size = sizes[name] else { throw Missing(name: name) }
        return ProvidedImage(pixmap: try Pixmap(width: size.width, height: size.height))
    }
    func image(contentsOfFile path: String) throws -> ProvidedImage { throw Missing(name: path) }

    struct Missing: Error { var name: String }
}

/// One drawn op flattened out of layers: its kind, frame and (for texts) its string.
struct ScenarioOp {
    enum Kind: Equatable { case shape, text, image }
    var kind: Kind
    var frame: Rect
    var string: String = ""
}

/// A box measured on an iOS snapshot, in points: [minX, minY, maxX, maxY] as
/// scripts/measure-snapshot.py prints it.
struct MeasuredBox {
    var minX, minY, maxX, maxY: Double
    init(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }
}

enum ScenarioLayout {
    static let engine = { () -> TextEngine in TextEngine(catalog: try! FontCatalog.bundled()) }()

    /// `view` laid out alone on a `width` × `height` canvas at `scale`, as the snapshot hosted it.
    static func ops<V: View>(_ view: V, width: Double, height: Double, scale: Double,
                             images: ScenarioImages = ScenarioImages()) throws -> [ScenarioOp] {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        let resolved = try resolveWidgetAndCode(view, environment: environment, images: images)
        let context = LayoutContext(size: Size(width: width, height: height), cornerRadius: 0,
                                    contentMargins: .zero, scale: scale, text: engine, deferred: resolved.deferred)
        return flatten(try layoutWidget(resolved.widget, context: context).list.items)
    }

    private static func flatten(_ items: [DisplayItem]) -> [ScenarioOp] {
        items.flatMap { item -> [ScenarioOp] in
            switch item {
            case .shape(let op): [ScenarioOp(kind: .shape, frame: op.frame)]
            case .text(let op): [ScenarioOp(kind: .text, frame: op.frame,
                                            string: op.layout.lines.map(\.string).joined(separator: "\n"))]
            case .image(let op): [ScenarioOp(kind: .image, frame: op.frame)]
            case .layer(let layer): flatten(layer.items)
            }
        }
    }
}

extension Array where Element == ScenarioOp {
    func text(_ string: String, file: StaticString = #filePath, line: UInt = #line) throws -> Rect {
        try XCTUnwrap(first { $0.kind == .text && $0.string == string }, "no text '\(string)' in \(self)",
                      file: file, line: line).frame
    }
    func shapes() -> [Rect] { filter { $0.kind == .shape }.map(\.frame) }
    func images() -> [Rect] { filter { $0.kind == .image }.map(\.frame) }
}

/// Asserts each edge of `frame` within `tolerance` of the measured box (1 pt: the bar).
func assertBox(_ frame: Rect, _ box: MeasuredBox, tolerance: Double = 1, _ what: String,
               file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(frame.minX, box.minX, accuracy: tolerance, "\(what) minX", file: file, line: line)
    XCTAssertEqual(frame.minY, box.minY, accuracy: tolerance, "\(what) minY", file: file, line: line)
    XCTAssertEqual(frame.maxX, box.maxX, accuracy: tolerance, "\(what) maxX", file: file, line: line)
    XCTAssertEqual(frame.maxY, box.maxY, accuracy: tolerance, "\(what) maxY", file: file, line: line)
}
