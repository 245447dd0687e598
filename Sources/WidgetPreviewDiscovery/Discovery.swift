import Foundation
import SwiftParser
import SwiftSyntax

/// Reads Swift sources and lists their previews, widgets, widget bundles and preview providers.
package enum Discovery {
    /// Scans one file's text; `fileID` is what `#fileID` says for it ("MyWidgets/EmojiWidget.swift"),
    /// `path` how problems name the file (its path, as compiler errors do).
    package static func scan(source: String, fileID: String, path: String? = nil) -> DiscoveryResult {
        let tree = Parser.parse(source: source)
        let scanner = PreviewScanner(fileID: fileID, path: path ?? fileID, tree: tree)
        scanner.walk(tree)
        scanner.finish()
        return scanner.result
    }

    /// Scans files of module `module`, in the order given (sort them for a stable registry).
    package static func scan(files: [URL], module: String) throws -> DiscoveryResult {
        var all = DiscoveryResult()
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let found = scan(source: source, fileID: "\(module)/\(file.lastPathComponent)", path: file.path)
            all.previews += found.previews
            all.types += found.types
            all.problems += found.problems
            all.warnings += found.warnings
            for line in found.imports where !all.imports.contains(line) { all.imports.append(line) }
        }
        return all
    }
}
