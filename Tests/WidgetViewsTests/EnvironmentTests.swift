import Foundation
import XCTest
@testable import WidgetViews

private struct CupSizeKey: EnvironmentKey { static let defaultValue = "tall" }

extension EnvironmentValues {
    /// A user-defined key, declared the way SwiftUI documents `EnvironmentKey`.
    var cupSize: String {
        get { self[CupSizeKey.self] }
        set { self[CupSizeKey.self] = newValue }
    }
}

/// `@Environment` reads the values resolve injects before `body` runs, and
/// `.environment(\.key, value)` overrides them for a subtree only (SwiftUI's environment rules).
final class EnvironmentTests: XCTestCase {
    struct Reader: View {
        @Environment(\.widgetFamily) var family
        @Environment(\.widgetRenderingMode) var mode
        @Environment(\.colorScheme) var scheme
        @Environment(\.showsWidgetContainerBackground) var showsBackground
        @Environment(\.levelOfDetail) var detail
        @Environment(\.isLuminanceReduced) var dimmed
        @Environment(\.redactionReasons) var reasons
        @Environment(\.displayScale) var scale
        @Environment(\.cupSize) var cup
        var body: some View {
            Text(verbatim: "\(family.description) \(mode.rawValue) \(scheme.rawValue) \(showsBackground) \(detail.rawValue) "
                 + "\(dimmed) \(reasons.rawValue) \(scale) \(cup)")
        }
    }

    func testDefaultsAreInjected() throws {
        XCTAssertEqual(strings(in: try resolved(Reader()).content),
                       ["systemSmall fullColor light true default false 0 2.0 tall"])
    }

    func testEveryBuiltInValueAndAUserKeyAreInjectedBeforeBody() throws {
        let node = try resolved(Reader()) { environment in
            environment.widgetFamily = .accessoryRectangular
            environment.widgetRenderingMode = .vibrant
            environment.colorScheme = .dark
            environment.showsWidgetContainerBackground = false
            environment.levelOfDetail = .simplified
            environment.isLuminanceReduced = true
            environment.redactionReasons = .privacy
            environment.displayScale = 3
            environment.cupSize = "venti"
        }.content
        XCTAssertEqual(strings(in: node),
                       ["accessoryRectangular vibrant dark false simplified true 2 3.0 venti"])
    }

    struct Nested: View {
        var body: some View {
            VStack {
                CupLabel()
                CupLabel().environment(\.cupSize, "grande")
                VStack { CupLabel() }.environment(\.widgetFamily, .systemLarge)
            }
        }
    }

    struct CupLabel: View {
        @Environment(\.cupSize) var cup
        @Environment(\.widgetFamily) var family
        var body: some View { Text(verbatim: "\(cup)/\(family.description)") }
    }

    func testEnvironmentModifierOverridesOnlyItsSubtree() throws {
        let node = try resolved(Nested()) { $0.widgetFamily = .systemMedium }.content
        XCTAssertEqual(strings(in: node), ["tall/systemMedium", "grande/systemMedium", "tall/systemLarge"])
    }

    func testTheSameViewResolvesIndependentlyOnManyThreadsAtOnce() throws {
        // Each resolve binds its own environment (task-local), so concurrent resolves of one view
        // value in different families never see each other's values.
        let view = Reader()
        let families = WidgetFamily.allCases
        let results = Locked<[Int: [String]]>([:])
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            let family = families[i % families.count]
            let node = try? resolved(view) { $0.widgetFamily = family }.content
            results.withValue { $0[i] = node.map { strings(in: $0) } ?? [] }
        }
        let all = results.withValue { $0 }
        for i in 0..<64 {
            XCTAssertEqual(all[i]?.first?.hasPrefix(families[i % families.count].description + " "), true, "iteration \(i)")
        }
    }

    func testEnvironmentReadOutsideResolveGivesDefaults() {
        XCTAssertEqual(Reader().family, .systemSmall)
    }
}

/// A value behind a lock, for collecting results from concurrent work in a test.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withValue<R>(_ body: (inout Value) -> R) -> R {
        lock.lock(); defer { lock.unlock() }
        return body(&value)
    }
}
