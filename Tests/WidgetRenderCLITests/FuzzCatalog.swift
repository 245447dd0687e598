import Foundation

/// Catalog-and-symbol fuzz cases (docs/security.md): the spec names an `Assets.xcassets` copied
/// from the test fixture catalog (image sets with PNGs and an SVG, color sets, a symbol set, a
/// namespaced group) and a custom symbol `symbol.svg` through `symbols:`. The catalog's
/// Contents.json files, PNGs and SVGs are mutated, its structure is sometimes hostile (deep
/// nesting, a huge declared image size, symlinks out of the catalog or into a loop, a folder
/// where a file belongs, thousands of sets), and the symbol SVG is mutated or replaced by a
/// generated hostile SVG (deep nesting, many elements, huge numbers, long path data).
struct FuzzCatalogCorpus {
    /// Relative path → bytes, the fixture catalog's files (read once, so the seed never drifts).
    let files: [(path: String, bytes: [UInt8])]
    let spec: [UInt8]
    let svg: [UInt8]

    static let svgTokens: [String] = [
        "<g>", "</g>", "<g transform=\"scale(1e30)\">", "<g transform=\"rotate(NaN 1 1)\">", "transform=\"matrix(0 0 0 0 0 0)\"",
        " d=\"M0 0 A1e308 1e308 0 1 1 1 1 Z\"", " d=\"M0 0c\"", "1e308", "-1e308", "NaN", "inf", "stroke-width=\"1e300\"",
        "stroke=\"currentColor\"", "fill=\"url(#a)\"", "opacity=\"-1\"", "<![CDATA[", "]]>", "<!DOCTYPE svg [<!ENTITY a \"b\">]>",
        "&a;", "&#0;", "&#xFFFFFFFF;", "<!--", "-->", "viewBox=\"0 0 0 0\"", "viewBox=\"0 0 1e-300 1e-300\"",
        "width=\"1e9\" height=\"1e9\"", "<rect width=\"1e308\" height=\"1e308\" rx=\"-5\"/>", "<circle r=\"1e308\"/>",
        "<polygon points=\"1 2 3\"/>", "<use href=\"#Regular-M\"/>", "id=\"Regular-S\"", "class=\"hierarchical-1:secondary\"",
        "style=\"fill:#zzz;stroke-width:1e400\"", "\u{0}", "é", "\u{FEFF}", "<", ">", "\"", "'", "=", "/>",
    ]

    static let jsonTokens: [String] = [
        "1e308", "-1", "\"0x\"", "\"0xFFFFFFFFFFFFFFFF\"", "\"1e400\"", "\"-0.5\"", "\"NaN\"", "null", "[]", "{}", "[[[[[[[[",
        "\"../../spec.yaml\"", "\"/etc/hostname\"", "\"logo.png\"", "\"badge.svg\"", "\"3x\"", "\"0x\"", "\"1000000x\"",
        "\"display-p3\"", "\"extended-gray\"", "\"tinted\"", "\"dark\"", "\"provides-namespace\" : true,", "\"template\"",
        "\"preserves-vector-representation\" : true,", "\"platform\" : \"ios\",", "\"reference\" : \"systemBlueColor\",",
        ",", ":", "\"", "\\u0000", "\\ud800", "\u{0}", "true", "\"filename\" : \"Contents.json\",",
    ]

    init() throws {
        files = try Self.seedFiles(under: packageRoot.appendingPathComponent("Tests/WidgetRenderTests/Fixtures/Widget.xcassets"))
        let seeds = packageRoot.appendingPathComponent("Tests/Fuzz/seeds")
        spec = [UInt8](try Data(contentsOf: seeds.appendingPathComponent("catalog-spec.yml")))
        svg = [UInt8](try Data(contentsOf: seeds.appendingPathComponent("symbol.svg")))
    }

