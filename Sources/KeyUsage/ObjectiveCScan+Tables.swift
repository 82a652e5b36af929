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

    /// The table of the main bundle that a call reads, given where it takes its `table` and
    /// `bundle` (``LookupForm/call(key:table:bundle:)``), its arguments starting at `reader`
    /// (after the call's `(`); `nil` when it reads another bundle, or the code alone does not say
    /// which table.
    static func mainBundleTable(table: Int?, bundle: Int?, arguments reader: Reader) -> String? {
        if table == nil && bundle == nil { return "Localizable" }
        var probe = reader.withinReach
        guard let arguments = Self.arguments(&probe, count: max(table ?? 0, bundle ?? 0) + 1) else { return nil }
        if let bundle {
            guard bundle < arguments.count, isMainBundle(arguments[bundle], reader.bytes) else { return nil }
        }
        guard let table else { return "Localizable" }
        return tableName(arguments[table], reader.bytes)
    }

    /// The table of the main bundle that a message `localizedStringForKey:value:table:` (or
    /// `…table:localizations:`) reads:
    /// the selector's name starts at `selector`, its arguments at `reader` (after the first
    /// `:`). `nil` for a message to any other receiver than the main bundle, or whose table is not
    /// a literal or `nil`.
    static func mainBundleTable(ofMessageAt selector: Int, arguments reader: Reader) -> String? {
        guard isMainBundleReceiver(before: selector, reader.bytes) else { return nil }
        var probe = reader.withinReach
        var depth = 0
        var previous: Token?
        while let token = probe.next() {
            switch token {
            case .punctuation(UInt8(ascii: ";")): return nil
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")): depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "}")): depth -= 1
            case .punctuation(UInt8(ascii: "]")):
                if depth == 0 { return nil }
                depth -= 1
            case .punctuation(UInt8(ascii: ":")) where depth == 0:
                if case .name(let range)? = previous, reader.bytes[range].elementsEqual("table".utf8) {
                    // Up to the message's `]`, or its next part (`localizations:`): a table cut
                    // off by the reach is not read.
                    var table: [Token] = []
                    while let token = probe.next() {
                        if token == .punctuation(UInt8(ascii: "]")) { return tableName(table, reader.bytes) }
                        if token == .punctuation(UInt8(ascii: ":")), case .name? = table.last {
                            return tableName(Array(table.dropLast()), reader.bytes)
                        }
                        guard token != .punctuation(UInt8(ascii: ";")) else { return nil }
                        table.append(token)
                    }
                    return nil
                }
            default: break
            }
            guard depth >= 0 else { return nil }
            previous = token
        }
        return nil
    }

    /// The call's first `count` arguments, each as its tokens (after its `(`); `nil` when the
    /// call has fewer, or a `;` or the end of `reader` comes first.
    private static func arguments(_ reader: inout Reader, count: Int) -> [[Token]]? {
        var arguments: [[Token]] = [[]]
        var depth = 0
        while let token = reader.next() {
            switch token {
            case .punctuation(UInt8(ascii: ";")): return nil
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")): depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
                if depth == 0 { return arguments.count == count ? arguments : nil }
                depth -= 1
            case .punctuation(UInt8(ascii: ",")) where depth == 0:
                if arguments.count == count { return arguments }
                arguments.append([])
                continue
            default: break
            }
            arguments[arguments.count - 1].append(token)
        }
        return nil
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
        // The bytes before the selector, spaces left out, from the `[` that opens the message: a
        // receiver that only ends in the main bundle (`[bundle ?: [NSBundle mainBundle] …`,
        // `[x bundle:[NSBundle mainBundle] …`) is another.
        var receiver: [UInt8] = []
        var index = offset
        while index > 0, receiver.count < 21 {
            index -= 1
            let byte = bytes[index]
            if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { receiver.append(byte) }
        }
        return receiver.reversed().elementsEqual("[[NSBundlemainBundle]".utf8) || receiver.reversed().dropFirst().elementsEqual("[NSBundle.mainBundle".utf8)
    }

    /// The parts of the file that no build compiles: the branches of `#if`, `#elif` and `#else`
    /// whose condition is false whatever is defined (`#if 0`, `#if false`, `#if 0 && DEBUG`), or
    /// that follow one whose condition is true (`#if 1 … #else`). A lookup there reads nothing,
    /// though its literal may still spell a key that is kept for it. Ascending, and none within
    /// another.
    static func disabledRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        // Each open `#if`: whether an earlier branch is taken whatever is defined (`true`), none
        // is (`false`), or that is not known; where the current branch started, when ruled out;
        // and whether the `#if` itself is in a branch ruled out.
        var open: [(taken: Bool?, disabledFrom: Int?, isInside: Bool)] = []
        var disabled: [Range<Int>] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var index = lineStart
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            func skipSpaces() { while index < lineEnd, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
            skipSpaces()
            guard index < lineEnd, bytes[index] == UInt8(ascii: "#") else { continue }
            index += 1
            skipSpaces()
            let wordStart = index
            while index < lineEnd, Reader.isNamePart(bytes[index]) { index += 1 }
            let word = bytes[wordStart..<index]
            let condition = { constantCondition(UnsafeBufferPointer(rebasing: bytes[index..<lineEnd])) }
            if word.elementsEqual("if".utf8) || word.elementsEqual("ifdef".utf8) || word.elementsEqual("ifndef".utf8) {
                let isInside = open.last.map { $0.isInside || $0.disabledFrom != nil } ?? false
                let value = !isInside && word.elementsEqual("if".utf8) ? condition() : nil
                open.append((value, value == false ? lineStart : nil, isInside))
            } else if let last = open.last, !last.isInside, word.elementsEqual("elif".utf8) || word.elementsEqual("else".utf8) {
                if let from = last.disabledFrom { disabled.append(from..<lineStart) }
                if last.taken == true {
                    open[open.count - 1].disabledFrom = lineStart
                    continue
                }
                let value = word.elementsEqual("else".utf8) ? true : condition()
                open[open.count - 1].disabledFrom = value == false ? lineStart : nil
                if value == true { open[open.count - 1].taken = true } else if value == nil { open[open.count - 1].taken = nil }
            } else if word.elementsEqual("endif".utf8), let last = open.popLast(), let from = last.disabledFrom, !last.isInside {
                disabled.append(from..<lineStart)
            }
        }
        if let from = open.first(where: { $0.disabledFrom != nil && !$0.isInside })?.disabledFrom { disabled.append(from..<bytes.count) }
        return disabled
    }

    /// The value of a condition that no macro changes: `0`, `1`, `false`, in parentheses or not,
    /// and `0 && …`, `… && 0`, `1 || …`; `nil` for any other.
    private static func constantCondition(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        var condition: [UInt8] = []
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "/") { break }
            if byte == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < text.count, !(text[index] == UInt8(ascii: "*") && text[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            }
            if byte != 0x20 && byte != 0x09 && byte != 0x0D { condition.append(byte) }
            index += 1
        }
        func value(_ text: ArraySlice<UInt8>) -> Bool? {
            var text = text
            while text.first == UInt8(ascii: "("), text.last == UInt8(ascii: ")"), text.dropFirst().dropLast().allSatisfy({ $0 != UInt8(ascii: "(") && $0 != UInt8(ascii: ")") }) {
                text = text.dropFirst().dropLast()
            }
            if text.elementsEqual("0".utf8) || text.elementsEqual("false".utf8) { return false }
            if text.elementsEqual("1".utf8) { return true }
            return nil
        }
        if let whole = value(condition[...]) { return whole }
        // Only the first operator joins two operands: `0 && A || B` is not read.
        for (op, result) in [("&&", false), ("||", true)] {
            let bytes = Array(op.utf8)
            guard let at = condition.indices.first(where: { condition[$0...].starts(with: bytes) }) else { continue }
            let (left, right) = (condition[..<at], condition[(at + 2)...])
            let otherOp: [UInt8] = op == "&&" ? Array("||".utf8) : Array("&&".utf8)
            guard !condition.indices.contains(where: { condition[$0...].starts(with: otherOp) }) else { return nil }
            if value(left) == result || (!right.indices.contains { condition[$0...].starts(with: bytes) } && value(right) == result) { return result }
        }
        return nil
    }
}

extension ObjectiveCScan.Reader {
    /// The reader, ending 2 KB on: where a lookup's table and bundle are looked for. Brackets
    /// that do not pair up (`#if` branches that each open a call) would otherwise take each
    /// lookup to the end of the file.
    var withinReach: Self {
        Self(bytes: UnsafeBufferPointer(rebasing: bytes[..<min(bytes.count, offset + 2048)]), offset: offset)
    }
}
