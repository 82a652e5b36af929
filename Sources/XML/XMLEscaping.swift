/// Text and attribute values escaped as Xcode writes XLIFF: `&`, `<` and `>` as references
/// everywhere, a carriage return as `&#13;` (which a reader would otherwise read as a line feed),
/// and in attribute values also `"`, tab and line feed, which a reader would otherwise turn into
/// spaces. Everything else is written as it is, in UTF-8.
package enum XMLEscaping {
    /// Appends `text` escaped as element content.
    package static func appendText(_ text: String, to bytes: inout [UInt8]) {
        append(text, to: &bytes, inAttribute: false)
    }

    /// Appends `value` escaped as an attribute value between double quotes.
    package static func appendAttribute(_ value: String, to bytes: inout [UInt8]) {
        append(value, to: &bytes, inAttribute: true)
    }

    private static func append(_ text: String, to bytes: inout [UInt8], inAttribute: Bool) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for (offset, byte) in utf8.enumerated() {
                let escape: StaticString
                switch byte {
                case UInt8(ascii: "&"): escape = "&amp;"
                case UInt8(ascii: "<"): escape = "&lt;"
                case UInt8(ascii: ">"): escape = "&gt;"
                case UInt8(ascii: "\r"): escape = "&#13;"
                case UInt8(ascii: "\""): guard inAttribute else { continue }; escape = "&quot;"
                case UInt8(ascii: "\n"): guard inAttribute else { continue }; escape = "&#10;"
                case UInt8(ascii: "\t"): guard inAttribute else { continue }; escape = "&#9;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<offset]))
                bytes.append(contentsOf: UnsafeBufferPointer(start: escape.utf8Start, count: escape.utf8CodeUnitCount))
                start = offset + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }
}
