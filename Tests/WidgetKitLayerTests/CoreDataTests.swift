import XCTest
import WidgetViews
@testable import WidgetKitLayer

// Core Data on a render machine (docs/widgetkit.md, *App frameworks*): an in-memory store per
// container that starts empty, contexts with pending changes, `NSPredicate(format:)` and sort
// descriptors evaluated on the objects' stored properties. Expected results are worked out by hand
// from the four drinks `stocked()` saves.

private final class CDDrink: NSManagedObject {
    var name: String?
    var cups: Int16 = 0
    var caffeinated = false
    var brewed: Date?
    var code: UUID?
}

final class CoreDataTests: XCTestCase {
    private let day = Date(timeIntervalSinceReferenceDate: 700_000_000)
    private let teaCode = UUID(uuidString: "00000000-0000-0000-0000-0000000000A1")!

    @discardableResult
    private func drink(_ name: String?, cups: Int16, caffeinated: Bool, brewedDaysAgo: Double?, in context: NSManagedObjectContext) -> CDDrink {
        let drink = CDDrink(context: context)
        drink.name = name
        drink.cups = cups
        drink.caffeinated = caffeinated
        drink.brewed = brewedDaysAgo.map { day.addingTimeInterval(-$0 * 86_400) }
        return drink
    }

