import XCTest
import Foundation
import WidgetRender

/// Lazy stacks take the whole width (LazyVStack) or height (LazyHStack) offered (our rule,
/// docs/views.md); `safeAreaPadding` insets as `padding` does; `contentMargins` changes nothing.
/// The content area of the sampled small widget (iPhone 16, 158 pt) is 126 × 126 pt (158 − 2 × 16).
final class LazyStackTests: XCTestCase, ContentPixelSampling {
    private var square: some View { Rectangle().fill(.red).frame(width: 10, height: 10) }

    /// A trailing-aligned LazyVStack puts its square at the right edge (x 116…126); a VStack hugs it
    /// at the left (x 0…10) of the top-leading ZStack it sits in.
    func testLazyVStackFillsTheWidth() throws {
        assertColors(try pixel(LazyVStack(alignment: .trailing) { square }, [(121, 5), (5, 5)]), [red, white])
        assertColors(try pixel(VStack(alignment: .trailing) { square }, [(121, 5), (5, 5)]), [white, red])
    }

    /// A bottom-aligned LazyHStack puts its square at the bottom edge (y 116…126).
    func testLazyHStackFillsTheHeight() throws {
        assertColors(try pixel(LazyHStack(alignment: .bottom) { square }, [(5, 121), (5, 5)]), [red, white])
    }

    /// safeAreaPadding(12) moves the square 12 pt in, as padding(12); contentMargins moves nothing.
    func testSafeAreaPaddingAndContentMargins() throws {
        assertColors(try pixel(square.safeAreaPadding(12), [(5, 5), (17, 17)]), [white, red])
        assertColors(try pixel(square.contentMargins(.all, 30, for: .scrollContent), [(5, 5)]), [red])
    }
}
