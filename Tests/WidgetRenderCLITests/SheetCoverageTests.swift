import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender
import WidgetShowcase
import WidgetSnapshot
import WidgetText

/// Issue 29: a contact sheet paints every one of its pixels, whatever the sizes of its renders.
/// The demo's Live Activity sheet failed to write ("pixel (0, 3016) is not opaque in a PNG written
/// as opaque RGB") because its height in points had a fraction that left the last pixel row half
/// covered by the paper. Renders here have sizes in sevenths of a point, so the sheets' heights are
/// fractional at 1×, 2× and 3× alike.
final class SheetCoverageTests: XCTestCase {
    /// An opaque render 100 × 71 px at 7 px a point: 14.2857… × 10.1428… pt.
    func oddRender() throws -> ContactSheet.Cell {
        var pixmap = try Pixmap(width: 100, height: 71)
        pixmap.withUnsafeMutableBufferPointer { bytes in for i in stride(from: 0, to: bytes.count, by: 4) { bytes[i + 2] = 200; bytes[i + 3] = 255 } }
        return ContactSheet.Cell(pixmap: pixmap, scale: 7, wallpaper: .iosLight)
    }

    func assertEveryPixelOpaque(_ pixmap: Pixmap, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let first = pixmap.withUnsafeBufferPointer { bytes in stride(from: 3, to: bytes.count, by: 4).first { bytes[$0] != 255 } }
        XCTAssertNil(first.map { ($0 / 4 % pixmap.width, $0 / 4 / pixmap.width) }, "\(what): a pixel that is not opaque", file: file, line: line)
    }

    /// One sheet, painted whole and written in bands (pages of the CLI) at 1×, 2× and 3×: opaque,
    /// as many pixels as `pixelSize` says, the two paints within one level of each other.
    func assertCovered(_ sheet: ContactSheet, _ what: String, renderer: WidgetRenderer, scales: [Double] = [1, 2, 3],
                       file: StaticString = #filePath, line: UInt = #line) throws {
        for scale in scales {
            let fraction = (sheet.size.height * scale).truncatingRemainder(dividingBy: 1)
            let whole = try sheet.render(with: renderer, scale: scale)
            let size = try sheet.pixelSize(scale: scale)
            XCTAssertEqual([whole.width, whole.height], [size.width, size.height], "\(what) @\(scale)x", file: file, line: line)
            assertEveryPixelOpaque(whole, "\(what) @\(scale)x (height fraction \(fraction))", file: file, line: line)
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-coverage-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: url) }
            try sheet.writePNG(to: url, renderer: renderer, scale: scale, bandRows: 97)
            // The bands move the list up by whole pixels; resampled renders (a 3× render on a 2×
            // sheet) then round some channels the other way (one level at most; known, left as it is:
            // the sheet's bytes are fixed by its band height, which never changes).
            let written = try Pixmap(contentsOfPNG: url).premultipliedBytes, painted = whole.premultipliedBytes
            XCTAssertEqual(written.count, painted.count, "\(what) @\(scale)x", file: file, line: line)
            let largest = written == painted ? 0 : written.withUnsafeBufferPointer { a in
                painted.withUnsafeBufferPointer { b in (0..<min(a.count, b.count)).reduce(0) { max($0, abs(Int(a[$1]) - Int(b[$1]))) } }
            }
            XCTAssertLessThanOrEqual(largest, 1, "\(what) @\(scale)x: the banded PNG differs from the one-shot paint", file: file, line: line)
        }
    }

    func testGridOfFractionalRendersCoversEveryPixel() throws {
        let cell = try oddRender()
        let section = ContactSheet.Section(title: "Odd sizes", subtitle: "sevenths of a point",
                                           rows: [.init(name: "a", detail: ""), .init(name: "b", detail: "")],
                                           columns: [.init(name: "x", detail: ""), .init(name: "y", detail: "")],
                                           cells: [[cell, nil], [cell, cell]])
        let sheet = ContactSheet(sections: [section, section])
        for scale in [1.0, 2, 3] { XCTAssertNotEqual((sheet.size.height * scale).truncatingRemainder(dividingBy: 1), 0) }
        try assertCovered(sheet, "grid", renderer: try WidgetRenderer())
    }

    /// Every kind of sheet the CLI draws, built by its own builder: widgets (families × themes),
    /// image treatments, a Live Activity, a control, a #Preview run; and the symbols sheet. At the
    /// CLI's 2× (the renders of 3× devices have sizes in thirds of a point), and the small ones at
    /// every scale.
    func testEverySheetKindCoversEveryPixel() throws {
        let renderer = try WidgetRenderer()
        let subjects = try RenderSubject.showcase(devices: RenderSubject.showcaseDevices)
        let subject = try XCTUnwrap(subjects.first { $0.name == "most-frequent-beverage" })
        let widgets = try SheetBuilder.sections(for: [subject], matrix: RenderMatrix(), jobs: 1) { job in
            // The render one pixel taller than the family: a fraction of a point at 2× and 3×.
            let size = try XCTUnwrap(job.device.sizes[job.family])
            var pixmap = try Pixmap(width: Int(size.width * job.device.scale), height: Int(size.height * job.device.scale) + 1)
            pixmap.withUnsafeMutableBufferPointer { bytes in for i in stride(from: 3, to: bytes.count, by: 4) { bytes[i] = 255 } }
            return pixmap
        }
        try assertCovered(ContactSheet(sections: Array(widgets.prefix(1))), "widget sheet", renderer: renderer, scales: [2])
        try assertCovered(ContactSheet(sections: try SheetBuilder.treatmentSections(for: subject, device: nil)), "treatments", renderer: renderer, scales: [2])

        let order = Showcase.caffeineOrder
        let activity = try renderer.render(.activityPresentations(
            CaffeineOrderLiveActivity(), attributes: order.attributes,
            content: ActivityContent(state: order.state, staleDate: nil), device: try Device(named: "iphone-16-pro-max")))
        try assertCovered(ContactSheet(sections: [SheetBuilder.activitySection(title: "Caffeine order", subtitle: "demo", renders: activity)]),
                          "activity (the demo's failing sheet)", renderer: renderer, scales: [2])
        let control = try renderer.render(.controlPresentations(ActivitySheetTests.TimerControl()))
        try assertCovered(ContactSheet(sections: [SheetBuilder.controlSection(title: "Timer", subtitle: "off and on", renders: control)]),
                          "control", renderer: renderer, scales: [2])

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let odd = try oddRender()
        try odd.pixmap.writePNG(to: folder.appendingPathComponent("entry.png"))
        let preview = try JSONDecoder().decode(PreviewImageManifest.Preview.self, from: Data("""
            {"id": "odd", "title": "Odd preview", "kind": "widget", "family": "systemSmall", "fileID": "Odd.swift", "line": 3,
             "snapshots": [{"label": "entry 1", "detail": "", "images": [{"path": "entry.png", "theme": "ios.light", "device": "odd", "scale": 7}]}]}
            """.utf8))
        try assertCovered(try PreviewSheet.sheet(for: preview, in: folder), "previews", renderer: renderer)

        for scale in [1.0, 1.5] {
            assertEveryPixelOpaque(try SymbolSheet(names: Array(BundledSymbolSet.shared.names.prefix(9))).render(with: renderer, scale: scale),
                                   "symbols @\(scale)x")
        }
    }
}
