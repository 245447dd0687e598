import Foundation
@testable import WidgetText

/// Stand-ins for Apple's font files, made at test time from the bundled open fonts: CI never has
/// Apple's fonts, and they may not be committed. A fixture is a copy of a bundled font whose
/// `name` table is replaced (so it carries an Apple PostScript name, "SFProText-Bold") and which
/// may get a `trak` table of our own numbers. The sfnt is rebuilt table by table; checksums are
/// not recomputed (neither FreeType nor HarfBuzz checks them).
enum AppleFontFixtures {
    /// A folder for one test, removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("apple-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes a copy of the bundled `source` ("DejaVuSans.ttf") to `folder/fileName`, named
    /// `postScriptName` (family: its part before the "-"), with a `trak` table when given.
    @discardableResult
    static func write(_ source: String, as postScriptName: String, fileName: String, in folder: URL,
                      tracking: (sizes: [Double], values: [Int])? = nil) throws -> URL {
        let data = try Data(contentsOf: BundledFonts.fontsDirectory.appendingPathComponent(source))
        var tables = try tablesOf([UInt8](data))
        let family = String(postScriptName.split(separator: "-")[0])
        tables["name"] = nameTable([1: family, 2: "Regular", 4: postScriptName, 6: postScriptName])
        if let tracking { tables["trak"] = trakTable(sizes: tracking.sizes, values: tracking.values) }
        let url = folder.appendingPathComponent(fileName)
        try Data(sfnt(version: Array(data.prefix(4)), tables: tables)).write(to: url)
        return url
    }

    /// A `trak` table with one horizontal track, the normal one (0), at `sizes` with `values`.
    static func trakTable(sizes: [Double], values: [Int]) -> [UInt8] {
        var bytes: [UInt8] = []
        func u16(_ v: Int) { bytes += [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        func u32(_ v: Int) { u16(v >> 16); u16(v & 0xFFFF) }
        let horizontal = 12, entries = horizontal + 8, sizeTable = entries + 8, valuesAt = sizeTable + 4 * sizes.count
        u32(0x0001_0000); u16(0); u16(horizontal); u16(0); u16(0)           // header
        u16(1); u16(sizes.count); u32(sizeTable)                           // TrackData
        u32(0); u16(0); u16(valuesAt)                                     // track 0.0, name, offset
        for size in sizes { u32(Int(size * 65536)) }
        for value in values { u16(value < 0 ? value + 0x10000 : value) }
        return bytes
    }

    private static func tablesOf(_ bytes: [UInt8]) throws -> [String: [UInt8]] {
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        var tables: [String: [UInt8]] = [:]
        for index in 0..<u16(4) {
            let record = 12 + 16 * index
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            let offset = u32(record + 8), length = u32(record + 12)
            tables[tag] = Array(bytes[offset..<offset + length])
        }
        return tables
    }

    /// A format-0 `name` table with Windows Unicode (3, 1, 0x409) records.
    private static func nameTable(_ names: [Int: String]) -> [UInt8] {
        var bytes: [UInt8] = [], strings: [UInt8] = []
        func u16(_ v: Int) { bytes += [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let ids = names.keys.sorted()
        u16(0); u16(ids.count); u16(6 + 12 * ids.count)
        for id in ids {
            let utf16 = names[id]!.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            u16(3); u16(1); u16(0x409); u16(id); u16(utf16.count); u16(strings.count)
            strings += utf16
        }
        return bytes + strings
    }

    private static func sfnt(version: [UInt8], tables: [String: [UInt8]]) -> [UInt8] {
        var bytes = version
        func u16(_ v: Int) { bytes += [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        func u32(_ v: Int) { u16(v >> 16); u16(v & 0xFFFF) }
        let tags = tables.keys.sorted()
        var power = 1, log = 0
        while power * 2 <= tags.count { power *= 2; log += 1 }
        u16(tags.count); u16(power * 16); u16(log); u16(tags.count * 16 - power * 16)
        var offset = 12 + 16 * tags.count
        var body: [UInt8] = []
        for tag in tags {
            let table = tables[tag]!
            bytes += Array(tag.utf8); u32(0); u32(offset); u32(table.count)
            body += table + Array(repeating: 0, count: (4 - table.count % 4) % 4)
            offset = 12 + 16 * tags.count + body.count
        }
        return bytes + body
    }
}
