import XCTest
import WidgetGeometry
@testable import WidgetRaster

final class CoverageTests: XCTestCase {
}
