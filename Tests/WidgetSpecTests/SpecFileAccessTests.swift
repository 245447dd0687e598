import Foundation
import XCTest
@testable import WidgetSpec
import WidgetRender

/// A spec reads only inside its own folder, the bundled assets and the granted roots
/// (docs/security.md): `..` escapes, absolute paths and symlinks pointing out are refused with
/// one line naming the rule; files that exist but are unusable are reported as such.
final class SpecFileAccessTests: XCTestCase {
    var root: URL!
    var specFolder: URL { root.appendingPathComponent("spec") }
    var outside: URL { root.appendingPathComponent("outside") }
    let leaf = packageRoot.appendingPathComponent("Assets/Images/leaf@2x.png")

    override func setUpWithError() throws {
        root = try temporarySpecFolder()
        let fm = FileManager.default
        try fm.createDirectory(at: specFolder, withIntermediateDirectories: true)
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        try fm.copyItem(at: leaf, to: specFolder.appendingPathComponent("own.png"))
        try fm.copyItem(at: leaf, to: outside.appendingPathComponent("secret.png"))
        try fm.createSymbolicLink(atPath: specFolder.appendingPathComponent("link.png").path, withDestinationPath: "../outside/secret.png")
        try fm.createSymbolicLink(atPath: specFolder.appendingPathComponent("inner.png").path, withDestinationPath: "own.png")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    func load(_ body: String, extra: String = "", readRoots: [URL] = [], limits: RenderLimits = .standard) throws -> WidgetSpec {
        let file = specFolder.appendingPathComponent("spec.yaml")
        try Data(widgetSpec(body: body, extra: extra).utf8).write(to: file)
        return try WidgetSpec(contentsOf: file, displayName: "spec.yaml", limits: limits, readRoots: readRoots)
    }

    func message(_ body: String, extra: String = "", readRoots: [URL] = [], limits: RenderLimits = .standard) -> String {
        do {
            _ = try load(body, extra: extra, readRoots: readRoots, limits: limits)
            return "(parsed)"
        } catch {
            return "\(error)"
        }
    }

    func testImagesInsideTheSpecFolderLoad() throws {
        XCTAssertNoThrow(try load("      Image: own"))
        XCTAssertNoThrow(try load("      Image: inner"), "a symlink inside pointing inside is fine")
    }

    func testSymlinkPointingOutIsRefused() {
        let text = message("      Image: link")
        XCTAssertTrue(text.contains("spec.yaml:6:14"), text)
        XCTAssertTrue(text.contains("is outside the folders this render may read"), text)
        XCTAssertTrue(text.contains("really \(ReadAccess.realPath(outside.path))/secret.png"), text)
        XCTAssertFalse(text.contains("missing asset"), text)
    }

    func testGrantedRootAllowsTheSymlink() {
        XCTAssertEqual(message("      Image: link", readRoots: [outside]), "(parsed)")
    }

    func testImageNamesAreOneFileName() {
        for name in ["../outside/secret", "/etc/hostname", ".hidden"] {
            let text = message("      Image: \"\(name)\"")
            XCTAssertTrue(text.contains("an image name is one file name"), "\(name): \(text)")
        }
    }

    func testAssetsFolderOutsideIsRefusedUnlessGranted() {
        for path in ["../outside", outside.path, "../../../../../../etc"] {
            let text = message("      Image: secret", extra: "assets: \"\(path)\"")
            XCTAssertTrue(text.contains("spec.yaml:1:9"), "\(path): \(text)")
            XCTAssertTrue(text.contains("outside the folders this render may read"), "\(path): \(text)")
        }
        XCTAssertEqual(message("      Image: secret", extra: "assets: ../outside", readRoots: [outside]), "(parsed)")
    }

    /// Relative font paths resolve against the spec's folder (not the current directory); paths
    /// out of it are refused.
    func testFontPathsResolveAgainstTheSpecFolderAndStayInside() throws {
        let fonts = specFolder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Assets/Fonts/Quicksand-Medium.ttf"),
                                         to: fonts.appendingPathComponent("Brand.ttf"))
        let spec = try load("      {Text: hi, font: {size: 14, custom: fonts/Brand.ttf}}")
        let widget = spec.widgets[0]
        XCTAssertNoThrow(try WidgetRenderer(images: spec.images).render(.view(widget.view(for: widget.entries[0]))))
        let escape = message("      {Text: hi, font: {size: 14, custom: ../outside/x.ttf}}")
        XCTAssertTrue(escape.contains("font '") && escape.contains("outside the folders"), escape)
        let absolute = message("      {Text: hi, font: {size: 14, custom: /etc/fonts/x.ttf}}")
        XCTAssertTrue(absolute.contains("outside the folders"), absolute)
    }

