import Foundation
import SwiftParser
import SwiftSyntax

/// Reads Swift sources and lists their previews, widgets, widget bundles and preview providers.
package enum Discovery {
    /// Scans one file's text; `fileID` is what `#fileID` says for it ("MyWidgets/EmojiWidget.swift").
    package static func scan(source: String, fileID: String) -> DiscoveryResult {
        let tree = Parser.parse(source: source)
        let scanner = PreviewScanner(fileID: fileID, tree: tree)
        scanner.walk(tree)
        scanner.finish()
        return scanner.result
    }

    /// Scans files of module `module`, in the order given (sort them for a stable registry).
    package static func scan(files: [URL], module: String) throws -> DiscoveryResult {
        var all = DiscoveryResult()
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let found = scan(source: source, fileID: "\(module)/\(file.lastPathComponent)")
            all.previews += found.previews
            all.types += found.types
            for line in found.imports where !all.imports.contains(line) { all.imports.append(line) }
        }
        return all
    }
}
