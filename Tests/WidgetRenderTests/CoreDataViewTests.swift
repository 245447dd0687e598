import XCTest
import WidgetRender

// `@FetchRequest` on a render machine (docs/widgetkit.md, *App frameworks*): a widget view draws
// what the environment's context holds when it is drawn, and nothing without a context.

private final class CDVBeverage: NSManagedObject {
    var name: String?
    var cups: Int16 = 0
}

private struct BeverageList: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "name", ascending: true)], predicate: NSPredicate(format: "cups > %d", 1))
    private var beverages: FetchedResults<CDVBeverage>
    var body: some View {
        VStack { ForEach(beverages) { Text("\($0.name ?? "") \($0.cups)") } }
    }
}

private struct BeverageCount: View {
    @FetchRequest(fetchRequest: NSFetchRequest<CDVBeverage>(entityName: "CDVBeverage")) private var beverages: FetchedResults<CDVBeverage>
    @FetchRequest(sortDescriptors: [SortDescriptor(\CDVBeverage.cups, order: .reverse)]) private var byCups: FetchedResults<CDVBeverage>
    var body: some View { Text("\(beverages.count) drinks, most \(byCups.first?.name ?? "none")") }
}

private struct LiteralRows: View {
    let rows: [String]
    var body: some View {
        VStack { ForEach(rows, id: \.self) { Text($0) } }
    }
}

final class CoreDataViewTests: XCTestCase {
    func testFetchRequestDrawsTheEnvironmentsObjects() throws {
        let container = NSPersistentContainer(name: "Beverages")
        for (name, cups) in [("Water", 1), ("Tea", 3), ("Coffee", 2)] {
            let beverage = CDVBeverage(context: container.viewContext)
            beverage.name = name
            beverage.cups = Int16(cups)
        }
        try container.viewContext.save()

        let renderer = try WidgetRenderer()
        func image(_ view: some View) throws -> Pixmap {
            try renderer.render(.view(view.containerBackground(.white, for: .widget), family: .systemSmall))
        }
        let drawn = try image(BeverageList().environment(\.managedObjectContext, container.viewContext))
        XCTAssertEqual(drawn, try image(LiteralRows(rows: ["Coffee 2", "Tea 3"])))
        XCTAssertEqual(try image(BeverageCount().environment(\.managedObjectContext, container.viewContext)),
                       try image(Text("3 drinks, most Tea")))
        XCTAssertEqual(try image(BeverageList()), try image(LiteralRows(rows: [])), "without a context the fetch finds nothing")
        XCTAssertEqual(try image(BeverageCount().environment(\.managedObjectContext, NSPersistentContainer(name: "Beverages").viewContext)),
                       try image(Text("0 drinks, most none")), "a new container is empty")
    }
}
