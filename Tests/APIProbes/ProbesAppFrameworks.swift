import Foundation
import WidgetKit

// The app-side frameworks widget-extension files call in code shared with their app: UIKit's
// `UIApplication`, UserNotifications, HealthKit, StoreKit, Core Location, Contacts, Combine,
// SwiftData and Core Data (WidgetKitLayer/AppFrameworks, docs/widgetkit.md *App frameworks*). One
// probe per census signature, of every census kind; the view modifiers among them are documented
// no-ops, and `@Query` and `@FetchRequest` draw the objects code saved.
extension Probes {
    static var appFrameworks: [Probe] {
        uiKitApp + userNotifications + healthKit + storeKit + coreLocation + contacts + combine + swiftData + coreData + earlierCensus
    }

    private static var uiKitApp: [Probe] { [
        .compiles("UIApplication") { let _: UIApplication? = nil },
        // `UIApplication.shared` is unavailable in an extension, as on iOS: an application reaches
        // shared code only as a parameter.
        .compiles("open(_:options:completionHandler:)") {
            let application: UIApplication? = nil
            application?.open(URL(string: "probe://open")!, options: [:], completionHandler: nil)
        },
        .compiles("open(_:options:_:)") {
            let application: UIApplication? = nil
            application?.open(URL(string: "https://example.com")!, options: [:]) { opened in precondition(!opened) }
        },
        .compiles("UIApplication.didEnterBackgroundNotification") {
            precondition(UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
        },
        .compiles("UIApplication.willEnterForegroundNotification") { _ = UIApplication.willEnterForegroundNotification },
        .compiles("UIApplication.didBecomeActiveNotification") { _ = UIApplication.didBecomeActiveNotification },
        .compiles("UIApplication.protectedDataDidBecomeAvailableNotification") { _ = UIApplication.protectedDataDidBecomeAvailableNotification },
        .compiles("UIApplication.protectedDataWillBecomeUnavailableNotification") {
            _ = UIApplication.protectedDataWillBecomeUnavailableNotification
        },
        .compiles("UIScreen.brightnessDidChangeNotification") { _ = UIScreen.brightnessDidChangeNotification },
    ] }

    private static var userNotifications: [Probe] { [
        .compiles("UNUserNotificationCenter") { let _: UNUserNotificationCenter = .current() },
        .compiles("UNUserNotificationCenter.current()") { precondition(UNUserNotificationCenter.current() === UNUserNotificationCenter.current()) },
        .compiles("requestAuthorization(options:_:)") {
            UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
                precondition(granted && error == nil)
            }
        },
        .compiles("UNMutableNotificationContent()") {
            let content = UNMutableNotificationContent()
            content.title = "Water"
            content.body = "Time for a glass"
            content.sound = .default
            precondition(content.title == "Water")
        },
        .compiles("UNMutableNotificationContent") { let _: UNMutableNotificationContent? = nil },
        .compiles("UNNotificationRequest(identifier:content:trigger:)") {
            let request = UNNotificationRequest(identifier: "probe.request", content: UNMutableNotificationContent(), trigger: nil)
            precondition(request.identifier == "probe.request")
        },
        .compiles("UNTimeIntervalNotificationTrigger(timeInterval:repeats:)") {
            precondition(UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false).timeInterval == 60)
        },
        .compiles("UNCalendarNotificationTrigger(dateMatching:repeats:)") {
            precondition(UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8), repeats: true).nextTriggerDate() != nil)
        },
        .compiles("add(_:)") { probeSchedule("probe.add") { UNUserNotificationCenter.current().add($0) } },
        .compiles("add(_:_:)") {
            probeSchedule("probe.add2") { request in UNUserNotificationCenter.current().add(request) { error in precondition(error == nil) } }
        },
        .compiles("removePendingNotificationRequests(withIdentifiers:)") {
            probeSchedule("probe.remove") { UNUserNotificationCenter.current().add($0) }
            UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["probe.remove"])
        },
        .compiles("removeAllPendingNotificationRequests()") { UNUserNotificationCenter.current().removeAllPendingNotificationRequests() },
        .compiles("UNNotificationSound") { let _: UNNotificationSound? = nil },
        .compiles("UNNotificationSound.default") { precondition(UNNotificationSound.default.name == nil) },
        .compiles("UNNotificationSound(named:)") { _ = UNNotificationSound(named: UNNotificationSoundName("chime.caf")) },
        .compiles("UNNotificationSoundName(rawValue:)") { _ = UNNotificationSoundName(rawValue: "chime.caf") },
        .compiles("UNNotificationInterruptionLevel") { let _: UNNotificationInterruptionLevel = .timeSensitive },
        .compiles("UNNotificationInterruptionLevel.active") { precondition(UNMutableNotificationContent().interruptionLevel == .active) },
        .compiles("UNNotification") { let _: UNNotification? = nil },
        .compiles(".request") { let notification: UNNotification? = nil; _ = notification?.request },
        .compiles("UNNotificationResponse") { let _: UNNotificationResponse? = nil },
        .compiles("UNUserNotificationCenterDelegate") {
            let delegate = AFNotificationDelegate()
            UNUserNotificationCenter.current().delegate = delegate
            UNUserNotificationCenter.current().delegate = nil
        },
    ] }

    private static var healthKit: [Probe] { [
        .compiles("HKHealthStore()") { _ = HKHealthStore() },
        .compiles("HKHealthStore") { let _: HKHealthStore? = nil },
        .compiles("HKHealthStore.isHealthDataAvailable()") { precondition(!HKHealthStore.isHealthDataAvailable()) },
        .compiles("requestAuthorization(toShare:read:_:)") {
            HKHealthStore().requestAuthorization(toShare: [], read: [HKQuantityType(.stepCount)]) { success, _ in precondition(!success) }
        },
        .compiles("doubleValue(for:)") {
            precondition(HKQuantity(unit: .mile(), doubleValue: 1).doubleValue(for: .meter()) == 1609.344)
        },
        .compiles("HKObjectType") { let _: HKObjectType? = nil },
        .compiles("HKObjectType.categoryType(forIdentifier:)") { precondition(HKObjectType.categoryType(forIdentifier: .mindfulSession) != nil) },
        .compiles("HKCategoryTypeIdentifier") { let _: HKCategoryTypeIdentifier = .sleepAnalysis },
        .compiles("HKCategoryTypeIdentifier.mindfulSession") { _ = HKCategoryTypeIdentifier.mindfulSession },
    ] }

    private static var storeKit: [Probe] { [
        .compiles("Product") { let _: Product? = nil },
        .compiles("Product.products(for:)") { Task { _ = try await Product.products(for: ["probe.pro"]) } },
        .compiles(".productID") { let transaction: StoreKit.Transaction? = nil; _ = transaction?.productID },
    ] }

    private static var coreLocation: [Probe] { [
        .compiles("CLLocation(latitude:longitude:)") {
            let paris = CLLocation(latitude: 48.8566, longitude: 2.3522), london = CLLocation(latitude: 51.5072, longitude: -0.1276)
            precondition(abs(paris.distance(from: london) - 343_900) < 1_000)
        },
        .compiles("CLPlacemark") { let _: CLPlacemark? = nil },
        .compiles(".locality") { let placemark: CLPlacemark? = nil; _ = placemark?.locality },
    ] }

    private static var contacts: [Probe] { [
        .compiles("CNContact") { let _: CNContact? = nil },
        .compiles("CNContactStore()") {
            precondition((try? CNContactStore().unifiedContacts(matching: CNContact.predicateForContacts(withIdentifiers: ["a"]),
                                                                 keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])) == [])
        },
        .compiles("CNContact.predicateForContacts(withIdentifiers:)") { _ = CNContact.predicateForContacts(withIdentifiers: ["probe"]) },
        .compiles("CNContactThumbnailImageDataKey") { let _: String = CNContactThumbnailImageDataKey },
        .compiles("CNKeyDescriptor") { let _: [any CNKeyDescriptor] = [CNContactThumbnailImageDataKey as CNKeyDescriptor] },
    ] }

    private static var combine: [Probe] { [
        .noOp("onReceive(_:perform:)", because: "a widget's view subscribes to nothing: WidgetKit draws it once per timeline entry, so no value arrives") {
            $0.onReceive(Timer.publish(every: 60, on: .main, in: .common).autoconnect()) { _ in }
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in }
                .onReceive(Just(1)) { _ in }
        },
    ] }

    private static var swiftData: [Probe] { [
        .compiles(".mainContext") {
            let container = try ModelContainer(for: AFStoredItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            container.mainContext.insert(AFStoredItem(name: "Milk"))
            try container.mainContext.save()
            let names = try container.mainContext.fetch(FetchDescriptor<AFStoredItem>()).map(\.name)
            precondition(names == ["Milk"])
        },
        .noOp("modelContainer(_:)", because: "puts a SwiftData container in the environment; it draws nothing itself") {
            $0.modelContainer(try! ModelContainer(for: AFStoredItem.self))
        },
        .noOp("modelContainer(for:)", because: "puts a new SwiftData container in the environment; it draws nothing itself") {
            $0.modelContainer(for: AFStoredItem.self)
        },
        .view("@Query") { AFItemList().modelContainer(afFilledContainer()) },
        .view("@Query(sort:order:)") { AFItemList().modelContainer(afFilledContainer()) },
        .compiles("\\.modelContext") { let _: KeyPath<EnvironmentValues, ModelContext> = \.modelContext },
    ] }

    private static var coreData: [Probe] { [
        .compiles("FetchedResults") { let _: FetchedResults<NSManagedObject>? = nil },
        .compiles("NSManagedObjectID") { let _: NSManagedObjectID? = nil },
        .compiles("NSFetchRequestResult") { let _: (any NSFetchRequestResult)? = nil },
        .compiles("NSMergeByPropertyStoreTrumpMergePolicy") { let _: Any = NSMergeByPropertyStoreTrumpMergePolicy },
        .compiles("NSPersistentCloudKitContainer") { let _: NSPersistentCloudKitContainer? = nil },
        .compiles("NSPersistentHistoryTrackingKey") { let _: String = NSPersistentHistoryTrackingKey },
        .compiles("NSPersistentStoreDescription") { let _: NSPersistentStoreDescription? = nil },
        .compiles("NSPersistentStoreRemoteChangeNotificationPostOptionKey") { let _: String = NSPersistentStoreRemoteChangeNotificationPostOptionKey },
        .compiles("\\.managedObjectContext") { let _: KeyPath<EnvironmentValues, NSManagedObjectContext> = \.managedObjectContext },
        .compiles("perform(_:)") { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType).perform {} },
        .compiles("execute(_:)") {
            _ = try NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
                .execute(NSBatchDeleteRequest(fetchRequest: NSFetchRequest(entityName: "Item")))
        },
        .compiles("loadPersistentStores(completionHandler:)") { NSPersistentContainer(name: "Model").loadPersistentStores { _, _ in } },
        .compiles("NSBatchDeleteRequest(fetchRequest:)") {
            _ = NSBatchDeleteRequest(fetchRequest: NSFetchRequest<NSFetchRequestResult>(entityName: "Item"))
        },
        .compiles("NSPersistentCloudKitContainer(name:)") { _ = NSPersistentCloudKitContainer(name: "Model") },
        .compiles("NSPersistentCloudKitContainerOptions(containerIdentifier:)") {
            _ = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.probe")
        },
        .compiles("NSPersistentStoreDescription(url:)") { _ = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/tmp/a.sqlite")) },
        .compiles(".sortDescriptors") { _ = NSFetchRequest<NSManagedObject>(entityName: "Item").sortDescriptors },
        .compiles(".predicate") { _ = NSFetchRequest<NSManagedObject>(entityName: "Item").predicate },
        .compiles(".viewContext") { _ = NSPersistentContainer(name: "Model").viewContext },
        .compiles(".fetchLimit") { _ = NSFetchRequest<NSManagedObject>(entityName: "Item").fetchLimit },
        .compiles(".objectID") { let object: NSManagedObject? = nil; _ = object?.objectID },
        .compiles(".resultType") { _ = NSFetchRequest<NSDictionary>(entityName: "Item").resultType },
        .compiles(".hasChanges") { _ = NSPersistentContainer(name: "Model").viewContext.hasChanges },
        .compiles(".returnsObjectsAsFaults") { _ = NSFetchRequest<NSManagedObject>(entityName: "Item").returnsObjectsAsFaults },
        .view("@FetchRequest(fetchRequest:)") { AFFetchedList().environment(\.managedObjectContext, afFilledContext()) },
        .view("@FetchRequest(entity:sortDescriptors:)") { AFFetchedList().environment(\.managedObjectContext, afFilledContext()) },
    ] }

    /// Signatures of the earlier census selection (the folder rule, docs/api-census.md), which took
    /// in app files too; not in the current census, kept because they compile now.
    private static var earlierCensus: [Probe] { [
        .compiles("UIApplication.openSettingsURLString") { _ = UIApplication.openSettingsURLString },
        .compiles("UIApplication.willResignActiveNotification") { _ = UIApplication.willResignActiveNotification },
        .compiles(".categoryIdentifier") { _ = UNMutableNotificationContent().categoryIdentifier },
        .compiles(".interruptionLevel") { _ = UNMutableNotificationContent().interruptionLevel },
        .compiles(".actionIdentifier") { let response: UNNotificationResponse? = nil; _ = response?.actionIdentifier },
        .compiles("add(_:withCompletionHandler:)") {
            probeSchedule("probe.add3") { request in UNUserNotificationCenter.current().add(request, withCompletionHandler: nil) }
        },
        .compiles("getPendingNotificationRequests(completionHandler:)") { UNUserNotificationCenter.current().getPendingNotificationRequests { _ in } },
        .compiles("getPendingNotificationRequests(_:)") {
            UNUserNotificationCenter.current().getPendingNotificationRequests(completionHandler: { _ in })
        },
        .compiles("requestAuthorization(options:)") { Task { _ = try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) } },
        .compiles("HKUnit") { let _: HKUnit = .count() },
        .compiles("CLLocation") { let _: CLLocation? = nil },
        .compiles("CLLocationCoordinate2D") { _ = CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35) },
        .compiles("CLLocationDegrees") { let _: CLLocationDegrees = 48.85 },
        .compiles("CNContactStore") { let _: CNContactStore? = nil },
        .compiles("CNAuthorizationStatus") { let _: CNAuthorizationStatus = .authorized },
        .compiles("CNContactStore.authorizationStatus(for:)") { precondition(CNContactStore.authorizationStatus(for: .contacts) == .authorized) },
        .compiles("requestAccess(for:_:)") { CNContactStore().requestAccess(for: .contacts) { granted, _ in precondition(granted) } },
        .compiles("Transaction.updates") { _ = StoreKit.Transaction.updates },
        .compiles("publish(every:on:in:)") { _ = Timer.publish(every: 60, on: .main, in: .common) },
        .compiles("autoconnect()") { _ = Timer.publish(every: 60, on: .main, in: .common).autoconnect() },
        .view("@Query(sort:)") { AFItemList().modelContainer(afFilledContainer()) },
        .noOp("modelContainer(for:inMemory:)", because: "puts a new SwiftData container in the environment; it draws nothing itself") {
            $0.modelContainer(for: AFStoredItem.self, inMemory: true)
        },
    ] }

    /// Schedules a request with a one-hour trigger through `add`, checks it is pending, removes it.
    private static func probeSchedule(_ identifier: String, _ add: (UNNotificationRequest) -> Void) {
        let center = UNUserNotificationCenter.current()
        add(UNNotificationRequest(identifier: identifier, content: UNMutableNotificationContent(),
                                  trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)))
        let semaphore = DispatchSemaphore(value: 0)
        let found = AFFlag()
        center.getPendingNotificationRequests { requests in
            found.set(requests.contains { $0.identifier == identifier })
            semaphore.signal()
        }
        semaphore.wait()
        precondition(found.value)
        center.removePendingNotificationRequests(withIdentifiers: [identifier])
    }
}

