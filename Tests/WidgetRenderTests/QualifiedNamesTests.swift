import XCTest
import Foundation
import WidgetRender

// Module-qualified SwiftUI and UIKit names, as widget files write them, with no module of those
// names (WidgetViews/Core/QualifiedModuleNames.swift, docs/widgetkit.md *Apple's module names*).

private struct QualifiedRow: SwiftUI.View {
    @SwiftUI.Environment(\.colorScheme) var scheme: SwiftUI.ColorScheme
    var body: some SwiftUI.View {
        SwiftUI.HStack(spacing: 0) {
            SwiftUI.ForEach(0..<2, id: \.self) { _ in SwiftUI.Color.red.frame(width: 10, height: 10) }
            SwiftUI.Image(uiImage: UIKit.UIImage())
            SwiftUI.Rectangle().fill(SwiftUI.Color(UIKit.UIColor.systemBlue)).frame(width: 10, height: 10)
            SwiftUI.Text("A").font(SwiftUI.Font.caption)
        }
    }
}

private struct PlainRow: View {
    @Environment(\.colorScheme) var scheme: ColorScheme
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<2, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
            Image(uiImage: UIImage())
            Rectangle().fill(Color(UIColor.systemBlue)).frame(width: 10, height: 10)
            Text("A").font(Font.caption)
        }
    }
}

final class QualifiedNamesTests: XCTestCase {
    /// The qualified names are the same types: the views render to the same bytes.
    func testQualifiedNamesAreOurTypes() throws {
        XCTAssertTrue(SwiftUI.Image.self == Image.self)
        XCTAssertTrue(UIKit.UIImage.self == UIImage.self)
        XCTAssertEqual(UIKit.UIApplication.didEnterBackgroundNotification, UIApplication.didEnterBackgroundNotification)
        let renderer = try WidgetRenderer()
        func image(_ view: some View) throws -> Pixmap {
            try renderer.render(.view(view.containerBackground(.white, for: .widget), family: .systemSmall))
        }
        XCTAssertEqual(try image(QualifiedRow()), try image(PlainRow()))
    }
}
