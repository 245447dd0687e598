import Foundation
import WidgetRender

/// Image fuzz cases (issue 34; docs/security.md): PNG and JPEG decoding alone, through the two
/// doors a spec has to an image file: `Image: img` reading `img.png` from the spec's folder
/// (`assets: .`; a JPEG there is decoded by its bytes), and an asset catalog image set naming
/// `photo.png` or `photo.jpg`. One image per case, the rest of the spec fixed, so every case reaches
/// a decoder. The image is a seed from the repository (the bundled and fixture PNGs and JPEGs)
/// mutated byte-wise — PNG chunks usually get their CRCs fixed afterwards, so the damage reaches
/// libpng instead of our chunk walk — or a hostile file: huge declared sizes, a 4096 × 4096 image
/// at the pixel limit from a few kilobytes, zlib bombs, truncated and bad-CRC data, thousands of
/// chunks or segments, progressive JPEGs with absurd sizes or scan counts, EXIF rotation of a large
/// image, a FIFO, a sparse file past the size limit, a symlink to the canary or a device.
struct FuzzImagesCorpus {
    let pngs: [[UInt8]]
    let jpegs: [[UInt8]]
    let folderSpec: [UInt8]
    let catalogSpec: [UInt8]
    /// A valid 4096 × 4096 PNG of a few kilobytes (our encoder), made once: the bomb at the limit.
    let bombPNG: [UInt8]

