import XCTest
import WidgetViews
@testable import WidgetKitLayer

// The app-side frameworks on a render machine (docs/widgetkit.md, *App frameworks*): what each
// answers, and the real parts (unit conversions, distances, Combine's delivery). Expected values
// are worked out by hand from the unit definitions and the sphere's radius.

final class UserNotificationsTests: XCTestCase {
    private let center = UNUserNotificationCenter.current()
    override func setUp() { center.removeAllPendingNotificationRequests() }
    override func tearDown() { center.removeAllPendingNotificationRequests() }

    private func request(_ id: String, title: String = "", trigger: UNNotificationTrigger? = UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false))
        -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = title
        return UNNotificationRequest(identifier: id, content: content, trigger: trigger)
    }

    func testAuthorizationIsGranted() async throws {
        let granted = try await center.requestAuthorization(options: [.alert, .sound])
        XCTAssertTrue(granted)
        let settings = await center.notificationSettings()
        XCTAssertEqual(settings.authorizationStatus, .authorized)
        let expectation = expectation(description: "completion")
        center.requestAuthorization(options: [.badge]) { granted, error in
            XCTAssertTrue(granted); XCTAssertNil(error); expectation.fulfill()
        }
        await fulfillment(of: [expectation], timeout: 1)
    }

    func testPendingRequestsAreKeptReplacedAndRemoved() async throws {
        try await center.add(request("a", title: "first"))
        center.add(request("b"), withCompletionHandler: nil)
        try await center.add(request("a", title: "second"))
        var pending = await center.pendingNotificationRequests()
        XCTAssertEqual(pending.map(\.identifier), ["b", "a"], "a request with a pending identifier replaces it")
        XCTAssertEqual(pending.last?.content.title, "second")

        center.removePendingNotificationRequests(withIdentifiers: ["b", "unknown"])
        pending = await center.pendingNotificationRequests()
        XCTAssertEqual(pending.map(\.identifier), ["a"])
        center.removeAllPendingNotificationRequests()
        pending = await center.pendingNotificationRequests()
        XCTAssertTrue(pending.isEmpty)
    }

    func testNothingIsDelivered() async throws {
        try await center.add(request("now", trigger: nil))
        let pending = await center.pendingNotificationRequests()
        XCTAssertTrue(pending.isEmpty, "a request without a trigger is delivered at once on iOS, so it is not pending")
        let delivered = await center.deliveredNotifications()
        XCTAssertTrue(delivered.isEmpty, "a render delivers nothing")
    }

    func testRequestKeepsACopyOfItsContent() {
        let content = UNMutableNotificationContent()
        content.title = "Before"
        content.userInfo = ["id": 7]
        let request = UNNotificationRequest(identifier: "copy", content: content, trigger: nil)
        content.title = "After"
        XCTAssertEqual(request.content.title, "Before")
        XCTAssertFalse(request.content is UNMutableNotificationContent)
        let copy = request.content.mutableCopy() as? UNMutableNotificationContent
        copy?.body = "Edited"
        XCTAssertEqual(copy?.title, "Before")
        XCTAssertEqual(copy?.userInfo["id"] as? Int, 7)
        XCTAssertEqual(request.content.body, "")
    }

    func testTriggerDates() throws {
        let before = Date()
        let interval = UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false)
        let fire = try XCTUnwrap(interval.nextTriggerDate())
        XCTAssertEqual(fire.timeIntervalSince(before), 90, accuracy: 1)

        var components = DateComponents(hour: 8, minute: 30)
        components.calendar = Calendar(identifier: .gregorian)
        components.calendar?.timeZone = TimeZone(identifier: "UTC")!
        let calendar = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let next = try XCTUnwrap(calendar.nextTriggerDate())
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        XCTAssertEqual(utc.dateComponents([.hour, .minute, .second], from: next), DateComponents(hour: 8, minute: 30, second: 0))
        XCTAssertGreaterThan(next, before)
        XCTAssertLessThanOrEqual(next.timeIntervalSince(before), 86_400)
    }

    func testDelegateIsKeptWeakly() {
        final class Delegate: NSObject, UNUserNotificationCenterDelegate {}
        var delegate: Delegate? = Delegate()
        center.delegate = delegate
        XCTAssertTrue(center.delegate === delegate)
        delegate = nil
        XCTAssertNil(center.delegate)
    }
}

