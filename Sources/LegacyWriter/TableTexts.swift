/// The text of a `.strings` file: each entry as `"key" = "value";` after its comment, a blank
/// line between entries, UTF-8.
struct StringsFileText {
    private(set) var bytes: [UInt8] = []
    var isEmpty: Bool { bytes.isEmpty }

    mutating func append(key: String, value: String, comment: String?) {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
        if let comment {
            // A block comment ends at the first "*/"; a comment holding one is written split.
            bytes += "/* \(comment.replacingOccurrences(of: "*/", with: "* /")) */\n".utf8
        }
        bytes += "\(Self.quoted(key)) = \(Self.quoted(value));\n".utf8
    }

    /// `text` as a quoted string of a `.strings` file, with the escapes Foundation reads.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}

/// The text of a `.stringsdict` file: an XML property list of one dictionary per key, indented
/// with tabs as Xcode's template lays it out.
struct StringsdictText {
    private var body = ""
    var isEmpty: Bool { body.isEmpty }

    var bytes: [UInt8] {
        Array(("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """ + body + "</dict>\n</plist>\n").utf8)
    }

    /// Appends the entry of `key`; returns why it cannot, when XML cannot hold one of its texts.
    mutating func append(key: String, comment: String?, _ dictionary: [(key: String, value: PropertyListValue)]) -> String? {
        guard let text = Self.entry(key: key, comment: comment, dictionary) else { return "holds a control character" }
        body += text
        return nil
    }

    private static func entry(key: String, comment: String?, _ dictionary: [(key: String, value: PropertyListValue)]) -> String? {
        var text = ""
        if let comment {
            // "--" may not stand inside an XML comment.
            guard let escaped = escaped(comment) else { return nil }
            var safe = escaped
            while safe.contains("--") { safe = safe.replacingOccurrences(of: "--", with: "- -") }
            if safe.hasSuffix("-") { safe += " " }
            text += "\t<!-- \(safe) -->\n"
        }
        guard let member = member(key, .dictionary(dictionary), depth: 1) else { return nil }
        return text + member
    }

    private static func member(_ key: String, _ value: PropertyListValue, depth: Int) -> String? {
        let indent = String(repeating: "\t", count: depth)
        guard let escapedKey = escaped(key) else { return nil }
        switch value {
        case .string(let string):
            guard let escapedString = escaped(string) else { return nil }
            return "\(indent)<key>\(escapedKey)</key>\n\(indent)<string>\(escapedString)</string>\n"
        case .dictionary(let members):
            var text = "\(indent)<key>\(escapedKey)</key>\n\(indent)<dict>\n"
            for (key, value) in members {
                guard let member = member(key, value, depth: depth + 1) else { return nil }
                text += member
            }
            return text + "\(indent)</dict>\n"
        }
    }

    /// `text` with `&`, `<` and `>` escaped; `nil` when it holds a character XML 1.0 cannot.
    private static func escaped(_ text: String) -> String? {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: return nil
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
