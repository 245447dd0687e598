import XCTest
@testable import WidgetViews

final class ViewPathTests: XCTestCase {
    /// A path spells each component when asked: a plain view by its type without generic
    /// arguments, a view that describes itself by its description, a name as given.
    func testComponentsAreSpelledWhenAsked() {
        var path = ViewPath()
        path.append(.naming(VStack { Text("a"); Image(systemName: "star") }))
        path.append(.naming(Text("Hi")))
        path.append(.name("containerBackground"))
        path.append(.naming(Optional<Spacer>.none))
        XCTAssertEqual(path.names, ["VStack", "Text(\"Hi\")", "containerBackground", "Optional"])
    }
}
