/// One parsed element: its name, attributes, children and the line where it starts (for errors).
package struct SVGElement: Sendable {
    package var name: String
    package var attributes: [String: String]
    package var children: [SVGElement]
    package var line: Int
}

/// A minimal XML reader: start/end/self-closing tags, attributes in single or double quotes,
/// comments, processing instructions, DOCTYPE and CDATA skipped. Enough for SVG files that
/// editors write; anything else is a one-line error with the line number.
struct SVGXMLReader {
    static let maximumElements = 20_000
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var count = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    /// The document's root element.
    mutating func parseDocument() throws -> SVGElement {
        var stack: [SVGElement] = []
        var root: SVGElement?
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "<") { advance(); continue }
            if starts(with: "<!--") { try skip(past: "-->"); continue }
            if starts(with: "<![CDATA[") { try skip(past: "]]>"); continue }
            if starts(with: "<?") { try skip(past: "?>"); continue }
            if starts(with: "<!") { try skip(past: ">"); continue }
            if starts(with: "</") {
                index += 2
                let name = readName()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw error("malformed end tag </\(name)") }
                index += 1
                guard let open = stack.popLast(), open.name == name else {
                    throw error("end tag </\(name)> does not match an open element")
                }
                if stack.isEmpty { root = open } else { stack[stack.count - 1].children.append(open) }
                continue
            }
            index += 1
            let startLine = line
            let name = readName()
            guard !name.isEmpty else { throw error("expected an element name after '<'") }
            count += 1
            guard count <= SVGXMLReader.maximumElements else {
                throw error("more than \(SVGXMLReader.maximumElements) elements")
            }
            var element = SVGElement(name: name, attributes: [:], children: [], line: startLine)
            var selfClosing = false
            while true {
                skipSpace()
                guard index < bytes.count else { throw error("unterminated <\(name)> tag") }
                if bytes[index] == UInt8(ascii: ">") { index += 1; break }
                if starts(with: "/>") { index += 2; selfClosing = true; break }
                let attribute = readName()
                guard !attribute.isEmpty else { throw error("unexpected character in <\(name)> tag") }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    throw error("attribute \(attribute) of <\(name)> has no value")
                }
                index += 1
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                    throw error("attribute \(attribute) of <\(name)> is not quoted")
                }
                let quote = bytes[index]
                index += 1
                let start = index
                while index < bytes.count, bytes[index] != quote { advance() }
                guard index < bytes.count else { throw error("unterminated value of attribute \(attribute)") }
                element.attributes[attribute] = SVGXMLReader.unescape(String(decoding: bytes[start..<index], as: UTF8.self))
                index += 1
            }
            if selfClosing {
                if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
            } else {
                guard stack.count < SVGXMLReader.maximumDepth else {
                    throw error("elements nest deeper than \(SVGXMLReader.maximumDepth) levels")
                }
                stack.append(element)
            }
            if root != nil && stack.isEmpty { break }
        }
        guard stack.isEmpty else { throw error("<\(stack.last!.name)> is never closed") }
        guard let root else { throw SVGError(message: "no root element", line: nil) }
        return root
    }

    private func starts(with prefix: String) -> Bool {
        let p = Array(prefix.utf8)
        guard index + p.count <= bytes.count else { return false }
        return Array(bytes[index..<index + p.count]) == p
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private mutating func skip(past terminator: String) throws {
        let startLine = line
        while index < bytes.count {
            if starts(with: terminator) { index += terminator.utf8.count; return }
            advance()
        }
        throw SVGError(message: "unterminated markup (expected \(terminator))", line: startLine)
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            let isName = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") || b == UInt8(ascii: ":") || b == UInt8(ascii: ".")
                || b >= 0x80
            guard isName else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func error(_ message: String) -> SVGError { SVGError(message: message, line: line) }

    /// The five predefined entities and numeric character references.
    static func unescape(_ value: String) -> String {
        guard value.contains("&") else { return value }
        var result = ""
        var rest = Substring(value)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { result += rest[amp...]; return result }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                var scalar: Unicode.Scalar?
                if entity.hasPrefix("#x") { scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
                else if entity.hasPrefix("#") { scalar = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init) }
                if let scalar { result.unicodeScalars.append(scalar) } else { result += rest[amp...semi] }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return result + rest
    }
}

/// A problem in an SVG file, with the line where it was found when known.
package struct SVGError: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package var line: Int?
    package init(message: String, line: Int?) { self.message = message; self.line = line }
    package var description: String { line.map { "line \($0): \(message)" } ?? message }
}