    /// Tea 3 (caffeinated, 1 day ago, teaCode), Water 1 (2 days ago), Coffee 2 (caffeinated, today),
    /// café au lait 0 (no date), saved.
    private func stocked() throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Drinks")
        let context = container.viewContext
        drink("Tea", cups: 3, caffeinated: true, brewedDaysAgo: 1, in: context).code = teaCode
        drink("Water", cups: 1, caffeinated: false, brewedDaysAgo: 2, in: context)
        drink("Coffee", cups: 2, caffeinated: true, brewedDaysAgo: 0, in: context)
        drink("café au lait", cups: 0, caffeinated: true, brewedDaysAgo: nil, in: context)
        try context.save()
        return container
    }

    private func names(_ format: String, _ args: Any..., in container: NSPersistentContainer) throws -> [String] {
        let request = NSFetchRequest<CDDrink>(entityName: "CDDrink")
        request.predicate = NSPredicate(format: format, argumentArray: args)
        return try container.viewContext.fetch(request).map { $0.name ?? "nil" }
    }

    func testStoreStartsEmptyAndLoadsWithoutError() throws {
        let container = NSPersistentContainer(name: "Drinks")
        container.persistentStoreDescriptions.append(NSPersistentStoreDescription(url: URL(fileURLWithPath: "/nonexistent/b.sqlite")))
        var loaded: [URL?] = []
        container.loadPersistentStores { description, error in
            XCTAssertNil(error)
            loaded.append(description.url)
        }
        XCTAssertEqual(loaded.count, 2, "the handler runs once per description, before loadPersistentStores returns")
        XCTAssertEqual(try container.viewContext.fetch(NSFetchRequest<CDDrink>(entityName: "CDDrink")).count, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/nonexistent/b.sqlite"))
    }

    func testInsertSaveFetchRoundTripAcrossContexts() throws {
        let container = NSPersistentContainer(name: "Drinks")
        let context = container.viewContext
        XCTAssertFalse(context.hasChanges)
        let tea = drink("Tea", cups: 3, caffeinated: true, brewedDaysAgo: 1, in: context)
        XCTAssertTrue(context.hasChanges)
        XCTAssertTrue(tea.isInserted)
        XCTAssertTrue(tea.managedObjectContext === context)

        let background = container.newBackgroundContext()
        let request = NSFetchRequest<CDDrink>(entityName: "CDDrink")
        XCTAssertEqual(try background.count(for: request), 0, "another context does not see unsaved inserts")
        XCTAssertEqual(try context.count(for: request), 1, "a context sees its own pending inserts")
        request.includesPendingChanges = false
        XCTAssertEqual(try context.count(for: request), 0)
        request.includesPendingChanges = true

        try context.save()
        XCTAssertFalse(context.hasChanges)
        XCTAssertFalse(tea.isInserted)
        XCTAssertEqual(try background.fetch(request).map(\.name), ["Tea"])

        // A change to a saved object is pending until saved, and a rollback puts the value back.
        tea.cups = 5
        XCTAssertTrue(context.hasChanges)
        XCTAssertTrue(tea.isUpdated)
        XCTAssertEqual(context.updatedObjects, [tea])
        context.rollback()
        XCTAssertEqual(tea.cups, 3)
        XCTAssertFalse(context.hasChanges)

        context.delete(tea)
        XCTAssertTrue(tea.isDeleted)
        XCTAssertEqual(try context.count(for: request), 0)
        XCTAssertEqual(try background.count(for: request), 1, "the delete is pending in its context")
        try context.save()
        XCTAssertEqual(try background.count(for: request), 0)
    }

    func testGenericObjectsByEntityNameAndKeyValueCoding() throws {
        let container = NSPersistentContainer(name: "Notes")
        let context = container.viewContext
        let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
        note.setValue("Buy milk", forKey: "title")
        note.setValue(2, forKey: "priority")
        try context.save()
        let request = NSFetchRequest<NSManagedObject>(entityName: "Note")
        request.predicate = NSPredicate(format: "priority >= %d", 2)
        let found = try context.fetch(request)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.value(forKey: "title") as? String, "Buy milk")
        XCTAssertEqual(found.first?.entity.name, "Note")

        // A subclass's stored properties, read and written by name; an Int fits an Int16 attribute.
        let tea = drink("Tea", cups: 3, caffeinated: true, brewedDaysAgo: 1, in: context)
        XCTAssertEqual(tea.value(forKey: "name") as? String, "Tea")
        tea.setValue(7, forKey: "cups")
        tea.setValue(nil, forKey: "name")
        XCTAssertEqual(tea.cups, 7)
        XCTAssertNil(tea.name)
        XCTAssertTrue(NSEntityDescription.insertNewObject(forEntityName: "CDDrink", into: context) is CDDrink,
                      "an entity of a known class makes objects of that class")
        XCTAssertEqual(CDDrink.entity().name, "CDDrink")

        // A value of the wrong type is kept out and reported by save(), as Core Data's validation does.
        tea.setValue("many", forKey: "cups")
        XCTAssertEqual(tea.cups, 7)
        XCTAssertThrowsError(try context.save()) { error in
            XCTAssertEqual((error as NSError).code, NSManagedObjectValidationError)
            XCTAssertTrue((error as NSError).localizedDescription.contains("CDDrink.cups is Int16"), "\(error)")
        }
    }

    func testPredicateFormats() throws {
        let container = try stocked()
        XCTAssertEqual(try names("name == %@", "Tea", in: container), ["Tea"])
        XCTAssertEqual(try names("name != %@", "Tea", in: container), ["Water", "Coffee", "café au lait"])
        XCTAssertEqual(try names("cups > 1", in: container), ["Tea", "Coffee"])
        XCTAssertEqual(try names("cups >= %d", 2, in: container), ["Tea", "Coffee"])
        XCTAssertEqual(try names("cups < %@", NSNumber(value: 2), in: container), ["Water", "café au lait"])
        XCTAssertEqual(try names("cups <= 1 AND caffeinated == YES", in: container), ["café au lait"])
        XCTAssertEqual(try names("cups == 1 OR name BEGINSWITH 'C'", in: container), ["Water", "Coffee"])
        XCTAssertEqual(try names("NOT (caffeinated == %@)", true, in: container), ["Water"])
        XCTAssertEqual(try names("%K == %@", "name", "Water", in: container), ["Water"])
        XCTAssertEqual(try names("name CONTAINS[c] %@", "COF", in: container), ["Coffee"])
        XCTAssertEqual(try names("name CONTAINS[cd] 'cafe'", in: container), ["café au lait"])
        XCTAssertEqual(try names("name BEGINSWITH 'c'", in: container), ["café au lait"], "case matters without [c]")
        XCTAssertEqual(try names("name IN %@", ["Tea", "Water", "Juice"], in: container), ["Tea", "Water"])
        XCTAssertEqual(try names("cups IN {0, 3}", in: container), ["Tea", "café au lait"])
        XCTAssertEqual(try names("brewed == nil", in: container), ["café au lait"])
        XCTAssertEqual(try names("brewed != nil AND brewed < %@", day as CVarArg, in: container), ["Tea", "Water"])
        XCTAssertEqual(try names("brewed >= %@", day.addingTimeInterval(-86_400) as NSDate, in: container), ["Tea", "Coffee"])
        XCTAssertEqual(try names("code == %@", teaCode as CVarArg, in: container), ["Tea"])
        XCTAssertEqual(try names("TRUEPREDICATE", in: container).count, 4)
        XCTAssertEqual(try names("cups BETWEEN {1, 2}", in: container), ["Water", "Coffee"])
        XCTAssertEqual(try names("name LIKE 'T?a' || name MATCHES 'W.*r'", in: container), ["Tea", "Water"])
        // As widget code writes them: `CVarArg` arguments, and Foundation objects and arrays.
        let tea = NSFetchRequest<CDDrink>(entityName: "CDDrink")
        tea.predicate = NSPredicate(format: "code == %@ AND brewed < %@ AND cups == %d", teaCode as CVarArg, day as CVarArg, 3)
        XCTAssertEqual(try container.viewContext.fetch(tea).map(\.name), ["Tea"])
        tea.predicate = NSPredicate(format: "name IN %@ AND brewed < %@", ["Tea", "Water"], day as NSDate)
        XCTAssertEqual(try container.viewContext.fetch(tea).map(\.name), ["Tea", "Water"])
    }

    func testBadFormatsThrowAClearErrorFromTheFetch() throws {
        let container = try stocked()
        for (format, reason) in [("name ==", "expected a key or a value, found the end of the format"),
                                 ("name = %@", "%@ has no argument"),
                                 ("ANY tags.name == 'x'", "aggregate comparisons"),
                                 ("name == $NAME", "substitution variables"),
                                 ("name ~ 'x'", "unexpected character \"~\""),
                                 ("nmae == 'Tea'", "has no value for the key \"nmae\"")] {
            XCTAssertThrowsError(try names(format, in: container), format) { error in
                XCTAssertTrue((error as NSError).localizedDescription.contains(reason), "\(format): \(error.localizedDescription)")
            }
        }
        XCTAssertFalse(NSPredicate(format: "name ==").evaluate(with: nil), "evaluated on its own, a predicate that cannot be read matches nothing")
    }

    func testSortingLimitsAndResultTypes() throws {
        let container = try stocked()
        let context = container.viewContext
        let request = NSFetchRequest<CDDrink>(entityName: "CDDrink")
        request.sortDescriptors = [NSSortDescriptor(key: "cups", ascending: false)]
        XCTAssertEqual(try context.fetch(request).map(\.name), ["Tea", "Coffee", "Water", "café au lait"])
        request.sortDescriptors = [NSSortDescriptor(key: "caffeinated", ascending: true), NSSortDescriptor(key: "name", ascending: true)]
        XCTAssertEqual(try context.fetch(request).map(\.name), ["Water", "Coffee", "Tea", "café au lait"])
        request.sortDescriptors = [NSSortDescriptor(keyPath: \CDDrink.brewed, ascending: true)]
        XCTAssertEqual(try context.fetch(request).map(\.name), ["café au lait", "Water", "Tea", "Coffee"], "nil sorts first")
        request.sortDescriptors = [NSSortDescriptor(SortDescriptor(\CDDrink.cups))]
        request.fetchOffset = 1
        request.fetchLimit = 2
        XCTAssertEqual(try context.fetch(request).map(\.name), ["Water", "Coffee"])
        XCTAssertEqual(try context.count(for: request), 2)

        let ids = NSFetchRequest<NSManagedObjectID>(entityName: "CDDrink")
        ids.resultType = .managedObjectIDResultType
        XCTAssertEqual(try context.fetch(ids).count, 4)
        let rows = NSFetchRequest<NSDictionary>(entityName: "CDDrink")
        rows.resultType = .dictionaryResultType
        rows.propertiesToFetch = ["name"]
        rows.predicate = NSPredicate(format: "cups == 3")
        XCTAssertEqual(try context.fetch(rows).map { $0["name"] as? String }, ["Tea"])
    }

    func testBatchDeletePerformAndChildContexts() throws {
        let container = try stocked()
        let context = container.viewContext
        let result = try context.execute(NSBatchDeleteRequest(fetchRequest: {
            let request = NSFetchRequest<any NSFetchRequestResult>(entityName: "CDDrink")
            request.predicate = NSPredicate(format: "caffeinated == NO")
            return request
        }())) as? NSBatchDeleteResult
        XCTAssertEqual(result?.result as? Bool, true)
        XCTAssertEqual(try context.count(for: NSFetchRequest<CDDrink>(entityName: "CDDrink")), 3)

        // perform runs its block before returning; the async form returns the block's value.
        nonisolated(unsafe) var ran = false
        context.perform { ran = true }
        XCTAssertTrue(ran)
        let expectation = expectation(description: "async perform")
        Task {
            let count = try await context.perform { try context.count(for: NSFetchRequest<CDDrink>(entityName: "CDDrink")) }
            XCTAssertEqual(count, 3)
            expectation.fulfill()
        }
        wait(for: [expectation], timeout: 5)

        // A child's save makes its inserts its parent's pending changes.
        let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        child.parent = context
        drink("Juice", cups: 1, caffeinated: false, brewedDaysAgo: 0, in: child)
        try child.save()
        XCTAssertTrue(context.hasChanges)
        XCTAssertEqual(try container.newBackgroundContext().count(for: NSFetchRequest<CDDrink>(entityName: "CDDrink")), 3)
        try context.save()
        XCTAssertEqual(try container.newBackgroundContext().count(for: NSFetchRequest<CDDrink>(entityName: "CDDrink")), 4)

        container.performBackgroundTask { background in
            background.delete(try! background.fetch(NSFetchRequest<CDDrink>(entityName: "CDDrink")).first!)
            try? background.save()
        }
        XCTAssertEqual(try context.count(for: NSFetchRequest<CDDrink>(entityName: "CDDrink")), 3)
        context.reset()
        XCTAssertFalse(context.hasChanges)
    }
}