    init() throws {
        func read(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: packageRoot.appendingPathComponent(path))) }
        let fixtures = "Tests/WidgetRenderTests/Fixtures"
        pngs = try ["Tests/Fuzz/seeds/img.png", "Assets/Images/leaf@2x.png", "\(fixtures)/Widget.xcassets/Logo.imageset/logo@2x.png",
                    "\(fixtures)/Weather.xcassets/Cloud.imageset/cloud@3x.png"].map(read)
        jpegs = try ["\(fixtures)/JPEG/gray.jpg", "\(fixtures)/JPEG/cyan-cmyk.jpg", "\(fixtures)/JPEG/left-red-orientation-6.jpg",
                     "\(fixtures)/Weather.xcassets/Photo.imageset/sunset.jpg"].map(read)
            + [FuzzImageForge.jpeg(width: 64, height: 48, progressive: true), FuzzImageForge.jpeg(width: 64, height: 48, progressive: false)]
        folderSpec = try read("Tests/Fuzz/seeds/images-folder.yml")
        catalogSpec = try read("Tests/Fuzz/seeds/images-catalog.yml")
        bombPNG = [UInt8](try Pixmap(width: 4096, height: 4096).pngData())
    }

    /// Writes one case into `folder`; returns whether the image differs from its seed and the
    /// hostile file's name, if any.
    func makeCase(in folder: URL, canary: FuzzCanary, random: inout FuzzRandom) throws -> (mutated: Bool, hostile: String?) {
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        let catalog = random.chance(40)
        let isJPEG = random.chance(45)
        let seed = isJPEG ? random.pick(jpegs) : random.pick(pngs)
        let image: URL
        if catalog {
            try Data(catalogSpec).write(to: folder.appendingPathComponent("spec.yaml"))
            let set = folder.appendingPathComponent("Assets.xcassets/Photo.imageset")
            try fm.createDirectory(at: set, withIntermediateDirectories: true)
            let info = "\"info\" : {\"author\" : \"xcode\", \"version\" : 1}"
            try Data("{\(info)}".utf8).write(to: folder.appendingPathComponent("Assets.xcassets/Contents.json"))
            let name = isJPEG ? "photo.jpg" : "photo.png"
            try Data("{\"images\" : [{\"filename\" : \"\(name)\", \"idiom\" : \"universal\", \"scale\" : \"2x\"}], \(info)}".utf8)
                .write(to: set.appendingPathComponent("Contents.json"))
            image = set.appendingPathComponent(name)
        } else {
            try Data(folderSpec).write(to: folder.appendingPathComponent("spec.yaml"))
            image = folder.appendingPathComponent("img.png")
        }
        if random.chance(35) {
            let hostile = try makeHostile(at: image, jpeg: isJPEG, seed: seed, canary: canary, random: &random)
            return (true, hostile)
        }
        var bytes = seed
        if random.chance(85) {
            bytes = FuzzMutator.mutate(seed, text: false, random: &random)
            if !isJPEG, random.chance(70) { bytes = FuzzImageForge.fixingCRCs(bytes) }
        }
        try Data(bytes).write(to: image)
        return (bytes != seed, nil)
    }

    /// One hostile file at `image`; returns its name.
    func makeHostile(at image: URL, jpeg: Bool, seed: [UInt8], canary: FuzzCanary, random: inout FuzzRandom) throws -> String {
        let choice = random.below(10)
        if choice == 0 { return try makeHostileFile(at: image, canary: canary, random: &random) }
        let (name, bytes) = jpeg ? hostileJPEG(seed, random: &random) : hostilePNG(seed, random: &random)
        try Data(bytes).write(to: image)
        return name
    }

    /// Not an image file at all: what a checkout, an archive or a symlink can put in its place.
    func makeHostileFile(at image: URL, canary: FuzzCanary, random: inout FuzzRandom) throws -> String {
        let fm = FileManager.default
        switch random.below(6) {
        case 0:
            guard mkfifo(image.path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            return "file: a FIFO"
        case 1:
            // Sparse: past every size limit without taking the disk.
            guard fm.createFile(atPath: image.path, contents: Data(bomb(prefix: 64))), truncate(image.path, 200_000_000) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
            return "file: sparse 200 MB"
        case 2:
            try fm.createSymbolicLink(atPath: image.path, withDestinationPath: canary.folder.appendingPathComponent("canary.png").path)
            return "file: symlink to the canary"
        case 3:
            try fm.createSymbolicLink(atPath: image.path, withDestinationPath: random.pick(["/dev/zero", "/dev/urandom", "/proc/self/mem"]))
            return "file: symlink to a device"
        case 4:
            try fm.createDirectory(at: image, withIntermediateDirectories: true)
            return "file: a folder"
        default:
            try Data().write(to: image)
            return "file: empty"
        }
    }

    /// The bomb's first `prefix` bytes (a file that starts as a valid PNG).
    private func bomb(prefix: Int) -> [UInt8] { Array(bombPNG.prefix(prefix)) }

    func hostilePNG(_ seed: [UInt8], random: inout FuzzRandom) -> (String, [UInt8]) {
        let chunks = FuzzImageForge.chunks(seed)
        let rest = Array(chunks.dropFirst())
        let end = (type: Array("IEND".utf8), data: [UInt8]())
        func idat(_ data: [UInt8]) -> (type: [UInt8], data: [UInt8]) { (Array("IDAT".utf8), data) }
        switch random.below(11) {
        case 0:
            let sizes: [(UInt32, UInt32)] = [(100_000, 100_000), (1, 4_000_000_000), (65_535, 65_535), (4097, 4096),
                                             (0, 5), (0x7FFF_FFFF, 1), (0xFFFF_FFFF, 0xFFFF_FFFF), (16_384, 1_025)]
            let (width, height) = random.pick(sizes)
            return ("PNG: huge declared size", FuzzMutator.resizedPNG(seed, width: width, height: height))
        case 1:
            return ("PNG: 4096 × 4096 at the limit", bombPNG)
        case 2:
            // The bomb's stream behind a 16 × 16 header: 64 MB of pixels where 1 KB belongs.
            let small = FuzzImageForge.header(width: 16, height: 16)
            return ("PNG: zlib bomb past the header's size", FuzzImageForge.png([small, idat(FuzzImageForge.idat(bombPNG)), end]))
        case 3:
            let text = (type: Array("zTXt".utf8), data: Array("Comment".utf8) + [0, 0] + FuzzImageForge.idat(bombPNG))
            return ("PNG: zTXt bomb", FuzzImageForge.png([chunks.first ?? FuzzImageForge.header(width: 1, height: 1), text] + rest))
        case 4:
            // A valid chunk structure whose zlib stream stops half-way (or a file cut inside IDAT).
            let stream = FuzzImageForge.idat(random.chance(50) ? bombPNG : seed)
            let cut = Array(stream.prefix(random.below(max(1, stream.count))))
            let head = random.chance(50) ? FuzzImageForge.chunks(bombPNG)[0] : (chunks.first ?? FuzzImageForge.header(width: 1, height: 1))
            let whole = FuzzImageForge.png([head, idat(cut), end])
            return ("PNG: truncated IDAT", random.chance(50) ? whole : Array(whole.prefix(33 + 8 + cut.count / 2)))
        case 5:
            var bytes = seed
            if bytes.count > 40 { bytes[33 + 8 + random.below(bytes.count - 41)] ^= 0x55 }
            return ("PNG: bad CRC", bytes)
        case 6:
            let many = (0..<(20_000 + random.below(40_000))).map { (type: Array("tEXt".utf8), data: Array("k\($0)".utf8) + [0, 0x41]) }
            return ("PNG: many chunks", FuzzImageForge.png([chunks.first ?? FuzzImageForge.header(width: 1, height: 1)] + many + rest))
        case 7:
            let stream = FuzzImageForge.idat(seed)
            let pieces = stream.map { idat([$0]) }
            return ("PNG: one IDAT per byte", FuzzImageForge.png([chunks.first ?? FuzzImageForge.header(width: 1, height: 1)] + pieces + [end]))
        case 8:
            // Another depth, color type or interlace for the same data (a palette without PLTE, 16 bits, Adam7).
            let (depth, color) = random.pick([(UInt8(16), UInt8(6)), (8, 3), (1, 0), (16, 4), (2, 3), (8, 2)])
            guard let first = chunks.first, first.data.count == 13 else { return ("PNG: other header fields", seed) }
            let width = FuzzImageForge.bigEndian32(first.data, 0), height = FuzzImageForge.bigEndian32(first.data, 4)
            let header = FuzzImageForge.header(width: width, height: height, depth: depth, color: color, interlace: UInt8(random.below(2)))
            return ("PNG: other header fields", FuzzImageForge.png([header] + rest))
        case 9:
            // A chunk whose length says 2^31 − 1 (or 2^32 − 1) bytes follow.
            var bytes = Array(seed.prefix(33))
            bytes += FuzzImageForge.bigEndian(random.chance(50) ? 0x7FFF_FFFF : 0xFFFF_FFFF) + Array("IDAT".utf8) + [UInt8](repeating: 0, count: 64)
            return ("PNG: absurd chunk length", bytes)
        default:
            // The 16-bit, Adam7 interlaced bomb: libpng's slowest path at the largest size.
            let header = FuzzImageForge.header(width: 4096, height: 4096, depth: 16, color: 6, interlace: 1)
            return ("PNG: 16-bit interlaced at the limit", FuzzImageForge.png([header, idat(FuzzImageForge.idat(bombPNG)), end]))
        }
    }

    func hostileJPEG(_ seed: [UInt8], random: inout FuzzRandom) -> (String, [UInt8]) {
        switch random.below(9) {
        case 0:
            let (width, height) = random.pick([(65_535, 65_535), (65_500, 1), (1, 65_500), (0, 0), (4097, 4096), (8192, 8192)])
            return ("JPEG: huge frame size", FuzzImageForge.resizedJPEG(seed, width: width, height: height))
        case 1:
            // Large sizes up to the limit; the largest takes seconds in a debug build, so it is a third of them.
            let side = random.pick([1024, 2048, 4096])
            return ("JPEG: progressive, large", FuzzImageForge.jpeg(width: side, height: side, progressive: true))
        case 2:
            let (width, height) = random.pick([(65_535, 65_535), (60_000, 280), (4096, 4096), (16_000, 1000)])
            return ("JPEG: progressive, absurd size, data cut",
                    FuzzImageForge.jpeg(width: width, height: height, progressive: true, dataFraction: Double(random.below(100)) / 100))
        case 3:
            return ("JPEG: progressive, many scans",
                    FuzzImageForge.jpeg(width: 256, height: 256, progressive: true, scans: 100 + random.below(900)))
        case 4:
            return ("JPEG: EXIF rotation of a large image",
                    FuzzImageForge.jpeg(width: random.pick([1024, 2048, 4096]), height: 1024 + random.below(1024), progressive: random.chance(50),
                                        orientation: 2 + random.below(7)))
        case 5:
            // Thousands of APP segments before the frame: the marker walk and libjpeg's skipping.
            let app = (0..<(10_000 + random.below(30_000))).flatMap { _ in FuzzImageForge.segment(0xE0 + UInt8(random.below(16)), [0x41, 0x42]) }
            return ("JPEG: many segments", [0xFF, 0xD8] + app + Array(seed.dropFirst(2)))
        case 6:
            // EXIF with a huge entry count, offsets past the end, a loop to itself.
            let tiff: [UInt8] = [0x49, 0x49, 42, 0, 8, 0, 0, 0, 0xFF, 0xFF, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0, 8, 0, 0, 0]
            let exif = FuzzImageForge.segment(0xE1, Array("Exif".utf8) + [0, 0] + (random.chance(50) ? tiff : Array(tiff.prefix(11))))
            return ("JPEG: hostile EXIF", [0xFF, 0xD8] + exif + Array(seed.dropFirst(2)))
        case 7:
            // Cut inside or right after the scan header.
            let scan = (0..<(seed.count - 1)).first { seed[$0] == 0xFF && seed[$0 + 1] == 0xDA } ?? seed.count / 2
            return ("JPEG: truncated scan", Array(seed.prefix(scan + random.below(40))))
        default:
            // Frame types libjpeg-turbo reads differently or not at all: 12-bit, lossless, arithmetic, hierarchical.
            var bytes = seed
            if let sof = (0..<(bytes.count - 4)).first(where: { bytes[$0] == 0xFF && [0xC0, 0xC1, 0xC2].contains(bytes[$0 + 1]) }) {
                bytes[sof + 1] = random.pick([0xC1, 0xC3, 0xC5, 0xC9, 0xCA, 0xCB, 0xCD, 0xCF])
                if random.chance(50), sof + 4 < bytes.count { bytes[sof + 4] = random.pick([12, 16, 0, 255]) }
            }
            return ("JPEG: other frame types", bytes)
        }
    }
}
