import InputText

extension ObjectiveCScan {
    /// A lookup of a literal key whose table the code names, in the main bundle: a lookup whose
    /// key the table is known to need (`NSLocalizedString(@"title", nil)` needs `title` of
    /// `Localizable`).
    struct LiteralLookup: Equatable {
        var location: SourceLocation
        /// How the code names the lookup: `NSLocalizedString`, `localizedStringForKey:`.
        var callee: String
        var key: String
        var table: String
    }

    /// Where each of Foundation's and Core Foundation's lookup functions takes its table and
    /// bundle, by argument; none is the main bundle's `Localizable`.
    private static let tableAndBundleArguments: [String: (table: Int?, bundle: Int?)] = [
        "NSLocalizedString": (nil, nil),
        "NSLocalizedStringFromTable": (1, nil),
        "NSLocalizedStringFromTableInBundle": (1, 2),
        "NSLocalizedStringWithDefaultValue": (1, 2),
        "CFCopyLocalizedString": (nil, nil),
        "CFCopyLocalizedStringFromTable": (1, nil),
        "CFCopyLocalizedStringFromTableInBundle": (1, 2),
        "CFCopyLocalizedStringWithDefaultValue": (1, 2),
        "CFBundleCopyLocalizedString": (3, 0),
    ]

    /// The table of the main bundle that the call of the lookup function `name` reads, its
    /// arguments starting at `reader` (after the call's `(`); `nil` when it reads another bundle,
    /// or the code alone does not say which table.
    static func mainBundleTable(ofCall name: String, arguments reader: Reader) -> String? {
        guard let positions = tableAndBundleArguments[name] else { return nil }
        var probe = reader
        let arguments = Self.arguments(&probe)
        if let bundle = positions.bundle {
            guard bundle < arguments.count, isMainBundle(arguments[bundle], reader.bytes) else { return nil }
        }
        guard let table = positions.table else { return "Localizable" }
        return table < arguments.count ? tableName(arguments[table], reader.bytes) : nil
    }

    /// The table of the main bundle that a message `localizedStringForKey:value:table:` reads:
    /// the selector's name starts at `selector`, its arguments at `reader` (after the first
    /// `:`). `nil` for a message to any other receiver than the main bundle, or whose table is not
    /// a literal or `nil`.
    static func mainBundleTable(ofMessageAt selector: Int, arguments reader: Reader) -> String? {
        guard isMainBundleReceiver(before: selector, reader.bytes) else { return nil }
        var probe = reader
        var depth = 0
        var previous: Token?
        while let token = probe.next() {
            switch token {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")): depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "}")): depth -= 1
            case .punctuation(UInt8(ascii: "]")):
                if depth == 0 { return nil }
                depth -= 1
            case .punctuation(UInt8(ascii: ":")) where depth == 0:
                if case .name(let range)? = previous, reader.bytes[range].elementsEqual("table".utf8) {
                    var table: [Token] = []
                    while let token = probe.next(), token != .punctuation(UInt8(ascii: "]")) { table.append(token) }
                    return tableName(table, reader.bytes)
                }
            default: break
            }
            guard depth >= 0 else { return nil }
            previous = token
        }
        return nil
    }

    /// The call's arguments, each as its tokens, up to the `)` that closes it (after its `(`).
    private static func arguments(_ reader: inout Reader) -> [[Token]] {
        var arguments: [[Token]] = [[]]
        var depth = 0
        while let token = reader.next() {
            switch token {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")): depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
                if depth == 0 { return arguments }
                depth -= 1
            case .punctuation(UInt8(ascii: ",")) where depth == 0:
                arguments.append([])
                continue
            default: break
            }
            arguments[arguments.count - 1].append(token)
        }
        return arguments
    }

    /// The table an argument names: its literal (`@"Settings"`, `CFSTR("Settings")`), or
    /// `Localizable` for `nil`, `NULL` and an empty name, as Foundation reads them.
    private static func tableName(_ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var tokens = tokens[...]
        if tokens.count > 2, case .name(let range)? = tokens.first, bytes[range].elementsEqual("CFSTR".utf8),
           tokens.dropFirst().first == .punctuation(UInt8(ascii: "(")), tokens.last == .punctuation(UInt8(ascii: ")")) {
            tokens = tokens.dropFirst(2).dropLast()
        }
        if tokens.count == 1, case .name(let range)? = tokens.first, ["nil", "NULL", "Nil"].contains(where: { bytes[range].elementsEqual($0.utf8) }) {
            return "Localizable"
        }
        var text: [UInt8] = []
        for token in tokens {
            guard case .literal(let piece) = token else { return nil }
            text += piece
        }
        guard !tokens.isEmpty else { return nil }
        return text.isEmpty ? "Localizable" : String(decoding: text, as: UTF8.self)
    }

    /// Whether an argument is the main bundle: `[NSBundle mainBundle]`, `NSBundle.mainBundle`,
    /// `CFBundleGetMainBundle()`.
    private static func isMainBundle(_ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let spelled = tokens.map { token -> String in
            switch token {
            case .name(let range): String(decoding: bytes[range], as: UTF8.self)
            case .punctuation(let byte): String(UnicodeScalar(byte))
            case .literal: "\""
            }
        }
        return spelled == ["[", "NSBundle", "mainBundle", "]"] || spelled == ["NSBundle", ".", "mainBundle"] || spelled == ["CFBundleGetMainBundle", "(", ")"]
    }

    /// Whether the message whose selector starts at `offset` goes to the main bundle:
    /// `[[NSBundle mainBundle] localizedStringForKey:…` or `[NSBundle.mainBundle …`.
    private static func isMainBundleReceiver(before offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // The 20 bytes before the selector, spaces left out: both spellings are that long.
        var receiver: [UInt8] = []
        var index = offset
        while index > 0, receiver.count < 20 {
            index -= 1
            let byte = bytes[index]
            if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { receiver.append(byte) }
        }
        return receiver.reversed().elementsEqual("[NSBundlemainBundle]".utf8) || receiver.reversed().elementsEqual("[NSBundle.mainBundle".utf8)
    }
}
