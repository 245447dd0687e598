import Foundation

// printf-style formats come from places a widget's author does not control: a `.strings` file, a
// spec, a specifier string. A field width or precision of 999999999 makes `String(format:)`
// allocate a gigabyte. Every format this package formats goes through `boundedFormat`, which
// lowers widths and precisions above `maximumFieldWidth` to it (docs/security.md, *Formats*).

/// The widest field or the longest precision formatted: wider than any line of a widget (ours).
package let maximumFieldWidth = 1_000

/// `String(format:locale:arguments:)` with every width and precision at most `maximumFieldWidth`.
package func boundedFormat(_ format: String, locale: Locale? = Locale(identifier: "en_US_POSIX"), _ arguments: [CVarArg]) -> String {
    String(format: cappingFieldWidths(format), locale: locale, arguments: arguments)
}

/// A width or precision as written (decimal digits, or empty), at most `maximumFieldWidth`.
package func cappingFieldNumber(_ digits: String) -> String {
    let significant = digits.drop { $0 == "0" }
    return significant.count <= 4 && (Int(significant) ?? 0) <= maximumFieldWidth ? digits : String(maximumFieldWidth)
}

/// `format` with each `%[n$][flags][width][.precision]` width and precision capped.
package func cappingFieldWidths(_ format: String) -> String {
    guard format.contains("%") else { return format }
    let characters = Array(format)
    var out = "", i = 0
    func digits() -> String {
        var text = ""
        while i < characters.count, characters[i].isASCII, characters[i].isNumber { text.append(characters[i]); i += 1 }
        return text
    }
    while i < characters.count {
        let c = characters[i]; i += 1
        out.append(c)
        guard c == "%" else { continue }
        if i < characters.count, characters[i] == "%" { out.append("%"); i += 1; continue }
        var leading = digits()
        if i < characters.count, characters[i] == "$" { out += leading + "$"; i += 1; leading = "" }
        if leading.isEmpty {
            while i < characters.count, "-+ #0'".contains(characters[i]) { out.append(characters[i]); i += 1 }
            leading = digits()
        }
        out += cappingFieldNumber(leading)
        if i < characters.count, characters[i] == "." { i += 1; out += "." + cappingFieldNumber(digits()) }
    }
    return out
}
