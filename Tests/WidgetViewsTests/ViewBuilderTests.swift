import XCTest
@testable import WidgetViews
import WidgetResolved

/// Result-builder control flow, as SwiftUI's `ViewBuilder` documents it: `if`/`else`, `if let`,
/// `switch`, ForEach over ranges and collections, and blocks of more than ten children.
final class ViewBuilderTests: XCTestCase {
    struct Branching: View {
        var flag: Bool
        var name: String?
        var mood: Int
        var body: some View {
            VStack {
                if flag { Text("yes") } else { Text("no") }
                if let name { Text(name) }
                switch mood {
                case 0: Text("calm")
                case 1: Text("busy")
                default: EmptyView()
                }
                if flag { Text("only-if") }
            }
        }
    }

    func testIfElseIfLetAndSwitchPickTheRightBranches() throws {
        let a = try resolved(Branching(flag: true, name: "Ann", mood: 1)).content
        XCTAssertEqual(strings(in: a), ["yes", "Ann", "busy", "only-if"])
        let b = try resolved(Branching(flag: false, name: nil, mood: 7)).content
        XCTAssertEqual(strings(in: b), ["no"])
    }

    func testFalseIfAndEmptyViewAddNoChildren() throws {
        // SwiftUI leaves no space for an EmptyView or a false `if`: the stack has one child only.
        let node = try resolved(Branching(flag: false, name: nil, mood: 5)).content
        XCTAssertEqual(node, vstack([plainText("no")]))
    }

    struct Drink: Identifiable { let id: Int; let name: String }

    func testForEachOverRangesCollectionsAndIdSelf() throws {
        let drinks = [Drink(id: 1, name: "latte"), Drink(id: 2, name: "mocha")]
        let view = VStack {
            ForEach(0..<3) { i in Text("r\(i)") }
            ForEach(drinks) { Text($0.name) }
            ForEach(["a", "b"], id: \.self) { Text($0) }
            ForEach(1...2, id: \.self) { Text("c\($0)") }
        }
        XCTAssertEqual(strings(in: try resolved(view).content), ["r0", "r1", "r2", "latte", "mocha", "a", "b", "c1", "c2"])
    }

    func testTwelveChildrenInOneBlock() throws {
        let view = HStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        }
        let node = try resolved(view).content
        XCTAssertEqual(strings(in: node), (1...12).map(String.init))
        guard case .stack(let stack) = node else { return XCTFail("expected a stack") }
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.children.count, 12)
    }

    func testGroupAnyViewAndAvailabilityFlattenIntoTheStack() throws {
        let view = VStack {
            Group { Text("g1"); Text("g2") }
            AnyView(Text("any"))
            if #available(macOS 10.0, *) { Text("available") }
        }
        guard case .stack(let stack) = try resolved(view).content else { return XCTFail("expected a stack") }
        XCTAssertEqual(stack.children.map { strings(in: $0) }, [["g1"], ["g2"], ["any"], ["available"]])
    }

    struct TwoRoots: View {
        var body: some View { Text("a"); Text("b") }
    }

    func testSeveralViewsAtTheRootStackVertically() throws {
        XCTAssertEqual(try resolved(TwoRoots()).content, vstack([plainText("a"), plainText("b")]))
    }

    func testStackParametersAreRecorded() throws {
        let view = ZStack(alignment: .bottomTrailing) { VStack(alignment: .leading, spacing: 6) { Spacer(minLength: 3) } }
        let expected = ResolvedNode.stack(ResolvedStack(
            axis: .depth, alignment: ResolvedAlignment(horizontal: .trailing, vertical: .bottom), spacing: nil,
            children: [.stack(ResolvedStack(axis: .vertical, alignment: ResolvedAlignment(horizontal: .leading, vertical: .center),
                                            spacing: 6, children: [.spacer(minLength: 3)]))]))
        XCTAssertEqual(try resolved(view).content, expected)
    }
}

/// A modifier on a list applies to each member, which stays a child of the list's parent
/// (Apple's `Group` documentation: "any modifier you apply to the group affects all of that
/// group's members"; docs/views.md "Lists").
final class ListModifierTests: XCTestCase {
    struct Tag: ViewModifier {
        func body(content: Content) -> some View { content.padding(1) }
    }

    private func children(_ view: some View) throws -> [ResolvedNode] {
        guard case .stack(let stack) = try resolved(view).content else { XCTFail("expected a stack"); return [] }
        return stack.children
    }

    func testModifiersOnForEachAndGroupApplyToEachMember() throws {
        let view = VStack(alignment: .leading) {
            Text("heading")
            ForEach(0..<2) { Text("r\($0)") }.padding(4)
            Group { Text("g1"); Text("g2") }.font(.caption).modifier(Tag())
        }
        let members = try children(view)
        XCTAssertEqual(members.count, 5, "the heading, two padded rows, two tagged group members")
        XCTAssertEqual(members.map { strings(in: $0) }, [["heading"], ["r0"], ["r1"], ["g1"], ["g2"]])
        for row in members[1...2] {
            guard case .modified(let modifier, _) = row, case .padding(let insets) = modifier else {
                return XCTFail("each row is padded on its own: \(row)")
            }
            XCTAssertEqual(insets.top, 4)
        }
        for member in members[3...4] {
            guard case .modified(_, .text(let text)) = member else { return XCTFail("each member is tagged: \(member)") }
            XCTAssertEqual(text.content.runs[0].font.size, 12, "caption, from the group's font")
        }
    }

    func testAModifiedListWhereOneViewIsExpectedStacksItsMembers() throws {
        // As a root (or a frame's content), the members stack vertically, each one modified.
        let members = try children(Group { Text("a"); Text("b") }.padding(2))
        XCTAssertEqual(members.count, 2)
        XCTAssertTrue(members.allSatisfy { if case .modified(.padding, _) = $0 { true } else { false } })
    }

    func testAModifiedEmptyListAddsNothing() throws {
        let view = VStack {
            Text("only")
            ForEach([String](), id: \.self) { Text($0) }.padding()
        }
        XCTAssertEqual(try resolved(view).content, vstack([plainText("only")]))
    }
}
