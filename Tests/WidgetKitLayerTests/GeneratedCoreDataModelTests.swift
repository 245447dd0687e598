import XCTest
import WidgetViews
import WidgetKitLayer

/// The classes `widget-render-discover` generates from a Core Data model
/// (`GeneratedCoreDataModel.swift`, checked against the generator by
/// WidgetPreviewDiscoveryTests.DataModelTests) compile and work as Xcode's do: the model's defaults
/// on a new object, Xcode's `fetchRequest()`, a subentity, and a to-many relationship's accessors.
final class GeneratedCoreDataModelTests: XCTestCase {
    func testDefaultsFetchRequestsAndSubentities() throws {
        let context = NSPersistentContainer(name: "Drinks").viewContext
        let coffee = Drink(context: context)
        // The model's defaultValueString values: cups 1, name "Coffee", caffeine 0, not favorite.
        XCTAssertEqual(coffee.cups, 1)
        XCTAssertEqual(coffee.name, "Coffee")
        XCTAssertEqual(coffee.caffeine, 0)
        XCTAssertFalse(coffee.isFavorite)
        XCTAssertNil(coffee.rating)
        let espresso = Espresso(context: context)
        espresso.name = "Ristretto"
        XCTAssertEqual(espresso.shots, 2)
        try context.save()

        let request: NSFetchRequest<Drink> = Drink.fetchRequest()
        request.predicate = NSPredicate(format: "cups == %d", 1)
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        XCTAssertEqual(try context.fetch(request).map(\.name), ["Coffee", "Ristretto"])
        XCTAssertEqual(try context.fetch(Espresso.fetchRequest()).map(\.name), ["Ristretto"])
    }

    func testToManyAccessors() throws {
        let context = NSPersistentContainer(name: "Drinks").viewContext
        let drink = Drink(context: context), hot = Tag(context: context), sweet = Tag(context: context)
        hot.label = "hot"; sweet.label = "sweet"
        drink.addToTags(hot)
        drink.addToTags(NSSet(array: [sweet, hot]))
        XCTAssertEqual(Set(drink.tags?.allObjects.compactMap { ($0 as? Tag)?.label } ?? []), ["hot", "sweet"])
        drink.removeFromTags(hot)
        XCTAssertEqual(drink.tags?.allObjects.compactMap { ($0 as? Tag)?.label }, ["sweet"])
        drink.removeFromTags(NSSet(array: [sweet]))
        XCTAssertEqual(drink.tags?.count, 0)
        try context.save()
        XCTAssertEqual(try context.fetch(Tag.fetchRequest()).count, 2)
    }
}
