/// Text placed in an HTML page, element content or a quoted attribute value: the one escaper of
/// the review report, the sheet index and every other page this package writes from Swift.
package enum HTMLText {
    package static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
