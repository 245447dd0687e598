import WidgetText
import Foundation

/// `Font.Width` values are checked at resolve like every other number: finite; standard (0) is
/// stored as nil so a text at the standard width encodes and lays out exactly as one without it.
enum FontWidthCheck {
    static func value(_ width: Font.Width) throws -> Double? {
        let value = try Check.finite(Double(width.value), "fontWidth")
        return value == 0 ? nil : value
    }
}
