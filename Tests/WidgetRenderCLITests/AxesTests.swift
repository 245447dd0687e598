import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender

/// Environment axes on the command line and in specs: parsing, the matrix, file names.
final class AxesTests: XCTestCase {
    private func axes(_ arguments: [String]) throws -> [EnvironmentAxes]? {
        try AxesOptions.parse(arguments).axes()
    }

    /// Every combination of the values, sizes outermost; Arabic lays out right to left.
    func testOptionsMakeEveryCombination() throws {
        let all = try XCTUnwrap(try axes(["--dynamic-type", "xSmall,large,ax3", "--locale", "ar,ja"]))
        XCTAssertEqual(all.map(\.description), ["xSmall-ar-rtl", "xSmall-ja", "ar-rtl", "ja",
                                                "accessibility3-ar-rtl", "accessibility3-ja"])
        XCTAssertNil(try axes([]))
        XCTAssertEqual(try axes(["--rtl", "--bold-text"])?.map(\.name), ["rtl-bold"])
        XCTAssertEqual(try axes(["--locale", "he", "--rtl"])?.map(\.name), ["he-rtl"])
        // The newest release is the default and adds nothing to a name; others end it.
        XCTAssertEqual(try axes(["--os", "17,ios18,26"])?.map(\.name), ["os17", "os18", ""])
        XCTAssertEqual(try axes(["--bold-text", "--os", "18"])?.map(\.name), ["bold-os18"])
        XCTAssertEqual(try AxesOptions.parse(["--os", "18"]).words, ["--os", "18"])
    }

    func testBadValuesGetOneLine() {
        XCTAssertThrowsError(try axes(["--dynamic-type", "huge"])) { error in
            XCTAssertTrue("\(error)".contains("unknown size 'huge'"), "\(error)")
        }
        XCTAssertThrowsError(try axes(["--locale", "../x"])) { error in
            XCTAssertTrue("\(error)".contains("not a locale identifier"), "\(error)")
        }
        XCTAssertThrowsError(try axes(["--os", "19"])) { error in
            XCTAssertEqual("\(error)", "--os: unknown release '19'; valid releases: 17, 18, 26")
        }
    }

    /// Non-default axes suffix the widget's folder; the defaults keep the old paths.
    func testJobPathsAndCheckNames() throws {
        let spec = packageRoot.appendingPathComponent("Examples/caffeine-tracker.yaml").path
        let subjects = try RenderSubject.load(specPaths: [spec])
        var matrix = RenderMatrix(themes: [.iosLight], families: [.systemSmall], device: try Device(named: "iphone-11"))
        let plain = try matrix.jobs(for: subjects).map(\.relativePath)
        matrix.axes = [.default, EnvironmentAxes(dynamicTypeSize: .accessibility2, locale: Locale(identifier: "he"))]
        let jobs = try matrix.jobs(for: subjects)
        XCTAssertEqual(jobs.count, plain.count * 2)
        XCTAssertTrue(Set(jobs.map(\.relativePath)).isSuperset(of: plain))
        let suffixed = jobs.filter { !$0.axes.isDefault }
        XCTAssertTrue(suffixed.allSatisfy { $0.relativePath.hasPrefix("\($0.subject.name)__accessibility2-he-rtl/") },
                      suffixed.map(\.relativePath).description)
        XCTAssertTrue(suffixed.allSatisfy { GoldenChecker.name(of: $0, suite: "s").hasPrefix("s/\($0.subject.name)__accessibility2-he-rtl/") })
    }

    /// A spec's `axes:` list, with its errors on one line naming the file and line.
    func testSpecAxes() throws {
        let folder = try temporaryFolder("axes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("w.yaml")
        try """
            axes:
              - {}
              - {dynamicTypeSize: xxLarge, boldText: true}
              - {locale: he}
              - {osRelease: 18}
            widgets:
              - name: w
                families: [systemSmall]
                body: {Text: hi}
            """.write(to: spec, atomically: true, encoding: .utf8)
        let subjects = try RenderSubject.load(specPaths: [spec.path])
        XCTAssertEqual(subjects[0].axes.map(\.description), ["default", "xxLarge-bold", "he-rtl", "os18"])
        let jobs = try RenderMatrix(themes: [.iosLight], device: try Device(named: "iphone-11")).jobs(for: subjects)
        XCTAssertEqual(Set(jobs.map { $0.relativePath.split(separator: "/")[0] }), ["w", "w__xxLarge-bold", "w__he-rtl", "w__os18"])

        for (item, message) in [("{dynamicTypeSize: huge}", "'dynamicTypeSize' has no value 'huge'"),
                                ("{osRelease: 19}", "'osRelease' has no value 19; valid: 17, 18, 26")] {
            try """
                axes:
                  - \(item)
                widgets:
                  - name: w
                    families: [systemSmall]
                    body: {Text: hi}
                """.write(to: spec, atomically: true, encoding: .utf8)
            XCTAssertThrowsError(try RenderSubject.load(specPaths: [spec.path])) { error in
                let line = "\(error)"
                XCTAssertTrue(line.contains("w.yaml:2") && line.contains(message), line)
                XCTAssertFalse(line.contains("\n"))
            }
        }
    }
}