final class HealthKitTests: XCTestCase {
    private func convert(_ value: Double, _ from: HKUnit, _ to: HKUnit) -> Double {
        HKQuantity(unit: from, doubleValue: value).doubleValue(for: to)
    }

    func testConversions() {
        XCTAssertEqual(convert(1, .mile(), .meter()), 1609.344, accuracy: 1e-9)
        XCTAssertEqual(convert(5, .meterUnit(with: .kilo), .mile()), 5000 / 1609.344, accuracy: 1e-12)
        XCTAssertEqual(convert(1, .kilocalorie(), .joule()), 4184, accuracy: 1e-9)
        XCTAssertEqual(convert(1, .largeCalorie(), .kilocalorie()), 1, accuracy: 1e-12)
        XCTAssertEqual(convert(1, .pound(), .gramUnit(with: .kilo)), 0.45359237, accuracy: 1e-12)
        XCTAssertEqual(convert(100, .degreeCelsius(), .degreeFahrenheit()), 212, accuracy: 1e-9)
        XCTAssertEqual(convert(98.6, .degreeFahrenheit(), .degreeCelsius()), 37, accuracy: 1e-9)
        XCTAssertEqual(convert(0, .degreeCelsius(), .kelvin()), 273.15, accuracy: 1e-9)
        XCTAssertEqual(convert(90, .minute(), .hour()), 1.5, accuracy: 1e-12)
        XCTAssertEqual(convert(50, .percent(), .count()), 0.5, accuracy: 1e-12)
        // 60 beats a minute is one a second.
        XCTAssertEqual(convert(60, .count().unitDivided(by: .minute()), .hertz()), 1, accuracy: 1e-12)
        // 5.5 mmol/L of glucose: 5.5e-3 mol × 180.15588 g/mol per liter = 990.857 mg/L = 99.0857 mg/dL.
        let mmolPerLiter = HKUnit.moleUnit(with: .milli, molarMass: HKUnitMolarMassBloodGlucose).unitDivided(by: .liter())
        XCTAssertEqual(convert(5.5, mmolPerLiter, HKUnit(from: "mg/dL")), 5.5 * 180.15588000005408 / 10, accuracy: 1e-9)
        XCTAssertEqual(convert(5.5, HKUnit(from: "mmol<180.15588000005408>/L"), HKUnit(from: "mg/dL")), 99.08573400003, accuracy: 1e-9)
    }

    func testUnitStrings() {
        XCTAssertEqual(HKUnit(from: "kcal"), HKUnit.kilocalorie())
        XCTAssertEqual(HKUnit(from: "count/min"), HKUnit.count().unitDivided(by: .minute()))
        XCTAssertEqual(HKUnit.count().unitDivided(by: .minute()).unitString, "count/min")
        // VO2 max: 1 mL/(kg·min) is 1e-6 m³ per 1000 g per 60 s.
        let vo2 = HKUnit(from: "mL/(kg*min)")
        XCTAssertEqual(HKQuantity(unit: vo2, doubleValue: 42).doubleValue(for: HKUnit(from: "L/(g*hr)")), 42 * 60 / 1_000_000, accuracy: 1e-15)
        XCTAssertEqual(convert(1, HKUnit(from: "m/s^2"), HKUnit(from: "km/hr^2")), 3600 * 3600 / 1000, accuracy: 1e-9)
        XCTAssertEqual(HKUnit.second().reciprocal(), HKUnit.hertz())
    }

