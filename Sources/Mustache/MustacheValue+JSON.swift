extension MustacheValue {
    /// The value as pretty-printed JSON with keys sorted, so equal values print the same bytes.
    public func jsonText() -> String {
        var output = ""
        write(into: &output, indent: "")
        return output + "\n"
    }

    private func write(into output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += value.isFinite ? String(value) : "null"
        case .string(let value): Self.writeString(value, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += indent + "  "
                element.write(into: &output, indent: indent + "  ")
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .list(let list):
            MustacheValue.array(list.elements).write(into: &output, indent: indent)
        case .object(let object):
            MustacheValue.dictionary(object.dictionary).write(into: &output, indent: indent)
        case .dictionary(let entries):
            guard !entries.isEmpty else { output += "{}"; return }
            output += "{\n"
            let sorted = entries.sorted { $0.key < $1.key }
            for (index, entry) in sorted.enumerated() {
                output += indent + "  "
                Self.writeString(entry.key, into: &output)
                output += ": "
                entry.value.write(into: &output, indent: indent + "  ")
                output += index == sorted.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
