import WidgetKit

/// Every probe, by census kind. Each part lives in its own file; under `#if API_GAPS` a part keeps
/// the probes that do not compile yet (docs/api-coverage.md lists them).
@MainActor
enum Probes {
    static var all: [Probe] { initializers + types + modifiers + modifiers2 + implicitMembers + environment + members + protocols + wrappers + macros + appFrameworks }
}