    /// A folder, a FIFO, a non-PNG file, a corrupt PNG and a decompression bomb are each reported
    /// for what they are — never as "missing asset … did you mean". (The FIFO, from the images fuzz
    /// kind, was reported as "You don't have permission".)
    func testUnusableAssetsAreReportedAsSuch() throws {
        let fm = FileManager.default
        try fm.createDirectory(at: specFolder.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(specFolder.appendingPathComponent("fifo.png").path, 0o644), 0)
        try Data("hello".utf8).write(to: specFolder.appendingPathComponent("text.png"))
        var corrupt = [UInt8](try Data(contentsOf: leaf))
        corrupt[corrupt.count / 2] ^= 0xFF
        try Data(corrupt).write(to: specFolder.appendingPathComponent("corrupt.png"))
        try Data(resized(try Data(contentsOf: leaf), width: 100_000, height: 100_000)).write(to: specFolder.appendingPathComponent("bomb.png"))
        let cases = ["folder": "is a folder", "fifo": "fifo.png: not a regular file", "text": "not a PNG", "corrupt": "PNG", "bomb": "imagePixels"]
        for (name, expected) in cases {
            let text = message("      Image: \(name)")
            XCTAssertTrue(text.contains("asset '\(name)' cannot be used"), "\(name): \(text)")
            XCTAssertTrue(text.contains(expected), "\(name): \(text)")
            XCTAssertFalse(text.contains("did you mean"), "\(name): \(text)")
        }
    }

    /// Many symlinks to one file decode it once (the cache keys on the real path); distinct
    /// files stop at decodedBytesPerRun.
    func testDecodedBytesAreBudgeted() throws {
        for index in 0..<20 {
            try FileManager.default.createSymbolicLink(atPath: specFolder.appendingPathComponent("alias\(index).png").path,
                                                       withDestinationPath: "own.png")
        }
        let pixmap = try Pixmap(pngData: try Data(contentsOf: leaf))
        var limits = RenderLimits.standard
        limits.decodedBytesPerRun = pixmap.width * pixmap.height * 4 * 2
        let images = (0..<20).map { "{Image: alias\($0)}" }.joined(separator: ", ")
        XCTAssertEqual(message("      {VStack: [\(images)]}", limits: limits), "(parsed)")
        for index in 0..<3 {
            try FileManager.default.copyItem(at: leaf, to: specFolder.appendingPathComponent("copy\(index).png"))
        }
        let text = message("      {VStack: [{Image: copy0}, {Image: copy1}, {Image: copy2}]}", limits: limits)
        XCTAssertTrue(text.contains("decodedBytesPerRun"), text)
    }

    /// The same PNG with its IHDR size replaced and the CRC fixed.
    func resized(_ png: Data, width: UInt32, height: UInt32) -> [UInt8] {
        var bytes = [UInt8](png)
        for (offset, value) in [(16, width), (20, height)] {
            for k in 0..<4 { bytes[offset + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k))) }
        }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes[12..<29] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc = ~crc
        for k in 0..<4 { bytes[29 + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(k))) }
        return bytes
    }
}
