import Foundation
import XCTest
@testable import WidgetText

/// Apple's own fonts from a user's folder (docs/text.md, "Apple's fonts"): the `trak` table,
/// discovery by PostScript name, the face for a design, weight and size, and tracking in layout.
/// CI has no Apple fonts: the mechanism is tested with renamed copies of the bundled fonts
/// (`AppleFontFixtures`); `testRealAppleFontsMatchSFWidths` runs only with
/// WIDGET_RENDER_APPLE_FONTS set to a folder of Apple's files.
final class AppleFontsTests: XCTestCase {
    /// SF Pro Text's own numbers at four sizes (6 pt +82, 12 pt 0, 17 pt −47, 20 pt −55 units).
    private let textTracking: (sizes: [Double], values: [Int]) = ([6, 12, 17, 20], [82, 0, -47, -55])

    func testTrackingTableInterpolatesLinearlyAndClampsAtItsEnds() throws {
        let table = try XCTUnwrap(TrackingTable(bytes: AppleFontFixtures.trakTable(sizes: textTracking.sizes,
                                                                                  values: textTracking.values)))
        XCTAssertEqual(table.sizes, [6, 12, 17, 20])
        XCTAssertEqual(table.values, [82, 0, -47, -55])
        XCTAssertEqual(table.value(at: 17), -47)
        XCTAssertEqual(table.value(at: 14.5), -23.5)           // halfway from 0 to −47
        XCTAssertEqual(table.value(at: 9), 41)                  // halfway from 82 to 0
        XCTAssertEqual(table.value(at: 18.5), -51, accuracy: 1e-9)  // −47 + (−8) × 1.5 / 3
        XCTAssertEqual(table.value(at: 4), 82)                  // below the first size: the first value
        XCTAssertEqual(table.value(at: 96), -55)                // above the last: the last value
    }

    func testMalformedTrackingTablesAreIgnored() {
        let good = AppleFontFixtures.trakTable(sizes: [12, 17], values: [0, -47])
        XCTAssertNil(TrackingTable(bytes: []))
        XCTAssertNil(TrackingTable(bytes: Array(good.prefix(good.count - 1))))   // values cut short
        var version = good; version[1] = 2                                       // version 2.0
        XCTAssertNil(TrackingTable(bytes: version))
        let descending = AppleFontFixtures.trakTable(sizes: [17, 12], values: [0, -47])
        XCTAssertNil(TrackingTable(bytes: descending))
    }

    func testAppleFilesAreRecognisedByTheNameInsideNotTheFileName() throws {
        let folder = try AppleFontFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try AppleFontFixtures.write("Inter-Bold.otf", as: "SFProText-Bold", fileName: "anything.otf", in: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Rounded"), withIntermediateDirectories: true)
        try AppleFontFixtures.write("Quicksand-Regular.ttf", as: "SFProRounded-Book", fileName: "Rounded/r.ttf",
                                    in: folder)   // not one of Apple's weight names: skipped
        try AppleFontFixtures.write("DejaVuSansMono.ttf", as: "SFMono-Regular", fileName: "Rounded/m.ttf", in: folder)
        // Named like Apple's files, but Inter inside: rejected.
        try FileManager.default.copyItem(at: BundledFonts.fontsDirectory.appendingPathComponent("Inter-Regular.otf"),
                                         to: folder.appendingPathComponent("SF-Pro-Text-Regular.otf"))
        try Data().write(to: folder.appendingPathComponent("SF-Pro.ttf"))                 // empty
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("SF-Pro-Display-Bold.otf"))
        let faces = try AppleFonts.discover(in: folder)
        XCTAssertEqual(faces.map(\.postScriptName), ["SFMono-Regular", "SFProText-Bold"])
        XCTAssertEqual(faces.map(\.weight), [400, 700])        // from the name: Apple's Bold says 600 in OS/2
        XCTAssertEqual(faces.map(\.family.design), [.monospaced, .default])
    }

