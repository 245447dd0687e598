import ArgumentParser
import Foundation
import WidgetRender

/// A failure the CLI reports as one line on stderr, exiting with status 1.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }

    /// Runs `body`; any error becomes `widget-render: <one line>` on stderr and exit status 1.
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ExitCode {
            throw error
        } catch {
            // One bounded line whatever the input echoed into it (docs/security.md).
            var line = String(describing: error).replacingOccurrences(of: "\n", with: " ")
            if line.count > 2 * RenderLimits.messageLength { line = String(line.prefix(2 * RenderLimits.messageLength)) + "… (message cut)" }
            FileHandle.standardError.write(Data("widget-render: \(line)\n".utf8))
            throw ExitCode.failure
        }
    }
}

extension WidgetFamily {
    static func parse(_ name: String) throws -> WidgetFamily {
        guard let family = WidgetFamily(name: name) else {
            throw CLIError("unknown family '\(name)'; valid families: "
                           + WidgetFamily.allCases.map(\.description).joined(separator: ", "))
        }
        return family
    }
}
