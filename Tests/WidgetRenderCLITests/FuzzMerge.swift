import Foundation

/// `report merge` fuzz cases (issue 34; docs/security.md): two or three shard folders of one
/// sharded check — each a `results.json` naming expected, actual, diff and thumbnail images, and
/// the images — merged with `widget-render report merge shards/… --out OUT`. A shard's results.json
/// is a file anyone could have written, so it is mutated with bytes and JSON tokens, or the case is
/// made hostile: image names with `..`, absolute or odd paths, a folder or results.json symlinked
/// out of the shard (to the canary), results.json or an image that is a FIFO, a device or a sparse
/// file past the limits, the same snapshot or image name twice, absurd shard strings, deep nesting,
/// tens of thousands of entries, and merging into a shard folder that holds symlinks. The runner
/// checks that nothing outside OUT changes, nothing in OUT is removed, the canary is never opened,
/// and a refusal is exit status 2 with one line.
struct FuzzMergeCorpus {
    /// Bytes of each image a shard holds (only copied, never decoded), and of another image.
    let image: [UInt8]
    let otherImage: [UInt8]

    static let jsonTokens: [String] = [
        "\"../../spec.yaml\"", "\"/etc/passwd\"", "\"..\"", "\".\"", "\"\"", "\"images/../../x\"", "\"a//b\"", "\"\\u0000\"",
        "\"\\n\"", "\"\\u001b[2J\"", "\"\\ud800\"", "1e999", "-1", "9223372036854775807", "null", "true", "[]", "{}", "[[[[[[[[",
        "\"1/0\"", "\"0/0\"", "\"1/9223372036854775807\"", "\"2/1\"", "\"widget-render-check/2\"", "\"failed\"", "\"missing\"",
        "\"shard\" : \"1/2\",", "\"actual\" : \"../x.png\",", "\"id\" : \"S/w0/iphone-11/systemSmall__ios.light\",", ",", ":", "\"",
        "\u{0}", "\u{FEFF}", "é", "\u{202E}",
    ]

    init() throws {
        image = [UInt8](try Data(contentsOf: packageRoot.appendingPathComponent("Tests/Fuzz/seeds/img.png")))
        otherImage = [UInt8](try Data(contentsOf: packageRoot.appendingPathComponent("Tests/WidgetRenderTests/Fixtures/Widget.xcassets/Logo.imageset/logo.png")))
    }

    /// A valid whole run of one failed snapshot: the canary's results.json (so that a read of it
    /// through a leak would be merged, not refused).
    var canaryRun: String { Self.json(Self.run(shard: nil, entries: [Self.entry(0, status: "failed", images: true)])) }

    /// One snapshot's entry; its images under `images/w<k>/`.
    static func entry(_ k: Int, status: String, images: Bool) -> [String: Any] {
        var entry: [String: Any] = [
            "id": "S/w\(k)/iphone-11/systemSmall__ios.light", "suite": "S", "widget": "w\(k)", "device": "iphone-11",
            "family": "systemSmall", "theme": "ios.light", "status": status, "regions": [["x": 1, "y": 2, "width": 3, "height": 4]],
            "golden": "Goldens/S/w\(k)/iphone-11/systemSmall__ios.light.png",
        ]
        if images {
            for name in ["expected", "actual", "diff", "thumbnail"] { entry[name] = "images/w\(k)/\(name).png" }
            entry["mismatchedPixels"] = 12; entry["width"] = 338; entry["height"] = 338; entry["percentage"] = 0.0105
        }
        return entry
    }

    static func run(shard: String?, entries: [[String: Any]]) -> [String: Any] {
        let failed = entries.filter { $0["status"] as? String == "failed" }.count
        var run: [String: Any] = [
            "schema": "widget-render-check/1", "title": "Goldens", "acceptCommand": "widget-render check goldens.yaml",
            "seconds": 1.5, "results": entries,
            "summary": ["total": entries.count, "matched": entries.count - failed, "missing": 0, "failed": failed, "recorded": 0, "rerecorded": 0],
        ]
        run["shard"] = shard
        return run
    }

