import ArgumentParser
import Foundation
import WidgetRender

/// `--allow-read` and the `--max-…` flags shared by the commands that read specs: what a spec
/// may read besides its own folder, and the `RenderLimits` a real user might need to raise
/// (docs/security.md lists every limit and its default).
struct SafetyOptions: ParsableArguments {
    @Option(name: .customLong("allow-read"),
            help: "A folder (or file) specs may also read images and fonts from (repeatable; default: only each spec's own folder and the bundled assets).")
    var allowRead: [String] = []

    @Option(help: "Most views and modifiers in one widget (default: \(RenderLimits.standard.nodesPerWidget)).")
    var maxNodes: Int?

    @Option(help: "Most spec nodes after components and YAML aliases are expanded (default: \(RenderLimits.standard.specExpansion)).")
    var maxSpecExpansion: Int?

    @Option(help: "Most pixels of one image (default: \(RenderLimits.standard.imagePixels)).")
    var maxImagePixels: Int?

    @Option(help: "Most decoded image megabytes in one run (default: \(RenderLimits.standard.decodedBytesPerRun >> 20)).")
    var maxDecodedMegabytes: Int?

    func validate() throws {
        for (name, value) in [("--max-nodes", maxNodes), ("--max-spec-expansion", maxSpecExpansion),
                              ("--max-image-pixels", maxImagePixels), ("--max-decoded-megabytes", maxDecodedMegabytes)] {
            if let value, value < 1 { throw ValidationError("\(name) must be at least 1") }
        }
        if let path = allowRead.first(where: { $0.isEmpty }) {
            throw ValidationError("--allow-read needs a path, got '\(path)'")
        }
    }

    var limits: RenderLimits {
        var limits = RenderLimits.standard
        if let maxNodes { limits.nodesPerWidget = maxNodes }
        if let maxSpecExpansion { limits.specExpansion = maxSpecExpansion }
        if let maxImagePixels { limits.imagePixels = maxImagePixels }
        if let maxDecodedMegabytes { limits.decodedBytesPerRun = maxDecodedMegabytes.multipliedReportingOverflow(by: 1 << 20).overflow ? .max : maxDecodedMegabytes << 20 }
        return limits
    }

    var readRoots: [URL] { allowRead.map { URL(fileURLWithPath: $0) } }
}

/// Refuses an empty output path, which would write into the current folder.
func checkedOutputPath(_ path: String, option: String = "--out") throws -> String {
    guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw ValidationError("\(option) needs a path; an empty one would write into the current folder")
    }
    return path
}

/// A warning on stderr, one line.
func warn(_ line: String) {
    FileHandle.standardError.write(Data("widget-render: warning: \(RenderLimits.cappedMessage(line))\n".utf8))
}
