/// A font's AAT `trak` table, horizontal data, normal track: the tracking Apple's text system adds
/// after every glyph at each point size (docs/platform.md §5, [Apple-trak]). Apple's fonts carry
/// their size-specific spacing here (SF Pro Text −47 of 2048 units at 17 pt, SF Pro Display +26 at
/// 28 pt); Core Text applies it by default, so text drawn with those fonts must too.
///
/// Layout of the table (all big-endian):
/// - header: version (Fixed 1.0), format (UInt16 0), horizOffset, vertOffset, reserved (UInt16 each);
/// - TrackData at horizOffset: nTracks (UInt16), nSizes (UInt16), sizeTableOffset (UInt32, from
///   the table's start), then nTracks entries of track (Fixed), nameIndex (UInt16), offset (UInt16,
///   from the table's start, to nSizes Int16 values in font units);
/// - the size table: nSizes Fixed point sizes, ascending.
///
/// Between listed sizes the value is linear; outside them it is the nearest end's (as HarfBuzz's
/// own `trak` support and scripts/calibrate-stand-ins read it).
package struct TrackingTable: Hashable, Sendable {
    /// Point sizes, ascending, and the normal track's value at each, in font units.
    package let sizes: [Double]
    package let values: [Double]

    package init(sizes: [Double], values: [Double]) {
        self.sizes = sizes
        self.values = values
    }

    /// The table in `bytes` (the whole `trak` table); nil when it has no horizontal normal track
    /// or is malformed: a bad table means no tracking, never a failed render.
    package init?(bytes: [UInt8]) {
        func u16(_ at: Int) -> Int? {
            at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
        }
        func i16(_ at: Int) -> Int? { u16(at).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }
        func u32(_ at: Int) -> Int? { guard let high = u16(at), let low = u16(at + 2) else { return nil }; return high << 16 | low }
        func fixed(_ at: Int) -> Double? { u32(at).map { Double(Int32(bitPattern: UInt32($0))) / 65536 } }

        guard let version = u32(0), version == 0x0001_0000, let format = u16(4), format == 0,
              let horizontal = u16(6), horizontal != 0,
              let trackCount = u16(horizontal), let sizeCount = u16(horizontal + 2), sizeCount > 0,
              let sizeTable = u32(horizontal + 4) else { return nil }
        var normalOffset: Int?
        for index in 0..<trackCount {
            let entry = horizontal + 8 + index * 8
            guard let track = fixed(entry), let offset = u16(entry + 6) else { return nil }
            if track == 0 { normalOffset = offset; break }
        }
        guard let normalOffset else { return nil }
        var sizes: [Double] = [], values: [Double] = []
        for index in 0..<sizeCount {
            guard let size = fixed(sizeTable + index * 4), let value = i16(normalOffset + index * 2) else { return nil }
            if let last = sizes.last, size <= last { return nil }  // sizes must ascend
            sizes.append(size)
            values.append(Double(value))
        }
        self.init(sizes: sizes, values: values)
    }

    /// The tracking at `pointSize`, in font units.
    package func value(at pointSize: Double) -> Double {
        guard let first = sizes.first, let last = sizes.last, pointSize.isFinite else { return 0 }
        if pointSize <= first { return values[0] }
        if pointSize >= last { return values[values.count - 1] }
        let upper = sizes.firstIndex { $0 >= pointSize }!
        let (a, b) = (sizes[upper - 1], sizes[upper])
        return values[upper - 1] + (values[upper] - values[upper - 1]) * (pointSize - a) / (b - a)
    }
}

/// What a face's text is tracked by: nothing (our stand-ins, calibrated instead), the font's own
/// `trak` table, or a published table of points per size (SF Pro: `AppleFonts.sfProTracking`).
enum TrackingSource {
    case none
    case fontTable
    case points(TrackingTable)
}

extension TrackingTable {
    /// A table of tracking in points at each size as one in font units (points ÷ size × units per
    /// em), which interpolates between sizes as a `trak` table does.
    func inFontUnits(unitsPerEm: Double) -> TrackingTable {
        TrackingTable(sizes: sizes, values: zip(sizes, values).map { size, points in points / size * unitsPerEm })
    }
}
