// XMLText: escaping for the XML formats (checkstyle, junit), where a name or message may hold anything.

extension String {
    /// Text safe in an XML 1.0 attribute value or element: `& < > " '` as entities; the characters XML 1.0 cannot
    /// hold at all (most C0 controls, U+FFFE, U+FFFF), the other controls, line separators and bidi overrides
    /// spelled visibly as `\u{1B}`; tab, line feed and carriage return as character references, so they survive
    /// attribute normalisation.
    var xmlEscaped: String {
        guard unicodeScalars.contains(where: { scalar in
            "&<>\"'".unicodeScalars.contains(scalar) || scalar.isUnsafeInReports || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                if scalar.isUnsafeInReports || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += scalar.visibleEscape
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
