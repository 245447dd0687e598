import Foundation
import WidgetViews

// Core Data in views: `.environment(\.managedObjectContext, context)` gives views a context, and
// `@FetchRequest` fetches from it each time the view's body reads the property. A widget's view is
// drawn from what the fetch returns when it is drawn; stores are in memory and start empty
// (CoreDataContainer.swift), so a `@FetchRequest` shows what code inserted and saved, and nothing
// otherwise, as `@Query` does for SwiftData (SwiftDataViews.swift).
//
// Glossary
// - Environment context: the `NSManagedObjectContext` views read. Without one it is a context of
//   its own empty store (SwiftUI's default context has no store either).

private struct ManagedObjectContextKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}

extension EnvironmentValues {
    /// The context `@FetchRequest` fetches from, as SwiftUI's `\.managedObjectContext`.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] } set { self[ManagedObjectContextKey.self] = newValue }
    }
}

/// Managed objects are identified by their instance in views (`ForEach(items)`), as in Core Data.
extension NSManagedObject: Identifiable {}

/// The objects a view shows, fetched from the environment's context when the body reads them, as
/// SwiftUI's `@FetchRequest`. A fetch that fails gives no objects (SwiftUI's reports the error at
/// run time; `fetchError` keeps it here).
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult> {
    private let context = Environment(\.managedObjectContext)
    private let request: NSFetchRequest<Result>

    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
    }

    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        request = fetchRequest
    }

    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.request = request
    }

    public var wrappedValue: FetchedResults<Result> {
        FetchedResults(results: (try? context.wrappedValue.fetch(request)) ?? [], request: request)
    }

    /// Why the fetch gives no objects, if it failed.
    public var fetchError: (any Error)? {
        do { _ = try context.wrappedValue.fetch(request); return nil } catch { return error }
    }
}

extension FetchRequest where Result: NSManagedObject {
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors.map(NSSortDescriptor.init), predicate: predicate,
                  animation: animation)
    }
}

/// What a `@FetchRequest` found, as SwiftUI's `FetchedResults`.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    private let results: [Result]
    private let request: NSFetchRequest<Result>

    init(results: [Result], request: NSFetchRequest<Result>) {
        self.results = results
        self.request = request
    }

    public var startIndex: Int { results.startIndex }
    public var endIndex: Int { results.endIndex }
    public subscript(position: Int) -> Result { results[position] }

    public var nsPredicate: NSPredicate? { request.predicate }
    public var nsSortDescriptors: [NSSortDescriptor] { request.sortDescriptors ?? [] }
}
