import XCTest
import Foundation
import WidgetRender

// SwiftData on a render machine (docs/widgetkit.md, *App frameworks*): `@Model` classes in an
// in-memory store that starts empty, contexts with pending changes, Foundation's predicates and
// sort descriptors, and `@Query` drawing what the environment's container holds.

@Model
private final class SDDrink {
    var name: String
    var cups: Int
    @Attribute(.unique) var code: String
    @Relationship(deleteRule: .cascade) var refills: [SDRefill] = []
    @Transient var highlighted = false
    init(name: String, cups: Int) { self.name = name; self.cups = cups; self.code = name.lowercased() }
}

@Model
private final class SDRefill {
    var when: Date
    init(when: Date) { self.when = when }
}

private struct DrinkList: View {
    @Query(filter: #Predicate<SDDrink> { $0.cups > 1 }, sort: \SDDrink.name) private var drinks: [SDDrink]
    var body: some View {
        VStack { ForEach(drinks) { Text("\($0.name) \($0.cups)") } }
    }
}

private struct LiteralList: View {
    let rows: [String]
    var body: some View {
        VStack { ForEach(rows, id: \.self) { Text($0) } }
    }
}

final class SwiftDataTests: XCTestCase {
    private func container() throws -> ModelContainer {
        try ModelContainer(for: SDDrink.self, SDRefill.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    func testStoreStartsEmptyAndKeepsWhatCodeInserts() throws {
        let container = try container()
        let context = ModelContext(container)
        XCTAssertEqual(try context.fetch(FetchDescriptor<SDDrink>()).count, 0)

        context.insert(SDDrink(name: "Tea", cups: 3))
        context.insert(SDDrink(name: "Water", cups: 1))
        context.insert(SDDrink(name: "Coffee", cups: 2))
        XCTAssertTrue(context.hasChanges)
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<SDDrink>()), 3, "a fetch sees pending inserts")
        var pendingOnly = FetchDescriptor<SDDrink>()
        pendingOnly.includePendingChanges = false
        XCTAssertEqual(try context.fetchCount(pendingOnly), 0)

        try context.save()
        XCTAssertFalse(context.hasChanges)
        let other = ModelContext(container)
        var descriptor = FetchDescriptor<SDDrink>(predicate: #Predicate { $0.cups >= 2 }, sortBy: [SortDescriptor(\.name)])
        XCTAssertEqual(try other.fetch(descriptor).map(\.name), ["Coffee", "Tea"], "contexts share the container's saved models")
        descriptor.fetchLimit = 1
        descriptor.fetchOffset = 1
        XCTAssertEqual(try other.fetch(descriptor).map(\.name), ["Tea"])
    }

    func testDeleteRollbackAndModelContext() throws {
        let context = ModelContext(try container())
        let tea = SDDrink(name: "Tea", cups: 3)
        context.insert(tea)
        try context.save()
        XCTAssertTrue(tea.modelContext === context)

        context.delete(tea)
        XCTAssertTrue(tea.isDeleted)
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<SDDrink>()), 0)
        context.rollback()
        XCTAssertFalse(tea.isDeleted)
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<SDDrink>()), 1)

        context.delete(tea)
        context.insert(tea)
        XCTAssertFalse(tea.isDeleted, "inserting a deleted model again undoes the delete")
        XCTAssertFalse(context.hasChanges)

        try context.delete(model: SDDrink.self, where: #Predicate { $0.name == "Tea" })
        try context.save()
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<SDDrink>()), 0)
        XCTAssertNil(tea.modelContext)
    }

    func testIdentityAndEquality() {
        let a = SDDrink(name: "Tea", cups: 1), b = SDDrink(name: "Tea", cups: 1)
        XCTAssertNotEqual(a, b, "two models are two identities, whatever their values")
        XCTAssertEqual(a, a)
        XCTAssertEqual(Set([a, a, b]).count, 2)
        XCTAssertEqual(a.id, a.persistentModelID)
        XCTAssertEqual(a.persistentModelID.entityName, "SDDrink")
    }

    /// `@Query` draws what the environment's container holds: the same pixels as the literal rows.
    @MainActor
    func testQueryDrawsTheContainersModels() throws {
        let container = try container()
        for (name, cups) in [("Water", 1), ("Tea", 3), ("Coffee", 2)] { container.mainContext.insert(SDDrink(name: name, cups: cups)) }
        try container.mainContext.save()

        let renderer = try WidgetRenderer()
        func image(_ view: some View) throws -> Pixmap {
            try renderer.render(.view(view.containerBackground(.white, for: .widget), family: .systemSmall))
        }
        XCTAssertEqual(try image(DrinkList().modelContainer(container)), try image(LiteralList(rows: ["Coffee 2", "Tea 3"])))
        XCTAssertEqual(try image(DrinkList()), try image(LiteralList(rows: [])), "without a container the query finds nothing")
        XCTAssertEqual(try image(DrinkList().modelContainer(for: SDDrink.self)), try image(LiteralList(rows: [])),
                       "a new container is empty")
    }
}