    /// Every file below `root` (relative path, bytes), sorted: a seed folder read once.
    static func seedFiles(under root: URL) throws -> [(path: String, bytes: [UInt8])] {
        var found: [(path: String, bytes: [UInt8])] = []
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let relative = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let url = root.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                found.append((relative, [UInt8](try Data(contentsOf: url))))
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Writes one catalog case into `folder`; returns what was mutated (for the figures).
    func makeCase(in folder: URL, random: inout FuzzRandom) throws -> (catalogMutated: Bool, svgMutated: Bool, hostile: String?) {
        let fm = FileManager.default
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        try fm.createDirectory(at: catalog, withIntermediateDirectories: true)
        // The spec is mutated less often than in plain cases, so that most cases reach the readers.
        let specBytes = random.chance(20) ? FuzzMutator.mutate(spec, text: true, random: &random) : spec
        try Data(specBytes).write(to: folder.appendingPathComponent("spec.yaml"))

        var mutated = false
        for (path, bytes) in files {
            let url = catalog.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var out = bytes
            if path.hasSuffix(".json"), random.chance(25) {
                out = FuzzCatalogCorpus.mutateText(bytes, tokens: Self.jsonTokens, random: &random)
            } else if path.hasSuffix(".png"), random.chance(15) {
                out = FuzzMutator.mutate(bytes, text: false, random: &random)
            } else if path.hasSuffix(".svg"), random.chance(25) {
                out = FuzzCatalogCorpus.mutateText(bytes, tokens: Self.svgTokens, random: &random)
            }
            if out != bytes { mutated = true }
            try Data(out).write(to: url)
        }
        let hostile = random.chance(35) ? try makeHostile(in: catalog, random: &random) : nil

        var symbol = svg
        var svgMutated = true
        switch random.below(10) {
        case 0: symbol = FuzzCatalogCorpus.hostileSVG(random: &random)
        case 1...6: symbol = FuzzCatalogCorpus.mutateText(svg, tokens: Self.svgTokens, random: &random)
        case 7: symbol = FuzzMutator.mutate(svg, text: true, random: &random)
        default: svgMutated = false
        }
        try Data(symbol).write(to: folder.appendingPathComponent("symbol.svg"))
        return (mutated || hostile != nil, svgMutated, hostile)
    }

    /// Byte mutations plus tokens of the format at hand (JSON or SVG).
    static func mutateText(_ bytes: [UInt8], tokens: [String], random: inout FuzzRandom) -> [UInt8] {
        var out = bytes
        for _ in 0..<(1 + random.below(3)) {
            if random.chance(60) {
                out.insert(contentsOf: Array(random.pick(tokens).utf8), at: random.below(out.count + 1))
            } else {
                out = FuzzMutator.mutate(out, text: true, random: &random)
            }
        }
        return out
    }

    /// One hostile change to the catalog's structure; returns its name.
    func makeHostile(in catalog: URL, random: inout FuzzRandom) throws -> String {
        let fm = FileManager.default
        let contents = Data("{\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8)
        switch random.below(9) {
        case 0:  // groups nested deeper than the reader allows, an image set at the bottom
            var url = catalog
            for level in 0..<(10 + random.below(40)) {
                url = url.appendingPathComponent("G\(level)")
                try fm.createDirectory(at: url, withIntermediateDirectories: true)
                try contents.write(to: url.appendingPathComponent("Contents.json"))
            }
            let set = url.appendingPathComponent("Deep.imageset")
            try fm.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(files.first { $0.path.hasSuffix("Logo.imageset/Contents.json") }!.bytes).write(to: set.appendingPathComponent("Contents.json"))
            return "deep nesting"
        case 1:  // a PNG header declaring 100 000 × 100 000 pixels (or 1 × 4 000 000 000)
            let logo = catalog.appendingPathComponent("Logo.imageset/logo@3x.png")
            let png = [UInt8](try Data(contentsOf: logo))
            let huge = random.chance(50) ? FuzzMutator.resizedPNG(png, width: 100_000, height: 100_000)
                : FuzzMutator.resizedPNG(png, width: 1, height: 4_000_000_000)
            try Data(huge).write(to: logo)
            return "huge declared size"
        case 2:  // image files that are symlinks out of the catalog
            for name in ["logo.png", "logo@2x.png", "logo@3x.png"] {
                let url = catalog.appendingPathComponent("Logo.imageset/\(name)")
                try fm.removeItem(at: url)
                try fm.createSymbolicLink(atPath: url.path, withDestinationPath: random.chance(50) ? "/etc/hostname" : "../../spec.yaml")
            }
            return "symlink out of the catalog"
        case 3:  // a set folder that is a symlink to the case folder, or a loop back into the catalog
            let link = catalog.appendingPathComponent(random.chance(50) ? "Loop" : "Out.imageset")
            try fm.createSymbolicLink(atPath: link.path, withDestinationPath: random.chance(50) ? "." : "..")
            return "symlinked folder"
        case 4:  // a Contents.json that is a folder, or a dangling symlink
            let url = catalog.appendingPathComponent("Colors/BrandPrimary.colorset/Contents.json")
            try fm.removeItem(at: url)
            if random.chance(50) { try fm.createDirectory(at: url, withIntermediateDirectories: true) }
            else { try fm.createSymbolicLink(atPath: url.path, withDestinationPath: "missing.json") }
            return "Contents.json not a file"
        case 5:  // thousands of sets
            for k in 0..<(500 + random.below(1500)) {
                let set = catalog.appendingPathComponent("Many/C\(k).colorset")
                try fm.createDirectory(at: set, withIntermediateDirectories: true)
                try Data(files.first { $0.path.hasSuffix("BrandPrimary.colorset/Contents.json") }!.bytes).write(to: set.appendingPathComponent("Contents.json"))
            }
            return "many sets"
        case 6:  // an oversized Contents.json (over the 1 MB limit) or a deeply nested one
            let url = catalog.appendingPathComponent("Logo.imageset/Contents.json")
            if random.chance(50) {
                try Data(repeating: 0x20, count: 1_100_000).write(to: url)
            } else {
                let depth = 100_000
                try Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8).write(to: url)
            }
            return "oversized Contents.json"
        case 7:  // the symbol set's SVG replaced by a hostile one
            try Data(FuzzCatalogCorpus.hostileSVG(random: &random))
                .write(to: catalog.appendingPathComponent("team.badge.symbolset/team.badge.svg"))
            return "hostile symbol set SVG"
        default:  // the vector image set's SVG replaced by a hostile one
            try Data(FuzzCatalogCorpus.hostileSVG(random: &random))
                .write(to: catalog.appendingPathComponent("Badge.imageset/badge.svg"))
            return "hostile vector image set"
        }
    }

    /// A generated hostile SVG: deep nesting, many elements, long path data, huge sizes or an
    /// unterminated document.
    static func hostileSVG(random: inout FuzzRandom) -> [UInt8] {
        let head = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">"
        switch random.below(6) {
        case 0:
            let depth = random.chance(50) ? 60 : 5_000
            return Array((head + String(repeating: "<g>", count: depth) + "<path d=\"M0 0L9 9Z\"/>"
                + String(repeating: "</g>", count: depth) + "</svg>").utf8)
        case 1:
            let count = random.chance(50) ? 19_000 : 30_000
            return Array((head + String(repeating: "<rect x=\"1\" y=\"1\" width=\"2\" height=\"2\"/>", count: count) + "</svg>").utf8)
        case 2:
            let count = random.chance(50) ? 90_000 : 120_000
            return Array((head + "<path d=\"M0 0" + String(repeating: "L1 1", count: count) + "Z\"/></svg>").utf8)
        case 3:
            return Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1e9\" height=\"1e9\"><path d=\"M0 0 A1e300 1e300 0 1 1 1e308 1e308 Z\" stroke=\"currentColor\" stroke-width=\"1e300\"/></svg>".utf8)
        case 4:
            return Array((head + "<g id=\"Regular-S\"><path d=\"M0 0 " + String(repeating: "c1e308 -1e308 NaN 1 2 3 ", count: 1_000) + "\"/>").utf8)
        default:
            return Array((head + String(repeating: "<!-- x ", count: 10_000) + "<path d=\"M0 0L1 1\"/></svg>").utf8)
        }
    }
}
