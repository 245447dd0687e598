import XCTest
import WidgetKitLayer
@testable import WidgetKitLayer

// ActivityKit's app side in one process (docs/widgetkit.md, *Live Activities from app code*):
// request, update, end, the activity list, the 4 KB limit from ActivityKit's documentation
// (ActivityAuthorizationError.attributesTooLarge, ActivityAttributes.ContentState) and our limit
// of concurrent activities.

private struct RideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var minutesAway: Int; var note = "" }
    var driver: String
}

final class ActivityRequestTests: XCTestCase {
    override func setUp() { ActivityRegistry.shared.removeAll() }
    override func tearDown() { ActivityRegistry.shared.removeAll() }

    private func start(_ minutes: Int = 5) throws -> Activity<RideAttributes> {
        try Activity.request(attributes: RideAttributes(driver: "Ana"),
                             content: ActivityContent(state: .init(minutesAway: minutes), staleDate: nil), pushType: .token)
    }

    func testRequestUpdateAndEnd() async throws {
        XCTAssertTrue(ActivityAuthorizationInfo().areActivitiesEnabled)
        let activity = try start()
        XCTAssertEqual(Activity<RideAttributes>.activities.map(\.id), [activity.id])
        XCTAssertEqual(activity.activityState, .active)
        XCTAssertNil(activity.pushToken, "no push token arrives on a render machine")

        await activity.update(ActivityContent(state: .init(minutesAway: 2), staleDate: nil))
        XCTAssertEqual(activity.content.state.minutesAway, 2)

        await activity.end(ActivityContent(state: .init(minutesAway: 0), staleDate: nil), dismissalPolicy: .default)
        XCTAssertEqual(activity.activityState, .ended)
        XCTAssertEqual(activity.content.state.minutesAway, 0, "the final content is kept")
        XCTAssertTrue(Activity<RideAttributes>.activities.isEmpty)

        // An ended activity no longer changes.
        await activity.update(ActivityContent(state: .init(minutesAway: 9), staleDate: nil))
        XCTAssertEqual(activity.content.state.minutesAway, 0)
    }

    func testImmediateDismissalAndUpdatesStream() async throws {
        let activity = try start()
        let updates = activity.contentUpdates
        let states = activity.activityStateUpdates
        await activity.update(ActivityContent(state: .init(minutesAway: 3), staleDate: nil))
        await activity.end(nil, dismissalPolicy: .immediate)
        var seen: [Int] = []
        for await content in updates { seen.append(content.state.minutesAway) }
        XCTAssertEqual(seen, [3])
        var lastState: ActivityState?
        for await state in states { lastState = state }
        XCTAssertEqual(lastState, .dismissed)
    }

    /// ActivityKit: attributes or a content state over 4 KB are refused; an update over 4 KB keeps
    /// the previous content.
    func testFourKilobyteLimit() async throws {
        let big = String(repeating: "x", count: 4_100)
        XCTAssertThrowsError(try Activity.request(attributes: RideAttributes(driver: big),
                                                  content: ActivityContent(state: .init(minutesAway: 1), staleDate: nil))) {
            XCTAssertEqual($0 as? ActivityAuthorizationError, .attributesTooLarge)
        }
        let activity = try start(7)
        await activity.update(ActivityContent(state: .init(minutesAway: 1, note: big), staleDate: nil))
        XCTAssertEqual(activity.content.state.minutesAway, 7)
    }

    func testConcurrentLimit() throws {
        for minutes in 0..<ActivityRegistry.maximumActive { _ = try start(minutes) }
        XCTAssertThrowsError(try start()) {
            XCTAssertEqual($0 as? ActivityAuthorizationError, .targetMaximumExceeded)
            XCTAssertEqual(String(describing: $0),
                           "Activity.request: more than 5 Live Activities are active in this process")
        }
    }
}

/// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)` from `WIDGET_RENDER_APP_GROUPS`.
final class AppGroupContainerTests: XCTestCase {
    func testFoldersFromTheVariable() throws {
        let base = URL(fileURLWithPath: "/work/app", isDirectory: true)
        let folders = try appGroupFolders("group.com.example=Fixtures/Group:group.other=/tmp/other", relativeTo: base)
        XCTAssertEqual(folders["group.com.example"]?.path, "/work/app/Fixtures/Group")
        XCTAssertEqual(folders["group.other"]?.path, "/tmp/other")
        XCTAssertNil(folders["group.missing"])
    }

    func testMalformedVariablesAreErrors() {
        let base = URL(fileURLWithPath: "/", isDirectory: true)
        for bad in ["group.a", "=folder", "group.a=", "group.a=/x:group.a=/y"] {
            XCTAssertThrowsError(try appGroupFolders(bad, relativeTo: base), bad)
        }
    }

    /// Without the variable, nil: what iOS returns to an extension without the group's entitlement.
    func testContainerURLReadsTheVariable() {
        let saved = ProcessInfo.processInfo.environment[appGroupsVariable]
        defer { if let saved { setenv(appGroupsVariable, saved, 1) } else { unsetenv(appGroupsVariable) } }
        unsetenv(appGroupsVariable)
        XCTAssertNil(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example"))
        setenv(appGroupsVariable, "group.com.example=/tmp/app-group", 1)
        XCTAssertEqual(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example")?.path,
                       "/tmp/app-group")
        XCTAssertNil(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.other"))
    }
}
