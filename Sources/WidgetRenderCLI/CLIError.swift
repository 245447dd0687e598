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
            FileHandle.standardError.write(Data("widget-render: \(oneLine(String(describing: error)))\n".utf8))
            throw ExitCode.failure
        }
    }

    /// An error message as one bounded line of plain text, whatever input was echoed into it
    /// (docs/security.md): control characters escaped (a name from a hostile file could otherwise
    /// move the cursor or clear the terminal) and cut past twice `RenderLimits.messageLength`.
    static func oneLine(_ text: String) -> String {
        RenderLimits.cappedMessage(text, limit: 2 * RenderLimits.messageLength)
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
