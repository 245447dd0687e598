import XCTest
import Foundation
import WidgetRender

/// API found missing in real widget files: what each draws (hand-computed pixels in the content
/// area, ContentPixelSampling), or, for no-ops, the same bytes as the view without it.
final class CompatibilityModifierTests: XCTestCase, ContentPixelSampling {
    private func render<V: View>(_ view: V) throws -> Pixmap {
        try WidgetRenderer().render(.view(view.containerBackground(.white, for: .widget), family: .systemSmall, device: device))
    }

    private let black: (UInt8, UInt8, UInt8) = (0, 0, 0)

    /// The deprecated `accessibility(…)` forms and every `navigationTitle` overload change nothing drawn.
    func testAccessibilityAndNavigationTitleAreNoOps() throws {
        let base = Text("Latte").font(.headline).foregroundStyle(.red)
        let plain = try render(base)
        let modified: [any View] = [
            base.accessibility(label: Text("Coffee")), base.accessibility(hidden: true),
            base.accessibility(value: Text("95 mg")), base.accessibility(hint: Text("Opens the app")),
            base.accessibility(identifier: "latte"), base.accessibility(addTraits: .isHeader),
            base.accessibility(removeTraits: .isImage), base.accessibility(sortPriority: 2),
            base.navigationTitle("Caffeine"), base.navigationTitle(Text("Caffeine")),
            base.navigationTitle(String("Caffeine")), base.navigationTitle { Text("Caffeine") },
        ]
        for (index, view) in modified.enumerated() {
            XCTAssertEqual(try render(AnyView(erasing: view)), plain, "modifier \(index)")
        }
    }

    /// `UIImage()` is UIKit's empty image: 0 × 0 points. Alone it draws nothing; in an HStack it is a
    /// view of no width, so the default 8-pt spacing counts twice around it: the second 10-pt red
    /// square starts at 10 + 8 + 0 + 8 = 26.
    func testEmptyUIImageDrawsNothingAndTakesNoRoom() throws {
        XCTAssertEqual(try render(Image(uiImage: UIImage())), try render(EmptyView()))
        let row = HStack {
            Color.red.frame(width: 10, height: 10)
            Image(uiImage: UIImage())
            Color.red.frame(width: 10, height: 10)
        }
        assertColors(try pixel(row, [(5, 5), (14, 5), (24, 5), (27, 5), (35, 5)]), [red, white, white, red, red])
    }

    /// `background()` fills with the default background style: `systemBackground`, white in light
    /// and black in dark (docs/platform.md §10a). `transformEnvironment` flips the inherited scheme.
    func testDefaultBackgroundIsTheSystemBackground() throws {
        let square = Color.clear.frame(width: 40, height: 40).background()
        let onRed = ZStack(alignment: .topLeading) { Color.red.frame(width: 80, height: 80); square }
        assertColors(try pixel(onRed, [(20, 20), (60, 60)]), [white, red])
        assertColors(try pixel(square.environment(\.colorScheme, .dark), [(20, 20), (60, 60)]), [black, white])
        let flipped = square.transformEnvironment(\.colorScheme) { $0 = $0 == .light ? .dark : .light }
        assertColors(try pixel(flipped, [(20, 20)]), [black])
    }

    /// `#colorLiteral` builds a `Color` or a `UIColor` (sRGB components), as Xcode's literal does.
    func testColorLiteral() throws {
        let red: Color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = Color(#colorLiteral(red: 0, green: 0, blue: 1, alpha: 1))
        let green: UIColor = #colorLiteral(red: 0, green: 1, blue: 0, alpha: 1)
        let row = HStack(spacing: 0) {
            red.frame(width: 10, height: 10)
            blue.frame(width: 10, height: 10)
            Color(uiColor: green).frame(width: 10, height: 10)
        }
        assertColors(try pixel(row, [(5, 5), (15, 5), (25, 5)]), [(255, 0, 0), (0, 0, 255), (0, 255, 0)])
    }
}
