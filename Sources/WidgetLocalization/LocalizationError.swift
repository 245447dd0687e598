import Foundation

/// A localization file that cannot be read: one line naming the file, where (when known) and the problem.
public struct LocalizationError: Error, CustomStringConvertible, Equatable, Sendable {
    public let file: String
    /// 1-based; 0 when the problem has no place in the file.
    public let line: Int
    public let column: Int
    public let message: String

    package init(file: String, line: Int = 0, column: Int = 0, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    public var description: String {
        line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
    }

    /// Line and column (1-based, in characters) of UTF-8 byte `offset` in `data`.
    static func position(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
        let prefix = data.prefix(max(0, min(offset, data.count)))
        var line = 1
        var lineStart = prefix.startIndex
        for index in prefix.indices where prefix[index] == 0x0A { line += 1; lineStart = index + 1 }
        let column = (String(data: Data(prefix[lineStart...]), encoding: .utf8)?.count ?? (prefix.endIndex - lineStart)) + 1
        return (line, column)
    }
}
