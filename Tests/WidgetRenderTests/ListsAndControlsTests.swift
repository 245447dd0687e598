import XCTest
import Foundation
import WidgetRender

/// Lists, forms, pickers, tab views and inputs (docs/views.md "Lists, forms, pickers, tabs,
/// inputs"): hand-computed pixels in the small widget's 126 × 126 pt content area
/// (ContentPixelSampling), and byte-identical renders for the documented no-ops.
/// Colors: systemGroupedBackground (242, 242, 247), secondarySystemGroupedBackground white,
/// tertiarySystemFill #767680 at 12 % = (239, 239, 240) over white, Color.blue (0, 136, 255) (iOS 26),
/// separator #3C3C43 at 29 % = (198, 198, 200) over white (UIKit's colors, docs/platform.md §1).
final class ListsAndControlsTests: XCTestCase, ContentPixelSampling {
    private let groupedGray: (UInt8, UInt8, UInt8) = (242, 242, 247)
    private let blue: (UInt8, UInt8, UInt8) = (0, 136, 255)
    private let fill: (UInt8, UInt8, UInt8) = (239, 239, 240)

    private func render<V: View>(_ view: V) throws -> Pixmap {
        try WidgetRenderer().render(.view(view.containerBackground(.white, for: .widget), family: .systemSmall, device: device))
    }