    func testAMissingFolderOrOneWithoutAppleFontsIsAnError() throws {
        let folder = try AppleFontFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: BundledFonts.fontsDirectory.appendingPathComponent("Inter-Regular.otf"),
                                         to: folder.appendingPathComponent("SF-Pro-Text-Regular.otf"))
        XCTAssertThrowsError(try FontCatalog.bundled(appleFonts: folder)) { error in
            XCTAssertEqual(error as? FontError, .noAppleFonts(path: folder.path))
            XCTAssertTrue("\(error)".hasPrefix("\(folder.path): no Apple fonts found"), "\(error)")
        }
        let missing = folder.appendingPathComponent("nowhere")
        XCTAssertThrowsError(try FontCatalog.bundled(appleFonts: missing)) { error in
            XCTAssertEqual("\(error)", "\(missing.path): Apple fonts folder not found")
        }
    }

    func testAFileLinkedFromOutsideTheFolderIsNotRead() throws {
        let base = try AppleFontFixtures.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("granted")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outside = try AppleFontFixtures.write("Inter-Regular.otf", as: "SFProText-Regular", fileName: "outside.otf", in: base)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.otf"), withDestinationURL: outside)
        XCTAssertThrowsError(try AppleFonts.discover(in: folder))
    }

    /// Text below 20 pt, Display from 20 pt; nearest weight; designs without Apple faces keep the
    /// stand-ins; serif without New York draws the default design, now Apple's.
    func testFacesFollowDesignWeightAndSize() throws {
        let folder = try AppleFontFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try AppleFontFixtures.write("Inter-Regular.otf", as: "SFProText-Regular", fileName: "text-regular.otf", in: folder)
        try AppleFontFixtures.write("Inter-Bold.otf", as: "SFProText-Bold", fileName: "text-bold.otf", in: folder)
        try AppleFontFixtures.write("Inter-Italic.otf", as: "SFProText-RegularItalic", fileName: "text-italic.otf", in: folder)
        try AppleFontFixtures.write("Inter-Regular.otf", as: "SFProDisplay-Regular", fileName: "display-regular.otf", in: folder)
        let catalog = try FontCatalog.bundled(appleFonts: folder)
        XCTAssertTrue(catalog.drawsWithAppleFonts)
        XCTAssertFalse(try FontCatalog.bundled().drawsWithAppleFonts)
        XCTAssertEqual(catalog.appleFontNames, ["SFProDisplay-Regular", "SFProText-Bold", "SFProText-Regular",
                                                "SFProText-RegularItalic"])
        func face(_ size: Double, _ weight: Int = 400, _ design: FontDesign = .default, italic: Bool = false) throws -> String {
            try catalog.faceID(for: FontSpec(size: size, weight: weight, design: design, italic: italic))
        }
        XCTAssertEqual(try face(17), "text-regular")
        XCTAssertEqual(try face(19.99), "text-regular")
        XCTAssertEqual(try face(20), "display-regular")
        XCTAssertEqual(try face(34, 700), "display-regular")     // the Display band has Regular only
        XCTAssertEqual(try face(17, 600), "text-bold")           // 600: Bold (100 away) is nearer than Regular
        XCTAssertEqual(try face(17, 300), "text-regular")        // no Light: the nearest weight
        XCTAssertEqual(try face(12, 400, italic: true), "text-italic")
        XCTAssertEqual(try face(17, 400, .rounded), "Quicksand-Regular")   // no SF Pro Rounded: the stand-in
        XCTAssertEqual(try face(17, 400, .monospaced), "DejaVuSansMono")
        XCTAssertEqual(try face(17, 400, .serif), "text-regular")          // no New York: the default design
        XCTAssertEqual(try face(28, 400, .serif), "display-regular")
        // The stand-ins' calibration is not applied to Apple's faces: the face's own metrics.
        XCTAssertNil(try catalog.fontFace(id: "text-regular").calibration)
        XCTAssertEqual(try catalog.fontFace(id: "text-bold").weight, 700)
    }

    /// Each cluster advances by the font's own advance plus its tracking at the text's size: the
    /// file's `trak` value (SF Pro Rounded here: −47 units at 17 pt, −23.5 at 14.5 between 12's 0
    /// and 17's −47, +41 at 9), or for SF Pro Text and Display the system font's published points,
    /// whatever their files say (`AppleFonts.sfProTracking`: −0.43 pt at 17, +0.17 at 9, −0.45 at
    /// 20, +0.38 at 28; at 14.5 halfway in em between 14's −0.15 pt and 15's −0.23 pt:
    /// (−0.15/14 − 0.23/15) / 2 × 14.5 = −0.188845 pt). The same file as a plain user font gives
    /// the untracked width.
    func testLayoutAddsTheFontsTrackingPerCluster() throws {
        let folder = try AppleFontFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try AppleFontFixtures.write("Inter-Regular.otf", as: "SFProText-Regular", fileName: "text.otf", in: folder,
                                               tracking: textTracking)
        try AppleFontFixtures.write("Inter-Regular.otf", as: "SFProDisplay-Regular", fileName: "display.otf", in: folder,
                                    tracking: ([17, 28], [45, 26]))
        try AppleFontFixtures.write("Inter-Regular.otf", as: "SFProRounded-Regular", fileName: "rounded.otf", in: folder,
                                    tracking: textTracking)
        let apple = TextEngine(catalog: try FontCatalog.bundled(appleFonts: folder))
        let plain = TextEngine(catalog: try FontCatalog(fontFiles: [text]))
        let upem = Double(try FontCatalog(fontFiles: [text]).faceMetrics(fontID: "text").unitsPerEm)
        let word = "Hamburgefonstiv"
        func extra(_ size: Double, _ design: FontDesign) throws -> Double {
            let span = TextSpan(string: word, font: FontSpec(size: size, design: design))
            let tracked = try apple.layout(TextContent(runs: [span]), width: nil, height: nil).size.width
            return tracked - (try Fixtures.width(word, size: size, engine: plain))
        }
        for (size, units) in [(17.0, -47.0), (14.5, -23.5), (9.0, 41.0)] {
            XCTAssertEqual(try extra(size, .rounded), Double(word.count) * units / upem * size, accuracy: 1e-9, "rounded \(size) pt")
        }
        for (size, points) in [(17.0, -0.43), (14.5, (-0.15 / 14 - 0.23 / 15) / 2 * 14.5), (9.0, 0.17), (20.0, -0.45), (28.0, 0.38)] {
            XCTAssertEqual(try extra(size, .default), Double(word.count) * points, accuracy: 1e-9, "\(size) pt")
        }
        // Line boxes come from the face itself (no stand-in metrics to replace).
        let layout = try apple.layout(Fixtures.text("Hi"), width: nil, height: nil)
        let metrics = try FontCatalog(fontFiles: [text]).faceMetrics(fontID: "text")
        XCTAssertEqual(layout.size.height, (metrics.ascender - metrics.descender) * 17, accuracy: 1e-9)
    }

    /// With Apple's fonts (WIDGET_RENDER_APPLE_FONTS=DIR, SF Pro 16.0d18e1): the iOS 26 label
    /// ".padding(.all, 20)" at 17 pt (docs/layout-scenarios.md, scenario 4) is SF Pro Text's own
    /// advances with HarfBuzz plus the system font's −0.43 pt per character: 129.231 pt (iOS:
    /// 129.33; with the file's own `trak`, −47 units, it was 129.949), and "62%" at 48 pt in SF Pro
    /// Display Regular with +0.35 pt per character: 96.628 pt.
    func testRealAppleFontsMatchSFWidths() throws {
        guard let path = ProcessInfo.processInfo.environment["WIDGET_RENDER_APPLE_FONTS"], !path.isEmpty else {
            throw XCTSkip("WIDGET_RENDER_APPLE_FONTS is not set (a folder of Apple's SF Pro files)")
        }
        let engine = TextEngine(catalog: try FontCatalog.bundled(appleFonts: URL(fileURLWithPath: path)))
        XCTAssertEqual(try engine.catalog.faceID(for: FontSpec(size: 17)), "SF-Pro-Text-Regular")
        XCTAssertEqual(try Fixtures.width(".padding(.all, 20)", size: 17, engine: engine), 129.231, accuracy: 0.001)
        XCTAssertEqual(try Fixtures.width("62%", size: 48, engine: engine), 96.628, accuracy: 0.001)
    }
}