/// A stored model, as apps declare them.
@Model
private final class AFStoredItem {
    @Attribute(.unique) var name: String
    var added: Date
    @Transient var note = ""
    init(name: String, added: Date = .distantPast) { self.name = name; self.added = added }
}

/// A container with two saved items.
@MainActor private func afFilledContainer() -> ModelContainer {
    let container = try! ModelContainer(for: AFStoredItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(AFStoredItem(name: "Tea"))
    container.mainContext.insert(AFStoredItem(name: "Bread"))
    try! container.mainContext.save()
    return container
}

/// The items of the environment's store, by name and reversed.
private struct AFItemList: View {
    @Query private var all: [AFStoredItem]
    @Query(sort: \AFStoredItem.name) private var byName: [AFStoredItem]
    @Query(sort: \AFStoredItem.name, order: .reverse) private var byNameReversed: [AFStoredItem]
    var body: some View {
        VStack {
            Text("\(all.count) items")
            Text(byName.map(\.name).joined(separator: ", "))
            Text(byNameReversed.map(\.name).joined(separator: ", "))
        }
    }
}

/// A Core Data entity's class as Xcode generates it, with stored properties (`@NSManaged` needs the
/// Objective-C runtime: docs/widgetkit.md, *App frameworks*).
private final class AFNote: NSManagedObject {
    var title: String?
}

/// A context whose store holds two saved notes.
private func afFilledContext() -> NSManagedObjectContext {
    let container = NSPersistentContainer(name: "Notes")
    for title in ["Tea", "Bread"] { AFNote(context: container.viewContext).title = title }
    try! container.viewContext.save()
    return container.viewContext
}

/// The notes of the environment's context, as fetched and by title.
private struct AFFetchedList: View {
    @FetchRequest(fetchRequest: NSFetchRequest<AFNote>(entityName: "AFNote")) private var notes: FetchedResults<AFNote>
    @FetchRequest(entity: AFNote.entity(), sortDescriptors: [NSSortDescriptor(key: "title", ascending: true)])
    private var byTitle: FetchedResults<AFNote>
    var body: some View {
        VStack {
            Text("\(notes.count) notes")
            Text(byTitle.compactMap(\.title).joined(separator: ", "))
        }
    }
}

/// A delegate as apps write it: an NSObject with the async form of one method.
private final class AFNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification)
        async -> UNNotificationPresentationOptions { [.banner, .sound] }
}

/// A flag a completion handler sets on whatever thread it runs.
private final class AFFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = false
    var value: Bool { lock.withLock { stored } }
    func set(_ value: Bool) { lock.withLock { stored = value } }
}
