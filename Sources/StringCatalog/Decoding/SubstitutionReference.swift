/// Finds `%#@name@` and `%n$#@name@` references in a text.
enum SubstitutionReference {
    static func names(in text: String) -> [String] {
        var names: [String] = []
        var characters = text.utf8[...]
        while let percent = characters.firstIndex(of: UInt8(ascii: "%")) {
            characters = characters[characters.index(after: percent)...]
            if characters.first == UInt8(ascii: "%") {
                characters = characters.dropFirst()
                continue
            }
            let afterDigits = characters.drop { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            var rest = afterDigits.count < characters.count && afterDigits.first == UInt8(ascii: "$")
                ? afterDigits.dropFirst() : characters
            guard rest.starts(with: "#@".utf8) else { continue }
            rest = rest.dropFirst(2)
            guard let end = rest.firstIndex(of: UInt8(ascii: "@")) else { continue }
            names.append(String(decoding: rest[..<end], as: UTF8.self))
            characters = rest[rest.index(after: end)...]
        }
        return names
    }
}
