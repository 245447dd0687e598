import Foundation
import XCTest
import WidgetKit

/// Draws every probe and writes the coverage report (docs/api-coverage.md, generated; this test
/// fails when the committed report differs, and leaves the new one in `.build/api-coverage.md`:
/// `scripts/api-coverage` copies it).
final class APIProbeTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testProbesDrawAndTheReportIsCurrent() throws {
        let outcomes = try MainActor.assumeIsolated { try Self.drawAll() }
        let failures = outcomes.filter { !$0.passed }
        XCTAssertTrue(failures.isEmpty, failures.map { "\($0.signature): \($0.problem ?? "")" }.joined(separator: "\n"))

        let census = try CensusTable(contentsOf: Self.root.appendingPathComponent("docs/census/api-census.tsv"))
        let notApple = try NotAppleTable(folder: Self.root.appendingPathComponent("Tests/APIProbes/NotAppleAPI"))
        let gaps = try GapScanner.signatures(in: Self.root.appendingPathComponent("Tests/APIProbes"))
        let report = CoverageReport(census: census, notApple: notApple, outcomes: outcomes, gaps: gaps).markdown
        let committed = try? String(contentsOf: Self.root.appendingPathComponent("docs/api-coverage.md"), encoding: .utf8)
        if committed != report {
            let fresh = Self.root.appendingPathComponent(".build/api-coverage.md")
            try report.write(to: fresh, atomically: true, encoding: .utf8)
            XCTFail("docs/api-coverage.md is not current: run scripts/api-coverage (the new report is \(fresh.path))")
        }
    }

    func testEachSignatureHasOneProbe() {
        let signatures = MainActor.assumeIsolated { Probes.all.map(\.signature) }
        let repeated = Dictionary(grouping: signatures, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        XCTAssertEqual(repeated, [], "probed twice")
    }

    /// Each probe drawn (or run) and checked against its expectation.
    @MainActor static func drawAll() throws -> [ProbeOutcome] {
        let renderer = try WidgetRenderer()
        let device = try Device(named: "iphone-se")  // 2×: small images, every family the probes use
        return Probes.all.map { probe in
            do {
                switch probe.expectation {
                case .compiles:
                    try probe.run()
                    return ProbeOutcome(probe, passed: true)
                case .draws, .unchanged, .notDrawnYet:
                    func draw(_ view: AnyView) throws -> [UInt8] {
                        let theme = try probe.theme.map { try Theme(named: $0) }
                        let pixmap = try renderer.render(.view(view, family: probe.family, device: device, theme: theme))
                        return pixmap.premultipliedBytes
                    }
                    let same = try draw(probe.base()) == draw(probe.probed())
                    if probe.expectation == .draws, same { return ProbeOutcome(probe, passed: false, problem: "draws nothing more than its base") }
                    if probe.expectation != .draws, !same { return ProbeOutcome(probe, passed: false, problem: "expected to change nothing, but changes the image") }
                    return ProbeOutcome(probe, passed: true)
                }
            } catch {
                return ProbeOutcome(probe, passed: false, problem: "\(error)")
            }
        }
    }
}

struct ProbeOutcome: Sendable {
    let signature: String
    let kind: Kind
    let passed: Bool
    let problem: String?
    enum Kind: Sendable, Equatable { case draws, noOp(String), notDrawnYet(String), compiles }

    @MainActor init(_ probe: Probe, passed: Bool, problem: String? = nil) {
        signature = probe.signature
        switch probe.expectation {
        case .draws: kind = .draws
        case .unchanged(let reason): kind = .noOp(reason)
        case .notDrawnYet(let expected): kind = .notDrawnYet(expected)
        case .compiles: kind = .compiles
        }
        self.passed = passed
        self.problem = problem
    }
}