    func testCompatibility() {
        let steps = HKQuantity(unit: .count(), doubleValue: 8000)
        XCTAssertTrue(steps.is(compatibleWith: .count()))
        XCTAssertFalse(steps.is(compatibleWith: .meter()))
        XCTAssertEqual(HKQuantity(unit: .foot(), doubleValue: 3).compare(HKQuantity(unit: .yard(), doubleValue: 1)), .orderedSame)
        XCTAssertEqual(HKQuantity(unit: .inch(), doubleValue: 1).compare(HKQuantity(unit: .meterUnit(with: .centi), doubleValue: 2.6)),
                       .orderedAscending)
    }

    func testStoreHasNoHealthData() async {
        XCTAssertFalse(HKHealthStore.isHealthDataAvailable())
        let store = HKHealthStore()
        XCTAssertEqual(store.authorizationStatus(for: HKQuantityType(.stepCount)), .notDetermined)
        do {
            try await store.requestAuthorization(toShare: [], read: [HKQuantityType(.stepCount)])
            XCTFail("expected errorHealthDataUnavailable")
        } catch HKError.errorHealthDataUnavailable {
        } catch {
            XCTFail("unexpected \(error)")
        }
    }
}

final class CoreLocationTests: XCTestCase {
    private let radius = 6_371_008.8

    func testGreatCircleDistances() {
        let origin = CLLocation(latitude: 0, longitude: 0)
        // One degree along the equator is R·π/180; the antipode is half a great circle, π·R.
        XCTAssertEqual(origin.distance(from: CLLocation(latitude: 0, longitude: 1)), radius * .pi / 180, accuracy: 1e-6)
        XCTAssertEqual(origin.distance(from: CLLocation(latitude: 0, longitude: 180)), radius * .pi, accuracy: 1e-6)
        XCTAssertEqual(origin.distance(from: CLLocation(latitude: 90, longitude: 45)), radius * .pi / 2, accuracy: 1e-6)
        XCTAssertEqual(origin.distance(from: origin), 0)
        // Paris to London, about 343.5 km on the ground.
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522), london = CLLocation(latitude: 51.5072, longitude: -0.1276)
        XCTAssertEqual(paris.distance(from: london) / 1000, 343.5, accuracy: 1)
        XCTAssertEqual(paris.distance(from: london), london.distance(from: paris), accuracy: 1e-9)
    }

    func testCoordinatesAndGeocoder() async {
        XCTAssertTrue(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 48.8, longitude: 2.3)))
        XCTAssertFalse(CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        do {
            _ = try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 48.8, longitude: 2.3))
            XCTFail("expected a network error")
        } catch CLError.network {
        } catch {
            XCTFail("unexpected \(error)")
        }
    }
}

final class StoreKitAndContactsTests: XCTestCase {
    func testNoProductsAndNoTransactions() async throws {
        let products = try await Product.products(for: ["com.example.pro"])
        XCTAssertTrue(products.isEmpty)
        var entitlements = 0
        for await _ in StoreKit.Transaction.currentEntitlements { entitlements += 1 }
        XCTAssertEqual(entitlements, 0)
        let latest = await StoreKit.Transaction.latest(for: "com.example.pro")
        XCTAssertNil(latest)
        let result = VerificationResult<Int>.unverified(3, .invalidSignature)
        XCTAssertThrowsError(try result.payloadValue)
        XCTAssertEqual(result.unsafePayloadValue, 3)
    }