    private func assertNear(_ actual: [(UInt8, UInt8, UInt8)], _ expected: [(UInt8, UInt8, UInt8)], tolerance: Int = 2,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, file: file, line: line)
        for (a, e) in zip(actual, expected) {
            let close = abs(Int(a.0) - Int(e.0)) <= tolerance && abs(Int(a.1) - Int(e.1)) <= tolerance
                && abs(Int(a.2) - Int(e.2)) <= tolerance
            XCTAssertTrue(close, "\(a) is not \(e)", file: file, line: line)
        }
    }

    private var square: some View { Color.red.frame(width: 10, height: 10) }

    /// Inset grouped (iOS's default): the grouped gray around a white card 16 pt in from each side,
    /// 35 pt below the top (our rules, docs/platform.md §6b). A 10-pt row content padded 11 pt
    /// above and below is 32 pt, so the 44-pt minimum row (HIG) centers it: y 35 + 17 = 52…62,
    /// x 16 + 20 = 36…46. The separator (one device pixel at the row's bottom, from the content's
    /// leading edge) lies between the two rows at y 35 + 44 − ⅓.
    func testInsetGroupedListLaysOutRowsInACard() throws {
        let list = List { square; square }
        assertNear(try pixel(list, [(5, 5), (60, 20), (8, 60), (118, 60), (30, 57), (41, 57), (100, 57)]),
                   [groupedGray, groupedGray, groupedGray, groupedGray, white, red, white])
        assertNear(try pixel(list, [(100, 78.75), (25, 78.75), (41, 101)]), [(198, 198, 200), white, red])
        // Form draws the same.
        XCTAssertEqual(try render(Form { square; square }), try render(list))
    }

    /// Plain: no gray and no side margins; rows from the top, separators under every row.
    func testPlainListStartsAtTheTop() throws {
        let list = List { square; square }.listStyle(.plain)
        assertNear(try pixel(list, [(5, 5), (25, 22), (5, 22), (60, 43.75), (10, 43.75)]),
                   [white, red, white, (198, 198, 200), white])
        XCTAssertEqual(try render(List { square }.listStyle(InsetGroupedListStyle())), try render(List { square }))
        // A plain header aligns with the rows' content (x 20…30) at the top, 6 pt above the rows
        // (ours): the row is 16…60, its square at 16 + 17 = 33…43.
        let sectioned = List { Section { square } header: { Color.blue.frame(width: 10, height: 10) } }.listStyle(.plain)
        assertNear(try pixel(sectioned, [(25, 5), (40, 5), (25, 38)]), [blue, white, red])
    }

    /// `scrollContentBackground(.hidden)` leaves out the grouped gray; `listRowBackground` paints the row.
    func testListBackgroundsAndRowModifiers() throws {
        let list = List { square }
        assertNear(try pixel(list.scrollContentBackground(.hidden), [(5, 5), (41, 57)]), [white, red])
        assertNear(try pixel(List { square.listRowBackground(Color.blue) }, [(100, 57), (5, 57)]), [blue, groupedGray])
        // Zero insets: the content at the card's leading edge, still centered in the 44-pt row.
        assertNear(try pixel(List { square.listRowInsets(EdgeInsets()) }, [(21, 57), (41, 57)]), [red, white])
        // A hidden separator leaves the row's bottom white.
        let plain = List { square.listRowSeparator(.hidden); square }.listStyle(.plain)
        assertNear(try pixel(plain, [(60, 43.75)]), [white])
        // A modifier on a ForEach applies to each of its rows.
        let rows = List { ForEach(0..<2, id: \.self) { _ in square }.listRowBackground(Color.blue) }
        assertNear(try pixel(rows, [(100, 57), (100, 101)]), [blue, blue])
    }

    /// A section header sits 17 pt below the section's top and 7 pt above the card (our rules):
    /// a 10-pt header at y 17…27, x 36…46 (aligned with the rows' content); the card from y 34.
    func testSectionHeaderAndFooter() throws {
        let list = List {
            Section { square } header: { Color.blue.frame(width: 10, height: 10) } footer: { Color.blue.frame(width: 10, height: 10) }
        }
        // Card 34…78, footer 7 pt below it: 85…95.
        assertNear(try pixel(list, [(41, 22), (41, 56), (41, 90), (41, 31)]), [blue, red, blue, groupedGray])
        // Outside a list a section's parts are siblings in the stack.
        let stacked = VStack(spacing: 0) { Section { square } header: { Color.blue.frame(width: 10, height: 10) } }
        assertNear(try pixel(stacked, [(5, 5), (5, 15)]), [blue, red])
    }

    /// A segmented picker: the 32-pt track in tertiarySystemFill across the width, the selected
    /// segment (the second of two: x 63…126) a white thumb 2 pt inside it.
    func testSegmentedPicker() throws {
        let picker = Picker("Size", selection: .constant(1)) { Text("S").tag(0); Text("L").tag(1) }.pickerStyle(.segmented)
        assertNear(try pixel(picker, [(10, 5), (70, 5), (70, 16), (60, 40)]), [fill, white, white, white])
    }

    /// The menu picker shows the option whose tag is the selection: explicit tags, a ForEach's ids,
    /// and an optional selection matching a plain tag.
    func testPickerShowsTheSelectedOption() throws {
        let tagged = Picker("P", selection: .constant(1)) {
            Color.red.frame(width: 10, height: 10).tag(0)
            Color.blue.frame(width: 10, height: 10).tag(1)
        }
        assertNear(try pixel(tagged, [(5, 5)]), [blue])
        let byID = Picker("P", selection: .constant("b")) {
            ForEach(["a", "b"], id: \.self) { name in (name == "a" ? Color.red : Color.blue).frame(width: 10, height: 10) }
        }
        assertNear(try pixel(byID, [(5, 5)]), [blue])
        let optional: Int? = 0
        let optionalPicker = Picker("P", selection: .constant(optional)) {
            Color.red.frame(width: 10, height: 10).tag(0)
            Color.blue.frame(width: 10, height: 10).tag(1)
        }
        assertNear(try pixel(optionalPicker, [(5, 5)]), [red])
        // Menu and EditButton draw their label in the tint, as a borderless button.
        XCTAssertEqual(try render(Menu { Text("Copy") } label: { Text("More") }), try render(Text("More").foregroundStyle(.tint)))
        XCTAssertEqual(try render(EditButton()), try render(Text("Edit").foregroundStyle(.tint)))
    }

    /// A tab view shows the selected tab above a 49-pt tab bar (HIG); the page style, the page and
    /// its dots: two 8-pt dots 8 pt apart, centered, 12 pt above the bottom (ours): x 51…59 and
    /// 67…75, y 106…114; the first white, the second white at 30 % over red.
    func testTabViews() throws {
        let tabs = TabView {
            Color.red.tabItem { Label("One", systemImage: "star") }
            Color.blue.tabItem { Label("Two", systemImage: "circle") }
        }
        assertNear(try pixel(tabs, [(60, 30), (2, 120)]), [red, white])
        let selected = TabView(selection: .constant(2)) { Color.red.tag(1); Color.blue.tag(2) }
        assertNear(try pixel(selected, [(60, 30)]), [blue])
        // The second page's dot is white at 30 % over the red: (255, 56 + 199 × 0.3, 60 + 195 × 0.3) ≈ (255, 116, 119).
        let pages = TabView { Color.red; Color.blue }.tabViewStyle(.page)
        assertNear(try pixel(pages, [(55, 110), (71, 110), (63, 110), (60, 30)]), [white, (255, 116, 119), red, red])
        XCTAssertEqual(try render(TabView { Color.red; Color.blue }.tabViewStyle(.page(indexDisplayMode: .never))),
                       try render(Color.red))
    }

    /// A text field draws its text, or the placeholder when empty; the rounded border style a
    /// half-point opaque separator border (198, 198, 200) along the top edge.
    func testTextField() throws {
        let empty = try render(TextField("Name", text: .constant("")))
        XCTAssertNotEqual(empty, try render(EmptyView()))
        XCTAssertNotEqual(try render(TextField("Name", text: .constant("Ada"))), empty)
        let bordered = TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
        // A half-point line is 1.5 device pixels, antialiased: the top row is gray, between the
        // border color and white; inside the field, white.
        let samples = try pixel(bordered, [(60, 0), (60, 20)])
        XCTAssertTrue((198...235).contains(samples[0].0) && samples[0].0 == samples[0].1, "\(samples[0])")
        assertNear([samples[1]], [white])
    }

    /// GroupBox: the content 16 pt inside a secondarySystemBackground platter (242, 242, 247).
    /// ColorPicker: a 28-pt well at the trailing edge, the color inside the hue ring.
    /// DatePicker: the time on a tertiary-fill platter at the trailing edge.
    func testGroupBoxColorPickerDatePicker() throws {
        assertNear(try pixel(GroupBox { square }, [(3, 21), (21, 21), (45, 5)]), [groupedGray, red, white])
        assertNear(try pixel(ColorPicker(selection: .constant(Color.blue)) { EmptyView() }, [(112, 14), (50, 14)]), [blue, white])
        let time = DatePicker(selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .hourAndMinute) { EmptyView() }
        assertNear(try pixel(time, [(124, 17), (2, 17)]), [fill, white])
        XCTAssertNotEqual(try render(DatePicker("Date", selection: .constant(Date()), displayedComponents: .date)),
                          try render(Text("Date")))
    }

    /// Interaction-only modifiers change nothing drawn.
    func testInteractionModifiersAreNoOps() throws {
        let base = VStack { Text("Latte"); Color.red.frame(width: 20, height: 20) }
        let plain = try render(base)
        let modified: [any View] = [
            base.keyboardType(.numberPad), base.disableAutocorrection(true), base.swipeActions { Button("Delete") {} },
            base.refreshable {}, base.contextMenu { Button("Copy") {} }, base.tag(3), base.tabItem { Text("Tab") },
            base.listRowBackground(Color.blue), base.listRowInsets(EdgeInsets()), base.listRowSeparator(.hidden),
            base.pickerStyle(.segmented), base.listStyle(.plain), base.datePickerStyle(.compact),
        ]
        for (index, view) in modified.enumerated() {
            XCTAssertEqual(try render(AnyView(erasing: view)), plain, "modifier \(index)")
        }
        let rows = ForEach([1, 2], id: \.self) { Text("\($0)") }
        XCTAssertEqual(try render(VStack { rows.onDelete { _ in }.onMove { _, _ in } }), try render(VStack { rows }))
    }

    /// SwiftUI's collection helpers for onMove and onDelete.
    func testMoveAndRemoveOffsets() {
        var items = [1, 2, 3]
        items.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        XCTAssertEqual(items, [2, 3, 1])
        items.move(fromOffsets: IndexSet([1, 2]), toOffset: 0)
        XCTAssertEqual(items, [3, 1, 2])
        items.remove(atOffsets: IndexSet([0, 2]))
        XCTAssertEqual(items, [1])
    }
}