    static func json(_ object: Any) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])) ?? Data(), as: UTF8.self)
    }

    /// Writes one case into `folder`: the shards and the command that merges them.
    func makeCase(in folder: URL, canary: FuzzCanary, random: inout FuzzRandom) throws -> (command: FuzzCommand, hostile: String?) {
        let fm = FileManager.default
        let count = 2 + random.below(2)
        var shards: [URL] = []
        var k = 0
        for index in 1...count {
            let shard = folder.appendingPathComponent("shards/shard-\(index)")
            try fm.createDirectory(at: shard, withIntermediateDirectories: true)
            var entries: [[String: Any]] = []
            for _ in 0..<(1 + random.below(4)) {
                let failed = random.chance(50)
                entries.append(Self.entry(k, status: failed ? "failed" : "matched", images: failed))
                if failed {
                    try fm.createDirectory(at: shard.appendingPathComponent("images/w\(k)"), withIntermediateDirectories: true)
                    for name in ["expected", "actual", "diff", "thumbnail"] {
                        try Data(image).write(to: shard.appendingPathComponent("images/w\(k)/\(name).png"))
                    }
                }
                k += 1
            }
            var text = Array(Self.json(Self.run(shard: "\(index)/\(count)", entries: entries)).utf8)
            if random.chance(30) { text = FuzzCatalogCorpus.mutateText(text, tokens: Self.jsonTokens, random: &random) }
            try Data(text).write(to: shard.appendingPathComponent("results.json"))
            shards.append(shard)
        }
        // Usually a fresh folder; sometimes a shard's own folder (its files are then the output's),
        // or a folder inside one.
        let out = random.chance(75) ? "out" : random.chance(60) ? "shards/shard-1" : "shards/shard-1/merged"
        var hostile: String?
        if random.chance(45) {
            hostile = try makeHostile(shards: shards, out: out, canary: canary, random: &random)
        }
        var arguments = ["report", "merge"] + shards.map { "shards/" + $0.lastPathComponent } + ["--out", out]
        if hostile == "a shard given twice" { arguments.insert("shards/shard-1", at: 2) }
        if random.chance(50) { arguments.append("-q") }
        if random.chance(20) { arguments += ["--junit", random.pick([out + "/extra/junit.xml", "/dev/null", "/dev/stdout", "/dev/full"])] }
        if random.chance(20) { arguments += ["--json", random.pick([out + "/summary.json", "/dev/null"])] }
        return (FuzzCommand(arguments: arguments, output: out, accepted: [0, 1], rejected: [2], oneLineErrors: true), hostile)
    }

    /// Replaces shard-1's results.json with `entries` (a whole shard 1 of `count`).
    private func rewrite(_ shard: URL, _ entries: [[String: Any]], shard name: String = "1/2", raw: String? = nil) throws {
        let url = shard.appendingPathComponent("results.json")
        try? FileManager.default.removeItem(at: url)
        try Data((raw ?? Self.json(Self.run(shard: name, entries: entries))).utf8).write(to: url)
    }

    /// One hostile change; returns its name.
    func makeHostile(shards: [URL], out: String, canary: FuzzCanary, random: inout FuzzRandom) throws -> String {
        let fm = FileManager.default
        let first = shards[0]
        let shardName = "1/\(shards.count)"
        func named(_ path: String) -> [[String: Any]] {
            var entry = Self.entry(900, status: "failed", images: true)
            entry[random.pick(["expected", "actual", "diff", "thumbnail"])] = path
            return [entry]
        }
        switch random.below(12) {
        case 0:
            // From shards/shard-1 up to the case's parent, then into the canary.
            let up = random.pick(["../../../", "images/../../../../", "./../../../"]) + canary.folder.lastPathComponent + "/canary.png"
            try rewrite(first, named(up), shard: shardName)
            return "image path with .."
        case 1:
            try rewrite(first, named(random.pick([canary.folder.appendingPathComponent("canary.png").path, "/etc/passwd", "/dev/zero", "/"])), shard: shardName)
            return "absolute image path"
        case 2:
            let odd = random.pick(["", ".", "./images/w0/actual.png", "images//w0/actual.png", "images/", String(repeating: "a/", count: 3000) + "x.png",
                                   "images/w0\u{0}/actual.png", "images/w0/actual.png\n", "\u{1B}[2J\u{1B}[31mimages.png", "\u{202E}gnp.x"])
            try rewrite(first, named(odd), shard: shardName)
            return "odd image path"
        case 3:
            // A folder of the shard that is a symlink out of it (absolute or relative), named by an entry.
            let link = first.appendingPathComponent("leak")
            let target = random.chance(50) ? canary.folder.path : "../../../" + canary.folder.lastPathComponent
            try fm.createSymbolicLink(atPath: link.path, withDestinationPath: target)
            try rewrite(first, named(random.pick(["leak/canary.png", "leak/secret.txt", "leak/results.json"])), shard: shardName)
            return "symlinked folder out of the shard"
        case 4:
            let url = first.appendingPathComponent("results.json")
            try fm.removeItem(at: url)
            let target = random.pick([canary.folder.appendingPathComponent("results.json").path, "/dev/zero", "/proc/self/environ", "/etc/passwd"])
            try fm.createSymbolicLink(atPath: url.path, withDestinationPath: target)
            return "results.json symlinked out"
        case 5:
            let url = first.appendingPathComponent("results.json")
            try fm.removeItem(at: url)
            switch random.below(4) {
            case 0: guard mkfifo(url.path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            case 1: try fm.createDirectory(at: url, withIntermediateDirectories: true)
            case 2: try fm.createSymbolicLink(atPath: url.path, withDestinationPath: "missing.json")
            default:
                // Sparse: a results.json of 4 GB that costs no disk.
                guard fm.createFile(atPath: url.path, contents: Data("{\"schema\": ".utf8)), truncate(url.path, 4_000_000_000) == 0 else {
                    throw CocoaError(.fileWriteUnknown)
                }
            }
            return "results.json not a plain file"
        case 6:
            let url = first.appendingPathComponent("images/w900/actual.png")
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch random.below(3) {
            case 0: guard mkfifo(url.path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            case 1: try fm.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/zero")
            default:
                guard fm.createFile(atPath: url.path, contents: Data(image)), truncate(url.path, 100_000_000) == 0 else {
                    throw CocoaError(.fileWriteUnknown)
                }
            }
            try rewrite(first, named("images/w900/actual.png"), shard: shardName)
            return "image not a plain file"
        case 7:
            // The same snapshot in two shards, or two shards' different images under one name.
            var entry = Self.entry(0, status: "failed", images: true)
            let other = shards[1].appendingPathComponent("images/w0")
            try fm.createDirectory(at: other, withIntermediateDirectories: true)
            for name in ["expected", "actual", "diff", "thumbnail"] {
                try Data(otherImage).write(to: other.appendingPathComponent("\(name).png"))
            }
            if random.chance(50) { entry["id"] = "S/other/iphone-11/systemSmall__ios.light" }
            try rewrite(shards[1], [entry], shard: "2/\(shards.count)")
            return "duplicate names"
        case 8:
            if random.chance(30) { return "a shard given twice" }
            let shard = random.pick(["1/9223372036854775807", "0/0", "-1/2", "2/1", "1/0", "a/b", "1/2/3", "", "1/99999999", "１/２"])
            try rewrite(first, [Self.entry(900, status: "matched", images: false)], shard: shard)
            return "absurd shard string"
        case 9:
            let depth = random.pick([600, 10_000, 200_000])
            let raw = random.chance(50) ? String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
                : "{\"schema\": \"widget-render-check/1\", \"results\": [{\"regions\": " + String(repeating: "[", count: depth)
                + String(repeating: "]", count: depth) + "}]}"
            try rewrite(first, [], raw: raw)
            return "deep nesting"
        case 10:
            try makeLinksInOut(shards: shards, out: out, canary: canary, random: &random)
            return "output folder holding symlinks"
        default:
            let entries = (0..<(10_000 + random.below(40_000))).map { Self.entry(1000 + $0, status: "matched", images: false) }
            try rewrite(first, entries, shard: shardName)
            return "many entries"
        }
    }

    /// The output's files and folders as symlinks out (to the canary) before the merge writes:
    /// only reachable when the output is a shard's folder, which anyone could have filled.
    private func makeLinksInOut(shards: [URL], out: String, canary: FuzzCanary, random: inout FuzzRandom) throws {
        let fm = FileManager.default
        let folder = shards[0].deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(out)
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        // A shard's own results.json is an input: it stays a file; the pages may be links.
        let names = out == "out" ? ["index.html", "results.json", "junit.xml", "report-data.js"] : ["index.html", "junit.xml", "report-data.js"]
        for name in names where random.chance(70) {
            let url = folder.appendingPathComponent(name)
            try? fm.removeItem(at: url)
            try fm.createSymbolicLink(atPath: url.path, withDestinationPath: canary.folder.appendingPathComponent("secret.txt").path)
        }
        // An images folder that leads out, and a later shard whose images go below it.
        let images = folder.appendingPathComponent("images")
        if !fm.fileExists(atPath: images.path) || random.chance(50) {
            try? fm.removeItem(at: images)
            try fm.createSymbolicLink(atPath: images.path, withDestinationPath: canary.folder.path)
        }
        var entry = Self.entry(901, status: "failed", images: true)
        entry["actual"] = "images/new/actual.png"
        let source = shards[1].appendingPathComponent("images/new")
        try fm.createDirectory(at: source, withIntermediateDirectories: true)
        try Data(image).write(to: source.appendingPathComponent("actual.png"))
        for name in ["expected", "diff", "thumbnail"] { entry[name] = nil }
        try rewrite(shards[1], [entry], shard: "2/\(shards.count)")
    }
}