    func testAddressBookIsEmptyAndAccessible() async throws {
        XCTAssertEqual(CNContactStore.authorizationStatus(for: .contacts), .authorized)
        let granted = try await CNContactStore().requestAccess(for: .contacts)
        XCTAssertTrue(granted)
        let keys = [CNContactGivenNameKey as CNKeyDescriptor]
        XCTAssertEqual(try CNContactStore().unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Ana"), keysToFetch: keys), [])
        XCTAssertThrowsError(try CNContactStore().unifiedContact(withIdentifier: "x", keysToFetch: keys)) { error in
            XCTAssertEqual((error as? CNError)?.code, .recordDoesNotExist)
        }
        let contact = CNMutableContact()
        contact.givenName = "Ana"
        contact.familyName = "Lima"
        XCTAssertTrue(CNContact.predicateForContacts(withIdentifiers: [contact.identifier]).evaluate(with: contact))
        XCTAssertTrue(CNContact.predicateForContacts(matchingName: "lima").evaluate(with: contact))
        XCTAssertFalse(CNContact.predicateForContacts(withIdentifiers: ["other"]).evaluate(with: contact))
    }
}

final class UIApplicationTests: XCTestCase {
    func testNotificationNamesAndOpen() {
        XCTAssertEqual(UIApplication.willEnterForegroundNotification.rawValue, "UIApplicationWillEnterForegroundNotification")
        XCTAssertEqual(UIApplication.openSettingsURLString, "app-settings:")
        // XCTest runs test methods on the main thread; UIApplication is main-actor code.
        MainActor.assumeIsolated {
            let application: UIApplication? = nil
            application?.open(URL(string: "https://example.com")!) { _ in }
        }
    }
}

final class CombineTests: XCTestCase {
    /// Collects what a sink receives.
    private final class Log<T> {
        var values: [T] = []
        var finished = false
    }

    private func collect<P: Publisher>(_ publisher: P, into log: Log<P.Output>) -> AnyCancellable where P.Failure == Never {
        publisher.sink(receiveCompletion: { _ in log.finished = true }, receiveValue: { log.values.append($0) })
    }

    func testJustSendsItsValueThenFinishes() {
        let log = Log<Int>()
        _ = collect(Just(7).map { $0 * 6 }, into: log)
        XCTAssertEqual(log.values, [42])
        XCTAssertTrue(log.finished)
    }

    func testSubjectsDeliverInSubscriptionOrderUntilCancelled() {
        let subject = PassthroughSubject<String, Never>()
        var order: [String] = []
        let first = subject.sink { order.append("first \($0)") }
        let second = subject.eraseToAnyPublisher().sink { order.append("second \($0)") }
        subject.send("a")
        first.cancel()
        subject.send("b")
        XCTAssertEqual(order, ["first a", "second a", "second b"])
        subject.send(completion: .finished)
        subject.send("after the end")
        let late = Log<String>()
        _ = collect(subject, into: late)
        XCTAssertEqual(order.count, 3)
        XCTAssertTrue(late.finished, "a late subscriber receives the completion")
        XCTAssertTrue(late.values.isEmpty)
        _ = second
    }

    func testCurrentValueSubjectSendsTheCurrentValueFirst() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let log = Log<Int>()
        let cancellable = collect(subject, into: log)
        subject.value = 2
        subject.send(3)
        XCTAssertEqual(log.values, [1, 2, 3])
        XCTAssertEqual(subject.value, 3)
        _ = cancellable
    }

    func testReleasingTheCancellableEndsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        let log = Log<Int>()
        var cancellables = Set<AnyCancellable>()
        collect(subject, into: log).store(in: &cancellables)
        subject.send(1)
        cancellables.removeAll()
        subject.send(2)
        XCTAssertEqual(log.values, [1])
    }

    func testNotificationPublisherDeliversPostsUntilCancelled() {
        let center = NotificationCenter()
        let name = Notification.Name("AppFrameworksTests.ping")
        let log = Log<Notification>()
        let cancellable = collect(center.publisher(for: name), into: log)
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        cancellable.cancel()
        center.post(name: name, object: nil)
        XCTAssertEqual(log.values.map(\.name), [name])
    }

    func testAutoconnectedTimerFiresWhileItsRunLoopRunsAndStopsWhenCancelled() {
        let log = Log<Date>()
        let cancellable = collect(Timer.publish(every: 0.05, on: .current, in: .default).autoconnect(), into: log)
        let deadline = Date().addingTimeInterval(5)
        while log.values.count < 2, Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.05)) }
        XCTAssertGreaterThanOrEqual(log.values.count, 2)
        cancellable.cancel()
        let count = log.values.count
        RunLoop.current.run(until: Date().addingTimeInterval(0.2))
        XCTAssertEqual(log.values.count, count, "cancelling the last subscription stops the timer")
    }
}
