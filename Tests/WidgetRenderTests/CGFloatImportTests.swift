import XCTest
import WidgetRender

/// Widget code uses `CGFloat` with only `import WidgetRender` in place of `import SwiftUI`
/// (issue #14 item 7): this file imports nothing else that could bring it.
final class CGFloatImportTests: XCTestCase {
    struct Ring: View {
        var lineWidth: CGFloat = 6
        var progress: CGFloat = 0.25
        var body: some View {
            Circle().trim(from: 0, to: progress).stroke(lineWidth: lineWidth).frame(width: 40 + lineWidth)
        }
    }

    func testCGFloatIsAvailable() {
        let half: CGFloat = 0.5
        XCTAssertEqual(Double(half * 4), 2)
        XCTAssertEqual(Ring().lineWidth, CGFloat(6))
    }
}
