// APIProbes: one probe per API signature that real widget code uses (docs/census/api-census.tsv),
// written here, calling the API as Apple declares it, in Swift 6 mode. Compiling this target is the
// first check (with Apple's isolation: `View` and its kin are main-actor protocols); the second,
// `APIProbeTests`, draws each view probe and checks that it draws something (or, for a documented
// no-op, that it changes nothing), then writes docs/api-coverage.md from the results.
//
// Glossary
// - Probe: a census signature and our code that uses it, with what a still image should show.
// - Expectation: `draws` (the probe differs from its base), `unchanged` (a documented no-op: equal
//   to its base, with the reason), `notDrawnYet` (a render gap: equal to its base, though iOS draws
//   something), `compiles` (not a view: a type, protocol, key path, value; its
//   code runs once).
// - Gap: a probe that does not compile yet, kept under `#if API_GAPS` so the target builds; the
//   report lists it.
// - Not Apple API: census rows that are the apps' own names (NotAppleAPI/*.tsv), left out of coverage.
import WidgetKit
import Charts
import AppIntents

@MainActor
struct Probe {
    enum Expectation: Equatable {
        case draws
        case unchanged(because: String)
        /// Compiles, draws nothing yet where iOS draws something (said in `expected`): a render gap.
        case notDrawnYet(expected: String)
        case compiles
    }

    let signature: String
    let expectation: Expectation
    /// A theme name when the API shows only under it (`widgetAccentable()`: "ios.tinted(blue)").
    let theme: String?
    let family: WidgetFamily
    let base: () -> AnyView
    let probed: () -> AnyView
    let run: () throws -> Void

    /// A view or initializer that draws: compared with an empty widget.
    static func view<V: View>(_ signature: String, family: WidgetFamily = .systemSmall, theme: String? = nil,
                              @ViewBuilder _ make: @escaping () -> V) -> Probe {
        Probe(signature: signature, expectation: .draws, theme: theme, family: family,
              base: { AnyView(EmptyView()) }, probed: { AnyView(make()) }, run: {})
    }

    /// A modifier that changes what its base draws. The base defaults to `ProbeSample`.
    static func modifier<B: View, V: View>(_ signature: String, family: WidgetFamily = .systemSmall, theme: String? = nil,
                                           base: @escaping () -> B, _ apply: @escaping (B) -> V) -> Probe {
        Probe(signature: signature, expectation: .draws, theme: theme, family: family,
              base: { AnyView(base()) }, probed: { AnyView(apply(base())) }, run: {})
    }

    static func modifier<V: View>(_ signature: String, family: WidgetFamily = .systemSmall, theme: String? = nil,
                                  _ apply: @escaping (ProbeSample) -> V) -> Probe {
        modifier(signature, family: family, theme: theme, base: { ProbeSample() }, apply)
    }

    /// A documented no-op in a still image: the probe must draw exactly its base.
    static func noOp<B: View, V: View>(_ signature: String, because reason: String, family: WidgetFamily = .systemSmall,
                                       base: @escaping () -> B, _ apply: @escaping (B) -> V) -> Probe {
        Probe(signature: signature, expectation: .unchanged(because: reason), theme: nil, family: family,
              base: { AnyView(base()) }, probed: { AnyView(apply(base())) }, run: {})
    }

    static func noOp<V: View>(_ signature: String, because reason: String, family: WidgetFamily = .systemSmall,
                              _ apply: @escaping (ProbeSample) -> V) -> Probe {
        noOp(signature, because: reason, family: family, base: { ProbeSample() }, apply)
    }

    /// Compiles but is not drawn yet, though iOS draws it (`expected` says what): checked to change
    /// nothing, so that drawing it later fails here and the probe becomes `modifier`.
    static func notDrawnYet<V: View>(_ signature: String, expected: String, family: WidgetFamily = .systemSmall,
                                     _ apply: @escaping (ProbeSample) -> V) -> Probe {
        Probe(signature: signature, expectation: .notDrawnYet(expected: expected), theme: nil, family: family,
              base: { AnyView(ProbeSample()) }, probed: { AnyView(apply(ProbeSample())) }, run: {})
    }

    /// Not a view: a type, protocol, environment key, property wrapper or value. Runs once.
    static func compiles(_ signature: String, _ body: @escaping () throws -> Void = {}) -> Probe {
        Probe(signature: signature, expectation: .compiles, theme: nil, family: .systemSmall,
              base: { AnyView(EmptyView()) }, probed: { AnyView(EmptyView()) }, run: body)
    }
}

/// The base of modifier probes: a symbol, a line of text and a filled shape, on a light widget.
struct ProbeSample: View {
    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: "star.fill")
            Text("Probe 42")
            RoundedRectangle(cornerRadius: 6).fill(.blue).frame(width: 60, height: 24)
        }
    }
}
