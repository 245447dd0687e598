import WidgetResolved

// The operating-system release a render imitates. Teams ship one widget to several releases at
// once, and releases draw the same view differently: iOS 26 changed the system colors and made
// bordered buttons capsules (docs/platform.md §10b). The release is an environment value, set
// from `EnvironmentAxes` (specs, the CLI's `--os`, the golden helpers), and read where a release
// differs: the system color palette and the bordered button.
//
// Glossary
// - Release: Apple's yearly OS version. From 2025 every platform has the same number (iOS 26,
//   watchOS 26, macOS 26); earlier ones are named here by their iOS number (17 = watchOS 10 =
//   macOS 14, 18 = watchOS 11 = macOS 15), as they shipped together.
// - Newest: what a render imitates unless told otherwise.

/// An OS release whose look a render reproduces. Ordered by age; `newest` is the default.
public enum OSRelease: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case v17 = 17
    case v18 = 18
    case v26 = 26

    /// What renders imitate unless told otherwise.
    public static let newest = OSRelease.v26

    /// Parses `17`, `ios17`, `iOS 18`, `os26` (the iOS-numbered release; case and spaces ignored).
    public init?(name: String) {
        var digits = Substring(name.lowercased().filter { $0 != " " })
        for prefix in ["ios", "os"] where digits.hasPrefix(prefix) { digits = digits.dropFirst(prefix.count); break }
        guard let number = Int(digits), let release = OSRelease(rawValue: number) else { return nil }
        self = release
    }

    /// `os17`, `os18`, `os26`: how file names, contact sheets and specs write it.
    public var name: String { "os\(rawValue)" }
    public var description: String { name }

    public static func < (lhs: OSRelease, rhs: OSRelease) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `17, 18, 26`: what an error lists as the accepted values.
    package static let numbers = allCases.map { String($0.rawValue) }.joined(separator: ", ")

    /// True from the 2025 releases on: the system palette of iOS 26 and capsule bordered buttons.
    var hasLiquidGlassLook: Bool { self >= .v26 }
}

private struct OSReleaseKey: EnvironmentKey { static let defaultValue = OSRelease.newest }

extension EnvironmentValues {
    /// The release the render imitates (`OSRelease.newest` unless the render's axes say otherwise).
    /// Ours, not SwiftUI API (on a device a view asks the system for its version): set it with
    /// `.environment(\.osRelease, .v18)` to draw a view as an earlier release does.
    public var osRelease: OSRelease {
        get { self[OSReleaseKey.self] } set { self[OSReleaseKey.self] = newValue }
    }
}
