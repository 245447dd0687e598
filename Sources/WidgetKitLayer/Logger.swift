import Foundation
import WidgetViews

// The unified-logging API widget providers call (`Logger`, `os_log`), from Apple's `os` module,
// which Linux does not have: with `import os` / `import OSLog` removed, such files compile
// unchanged otherwise. (A module named `os` is not provided: swift-argument-parser, swift-syntax
// and xctest-dynamic-overlay test `canImport(os)` and would then compile their Darwin code.)
// There is no unified log here: a message is written to standard error, one line, only when
// WIDGET_RENDER_LOG is set (to anything), so renders and CLI output stay quiet and deterministic
// (docs/widgetkit.md, *Apple's module names*). Values are written as they are: privacy options
// are accepted and not applied (a local debugging aid).

/// A logger for a subsystem and category, as os' `Logger`.
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    public init() { self.init(subsystem: "", category: "") }
    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { LogOutput.write(subsystem, category, level, message.text) }
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// A log handle, as os' `OSLog` (for `os_log` and `Logger(_:)`).
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// A message's level, as os' `OSLogType`.
public struct OSLogType: Hashable, Sendable {
    let name: String
    public static let `default` = OSLogType(name: "default")
    public static let info = OSLogType(name: "info")
    public static let debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error")
    public static let fault = OSLogType(name: "fault")
}

/// Writes `format` with `arguments`, as os' `os_log(_:dso:log:type:_:)`.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
                   _ arguments: CVarArg...) {
    guard log !== OSLog.disabled else { return }
    let format = message.description.replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
    LogOutput.write(log.subsystem, log.category, type, boundedFormat(format, locale: nil as Locale?, arguments))
}

/// `os_log(.info, log: log, "…\(value)")`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    guard log !== OSLog.disabled else { return }
    LogOutput.write(log.subsystem, log.category, type, message.text)
}

/// A message with interpolated values, as os' `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations a log message accepts, as os' `OSLogInterpolation`; formats are applied,
/// privacy is accepted.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation<T: BinaryInteger>(_ number: @autoclosure () -> T,
                                                               format: OSLogIntegerFormatting = .decimal,
                                                               align: OSLogStringAlignment = .none,
                                                               privacy: OSLogPrivacy = .auto) {
        append(format.string(number()), align)
    }
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ number: @autoclosure () -> T,
                                                                     format: OSLogFloatFormatting = .fixed,
                                                                     align: OSLogStringAlignment = .none,
                                                                     privacy: OSLogPrivacy = .auto) {
        append(format.string(Double(number())), align)
    }
    public mutating func appendInterpolation(_ boolean: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        let value = boolean()
        text += format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
    }
    public mutating func appendInterpolation(_ string: @autoclosure () -> String, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        append(string(), align)
    }
    /// Anything else (errors, URLs, dates, custom types): as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, align: OSLogStringAlignment = .none,
                                                privacy: OSLogPrivacy = .auto) {
        append(String(describing: value()), align)
    }

    private mutating func append(_ string: String, _ align: OSLogStringAlignment) {
        let pad = String(repeating: " ", count: max(0, align.columns - string.count))
        text += align.right ? pad + string : string + (align.columns > 0 ? pad : "")
    }
}

/// How a value is shown in logs (accepted; values are written as they are here).
public struct OSLogPrivacy: Hashable, Sendable {
    public enum Mask: Hashable, Sendable { case hash, none }
    let name: String
    public static let auto = OSLogPrivacy(name: "auto")
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private") }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive") }
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto") }
}

/// Integer formats, as os' `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let prefix: Bool
    let minDigits: Int
    public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: false, minDigits: 0)
    public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false, minDigits: 0)
    public static let octal = OSLogIntegerFormatting(radix: 8, prefix: false, minDigits: 0)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, prefix: false, minDigits: minDigits)
    }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, prefix: includePrefix, minDigits: minDigits)
    }

    func string<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        return (value < 0 ? "-" : "") + (prefix && radix == 16 ? "0x" : "") + digits
    }
}

/// Floating-point formats, as os' `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
    let specifier: String
    public static let fixed = OSLogFloatFormatting(specifier: "%f")
    public static let exponential = OSLogFloatFormatting(specifier: "%e")
    public static let hybrid = OSLogFloatFormatting(specifier: "%g")
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(specifier: "%.\(precision())f")
    }
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(specifier: "%.\(precision())e")
    }

    func string(_ value: Double) -> String { boundedFormat(specifier, [value]) }
}

/// Boolean formats, as os' `OSLogBoolFormat`.
public enum OSLogBoolFormat: Sendable { case truth, answer }

/// Padding to a column width, as os' `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let right: Bool
    public static let none = OSLogStringAlignment(columns: 0, right: false)
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), right: true) }
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), right: false) }
}

/// Where log lines go: standard error, only with WIDGET_RENDER_LOG set.
enum LogOutput {
    static let isEnabled = ProcessInfo.processInfo.environment["WIDGET_RENDER_LOG"] != nil
    private static let lock = NSLock()

    /// "[subsystem:category] level: message" (one line: newlines in the message become spaces).
    static func line(_ subsystem: String, _ category: String, _ type: OSLogType, _ message: String) -> String {
        let origin = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        return origin + type.name + ": " + message.replacingOccurrences(of: "\n", with: " ")
    }

    static func write(_ subsystem: String, _ category: String, _ type: OSLogType, _ message: String) {
        guard isEnabled else { return }
        let text = line(subsystem, category, type, message) + "\n"
        lock.withLock { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
