import InputText

/// What an Objective-C, C or C++ file (`.m`, `.h`, `.c`, `.mm`, …) says about the module's keys: the text of
/// every string literal in it, each a key it may use, and the lookups whose key is not one
/// literal.
///
/// Objective-C looks strings up through Foundation's macros (`NSLocalizedString(@"key", @"")`,
/// `NSLocalizedStringFromTable`, …), Core Foundation's (`CFCopyLocalizedString(CFSTR("key"), …)`)
/// and a bundle's `localizedStringForKey:value:table:`. A key spelled by any literal of the file
/// counts as used, as in Swift, so a project's own macro given a literal (`L(@"key")`) uses it too.
/// A lookup given anything but a literal (`NSLocalizedString(key, nil)`, in a macro's definition
/// or a helper's body), and a lookup's name used but not called (`#define L NSLocalizedString`),
/// may read any key: the file's literals alone do not say which, and no key can then be called
/// unused.
struct ObjectiveCScan: Sendable {
    /// The text of each literal, escapes decoded, and of each run of adjacent literals joined as C
    /// joins them (`@"a" @"b"` is `ab`).
    var literals: [String] = []
    /// The lookups whose key is not a literal: where, and `NSLocalizedString of key`.
    var keyExpressions: [(location: SourceLocation, call: String)] = []
    /// The lookups of a literal key in a table of the main bundle that the code names.
    var literalLookups: [LiteralLookup] = []
    /// Foundation's and Core Foundation's lookups that a `#define` here gives a meaning of the
    /// project's (`#define NSLocalizedString(key, comment) …`): wherever it is included, their
    /// calls may read another table or bundle than Foundation's would.
    var redefinedLookups: Set<String> = []
    /// The tables the file reads whole, as files (`pathForResource:@"KeyBinding" ofType:@"strings"`).
    var tableFileReads: [TableFileRead] = []
    /// Where the first literal written in another encoding than UTF-8 starts, with its first byte
    /// that is not UTF-8: it may spell a key in that encoding. Such bytes elsewhere (a comment's
    /// `©` in Latin-1, as older C libraries have) change nothing, nor do escapes (`"\x83"`).
    var firstUndecodedLiteral: (location: SourceLocation, byte: UInt8)?

    /// How a lookup takes its key: as a call's argument (`NSLocalizedString(key`, the first;
    /// `CFBundleCopyLocalizedString(bundle, key`, the second) or a message's
    /// (`localizedStringForKey:key`).
    enum KeyPosition: Equatable {
        case argument(Int)
        case selector
    }

    /// How one of Foundation's or Core Foundation's lookups takes its key, and the table and
    /// bundle it reads.
    enum LookupForm: Equatable {
        /// A function or macro, each by argument; one that takes no table reads `Localizable`, and
        /// one that takes no bundle the main bundle.
        case call(key: Int, table: Int?, bundle: Int?)
        /// A bundle's message, `localizedStringForKey:value:table:`: its table is the `table:`
        /// part, its bundle the receiver.
        case message

        var keyPosition: KeyPosition {
            switch self {
            case .call(let key, _, _): .argument(key)
            case .message: .selector
            }
        }
    }

    /// Foundation's and Core Foundation's lookups by name.
    private static let lookupForms: [[UInt8]: LookupForm] = Dictionary(uniqueKeysWithValues: [
        ("NSLocalizedString", LookupForm.call(key: 0, table: nil, bundle: nil)),
        ("NSLocalizedStringFromTable", .call(key: 0, table: 1, bundle: nil)),
        ("NSLocalizedStringFromTableInBundle", .call(key: 0, table: 1, bundle: 2)),
        ("NSLocalizedStringWithDefaultValue", .call(key: 0, table: 1, bundle: 2)),
        ("CFCopyLocalizedString", .call(key: 0, table: nil, bundle: nil)),
        ("CFCopyLocalizedStringFromTable", .call(key: 0, table: 1, bundle: nil)),
        ("CFCopyLocalizedStringFromTableInBundle", .call(key: 0, table: 1, bundle: 2)),
        ("CFCopyLocalizedStringWithDefaultValue", .call(key: 0, table: 1, bundle: 2)),
        ("CFBundleCopyLocalizedString", .call(key: 1, table: 3, bundle: 0)),
        ("localizedStringForKey", .message),
        ("localizedAttributedStringForKey", .message),
    ].map { (Array($0.utf8), $1) })

    /// Core Foundation's lookup macros, which expand to `CFBundleCopyLocalizedString`.
    private static let coreFoundationMacros = Set(lookupForms.keys.map { String(decoding: $0, as: UTF8.self) }.filter { $0.hasPrefix("CFCopyLocalizedString") })

    /// The macros defined here that pass a parameter on to a lookup as its key, by name, with the
    /// parameter's position: `#define LocalizedPrefString(key) [bundle
    /// localizedStringForKey:(key) value:@"" table:nil]` is `LocalizedPrefString`, 0. Such a
    /// macro's own lookup is no key expression, unless it is `rejected`; whether every use of the
    /// macro is a call with a literal key is for the scans that are given it as a helper to say.
    var helperMacros: [String: Int] = [:]

    /// Scans `bytes`, a file's text: comments are passed over, and so are character literals.
    /// `helpers` are the project's own lookups by name: the Swift helpers that look up the key
    /// they are given, messaged by the last part of their name (`Strings.text` is called
    /// `[Strings text:key]` from Objective-C), and the ``helperMacros`` of the project's files.
    /// A call of one of them whose key is not a literal is a lookup of a key the code makes, and
    /// so is a macro of them named other than in a call (`#define Loc L`, `APPLY(L, key)`).
    /// `rejected` are macros whose lookups are key expressions all the same (defined twice with
    /// their key in different places).
    init(_ bytes: UnsafeBufferPointer<UInt8>, helpers: [String: KeyPosition] = [:], rejected: Set<String> = []) {
        var helperPositions: [[UInt8]: KeyPosition] = [:]
        // The first bytes and lengths of the helpers' names: most names of a file are passed over
        // by them, without making an array of their bytes.
        var helperFirstBytes = [Bool](repeating: false, count: 256)
        var helperLengths: Set<Int> = []
        for (name, position) in helpers {
            guard let last = name.split(separator: ".").last, let first = last.utf8.first else { continue }
            helperPositions[Array(last.utf8)] = position
            helperFirstBytes[Int(first)] = true
            helperLengths.insert(last.utf8.count)
        }
        // A macro of this file whose parameter is a lookup's key: a helper, or, rejected, a key
        // expression.
        func passesOn(_ macro: (name: String, parameters: [[UInt8]], end: Int), _ parameter: Int) -> Bool {
            guard !rejected.contains(macro.name) else { return false }
            helperMacros[macro.name] = parameter
            return true
        }
        // The function-like macro being defined, up to the end of its definition.
        var macro: (name: String, parameters: [[UInt8]], end: Int)?
        var reader = Reader(bytes: bytes)
        // Literals that follow one another (with only spaces, comments and `@` between) are one.
        var pieces: [[UInt8]] = []
        // The two tokens before the current one: a selector's name in `@selector(…)` is no lookup.
        var previous: (Token?, Token?) = (nil, nil)
        var expressionOffsets: [(offset: Int, call: String)] = []
        var lookupOffsets: [(offset: Int, callee: String, key: [UInt8], table: String)] = []
        while let token = reader.next() {
            defer { previous = (previous.1, token) }
            if case .literal(let text) = token {
                // As written: escapes (`"\x83"`, bytes a program compares) are not text in another encoding.
                if firstUndecodedLiteral == nil, let offset = LegacyText.firstInvalidUTF8Offset(in: UnsafeBufferPointer(rebasing: bytes[reader.literalStart..<reader.offset])) {
                    firstUndecodedLiteral = (SourceLocation(offset: reader.literalStart, in: bytes), bytes[reader.literalStart + offset])
                }
                pieces.append(text)
                continue
            }
            flush(&pieces)
            guard case .name(let range) = token else { continue }
            if let end = macro?.end, range.lowerBound >= end { macro = nil }
            if TableFileRead.isObjectiveCSelectorPart(bytes[range]) {
                if let read = TableFileRead.read(after: range.upperBound, in: bytes) { tableFileReads.append(read) }
                continue
            }
            if previous.1 == .punctuation(UInt8(ascii: "#")), bytes[range].elementsEqual("define".utf8) {
                macro = Self.functionLikeMacro(after: reader)
                continue
            }
            // The name a directive defines or tests (`#define L(key)`, `#ifndef L`, `defined(L)`)
            // is no use of it.
            if case .name(let before)? = previous.1, Self.namesAMacro(bytes[before]) {
                if bytes[before].elementsEqual("define".utf8), Self.lookup(named: bytes[range]) != nil {
                    let name = String(decoding: bytes[range], as: UTF8.self)
                    redefinedLookups.insert(name)
                    // Core Foundation's macros call it.
                    if name == "CFBundleCopyLocalizedString" { redefinedLookups.formUnion(Self.coreFoundationMacros) }
                }
                continue
            }
            if previous.1 == .punctuation(UInt8(ascii: "(")), case .name(let before)? = previous.0, bytes[before].elementsEqual("defined".utf8) { continue }
            let position: KeyPosition
            // Only Foundation's own lookups say which table they read; the project's helpers do not.
            let form = Self.lookup(named: bytes[range])
            if let form {
                position = form.keyPosition
            } else if helperFirstBytes[Int(bytes[range.lowerBound])], helperLengths.contains(range.count), let helper = helperPositions[Array(bytes[range])] {
                position = helper
            } else {
                continue
            }
            if position == .selector, previous.1 == .punctuation(UInt8(ascii: "(")), case .name(let before)? = previous.0, bytes[before].elementsEqual("selector".utf8) { continue }
            var probe = reader
            let opening = probe.next()
            let name = String(decoding: bytes[range], as: UTF8.self)
            guard case .argument(let index) = position else {
                // A selector's part not followed by its argument (`respondsToSelector:`), and a
                // method that declares the selector (`- (NSString *)localizedStringForKey:…`).
                guard opening == .punctuation(UInt8(ascii: ":")), !Self.startsMethodDeclaration(bytes, lineOf: range.lowerBound) else { continue }
                let argumentStart = probe.offset
                var parameterProbe = probe
                let arguments = probe
                if let key = Self.literalArgument(&probe, endedBy: .selector) {
                    if form == .message, let table = Self.mainBundleTable(ofMessageAt: range.lowerBound, arguments: arguments) {
                        lookupOffsets.append((range.lowerBound, name + ":", key, table))
                    }
                    continue
                }
                if let macro, let parameter = Self.parameterArgument(&parameterProbe, of: macro.parameters, endedBy: .selector), passesOn(macro, parameter) { continue }
                expressionOffsets.append((range.lowerBound, "\(name) of \(Self.argumentText(bytes, from: argumentStart, isSelector: true))"))
                continue
            }
            // A function's name not called here may be called under another name
            // (`#define L NSLocalizedString`): its keys are not known.
            guard opening == .punctuation(UInt8(ascii: "(")) else {
                expressionOffsets.append((range.lowerBound, "\(name), named without a call"))
                continue
            }
            let arguments = probe
            guard Self.skipArguments(index, &probe) else { continue }
            let argumentStart = probe.offset
            var parameterProbe = probe
            if let key = Self.literalArgument(&probe, endedBy: .argument(index)) {
                if case .call(_, let table, let bundle)? = form, let table = Self.mainBundleTable(table: table, bundle: bundle, arguments: arguments) {
                    lookupOffsets.append((range.lowerBound, name, key, table))
                }
                continue
            }
            if let macro, let parameter = Self.parameterArgument(&parameterProbe, of: macro.parameters, endedBy: .argument(index)), passesOn(macro, parameter) { continue }
            expressionOffsets.append((range.lowerBound, "\(name) of \(Self.argumentText(bytes, from: argumentStart, isSelector: false))"))
        }
        flush(&pieces)
        let locations = SourceLocation.locations(ofAscending: expressionOffsets.map(\.offset), in: bytes)
        keyExpressions = zip(locations, expressionOffsets).map { ($0, $1.call) }
        if !lookupOffsets.isEmpty || !tableFileReads.isEmpty {
            let disabled = Self.disabledRanges(bytes)
            lookupOffsets = Self.outside(disabled, lookupOffsets, at: \.offset)
            tableFileReads = Self.outside(disabled, tableFileReads, at: \.offset)
        }
        let lookupLocations = SourceLocation.locations(ofAscending: lookupOffsets.map(\.offset), in: bytes)
        literalLookups = zip(lookupLocations, lookupOffsets).map {
            LiteralLookup(location: $0, callee: $1.callee, key: String(decoding: $1.key, as: UTF8.self), table: $1.table)
        }
    }

    /// The elements of `elements` whose offset is in none of `ranges`; both ascending, so one pass.
    private static func outside<Element>(_ ranges: [Range<Int>], _ elements: [Element], at offset: (Element) -> Int) -> [Element] {
        guard !ranges.isEmpty else { return elements }
        var next = 0
        return elements.filter { element in
            let offset = offset(element)
            while next < ranges.count, ranges[next].upperBound <= offset { next += 1 }
            return !(next < ranges.count && ranges[next].contains(offset))
        }
    }

    /// The function-like macro whose name follows `reader` (after `#define`): its name, its
    /// parameters, and where its definition ends (the first line break not escaped). `nil` for a
    /// macro without parameters, whose name is not followed by `(` at once.
    private static func functionLikeMacro(after reader: Reader) -> (name: String, parameters: [[UInt8]], end: Int)? {
        var probe = reader
        guard case .name(let name)? = probe.next(), probe.offset < probe.bytes.count, probe.bytes[probe.offset] == UInt8(ascii: "("), probe.next() == .punctuation(UInt8(ascii: "(")) else { return nil }
        let bytes = reader.bytes
        var parameters: [[UInt8]] = []
        // The parameters close on the definition's line (a `(` never closed there opens none).
        let lineEnd = Self.endOfDefinition(bytes, from: probe.offset)
        while let token = probe.next(), token != .punctuation(UInt8(ascii: ")")) {
            guard probe.offset <= lineEnd else { return nil }
            if case .name(let parameter) = token { parameters.append(Array(bytes[parameter])) }
        }
        guard probe.offset <= lineEnd else { return nil }
        return (String(decoding: bytes[name], as: UTF8.self), parameters, lineEnd)
    }

    /// Where the definition that goes on at `start` ends: at the first line break no backslash
    /// escapes.
    private static func endOfDefinition(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count {
            if bytes[end] == 0x0A || bytes[end] == 0x0D {
                var escaped = end - 1
                while escaped > 0, bytes[escaped] == 0x20 || bytes[escaped] == 0x09 || (bytes[escaped] == 0x0D && bytes[end] == 0x0A) { escaped -= 1 }
                if bytes[escaped] != UInt8(ascii: "\\") { break }
            }
            end += 1
        }
        return end
    }

    /// The position among `parameters` of the argument that starts at `reader`, when it is one of
    /// them alone (in parentheses or not), ended as ``literalArgument(_:endedBy:)`` says.
    private static func parameterArgument(_ reader: inout Reader, of parameters: [[UInt8]], endedBy position: KeyPosition) -> Int? {
        var token = reader.next()
        let parenthesized = token == .punctuation(UInt8(ascii: "("))
        if parenthesized { token = reader.next() }
        guard case .name(let range)? = token, let index = parameters.firstIndex(where: { reader.bytes[range].elementsEqual($0) }) else { return nil }
        token = reader.next()
        if parenthesized {
            guard token == .punctuation(UInt8(ascii: ")")) else { return nil }
            token = reader.next()
        }
        switch token {
        case .punctuation(UInt8(ascii: ",")), .punctuation(UInt8(ascii: ")")): return position != .selector ? index : nil
        case .punctuation(UInt8(ascii: "]")), .name: return position == .selector ? index : nil
        default: return nil
        }
    }

    /// Whether `bytes` holds any of `names` as a whole name (a run of letters, digits, `_` and
    /// `$`, wherever it stands): a test before a scan, in one pass.
    static func mentionsAny(of names: Set<[UInt8]>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var firstBytes = [Bool](repeating: false, count: 256)
        var lengths: Set<Int> = []
        for name in names {
            if let first = name.first { firstBytes[Int(first)] = true }
            lengths.insert(name.count)
        }
        var index = 0
        while index < bytes.count {
            guard Reader.isNamePart(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            repeat { index += 1 } while index < bytes.count && Reader.isNamePart(bytes[index])
            if firstBytes[Int(bytes[start])], lengths.contains(index - start), names.contains(Array(bytes[start..<index])) { return true }
        }
        return false
    }

    /// Whether `word` is a directive's, or `defined`, after which a name is a macro's, not a use.
    private static func namesAMacro(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        ["define", "undef", "ifdef", "ifndef", "defined"].contains { word.elementsEqual($0.utf8) }
    }

    /// Whether the line of `offset` starts with `-` or `+`: a method's declaration or definition.
    private static func startsMethodDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, lineOf offset: Int) -> Bool {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        while start < offset, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        return start < offset && (bytes[start] == UInt8(ascii: "-") || bytes[start] == UInt8(ascii: "+"))
    }

    /// Passes over the call's first `count` arguments, after its `(`; `false` when the call ends
    /// first.
    private static func skipArguments(_ count: Int, _ reader: inout Reader) -> Bool {
        var skipped = 0
        var depth = 0
        while skipped < count {
            guard let token = reader.next() else { return false }
            switch token {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")): depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
                if depth == 0 { return false }
                depth -= 1
            case .punctuation(UInt8(ascii: ",")) where depth == 0: skipped += 1
            default: break
            }
        }
        return true
    }

    /// Whether `name` is a lookup's, and if so, its form.
    @inline(__always)
    private static func lookup(named name: Slice<UnsafeBufferPointer<UInt8>>) -> LookupForm? {
        // Every lookup's name is long and starts with one of three letters: most names are passed
        // over without making an array of them.
        guard name.count >= 17, let first = name.first, first == UInt8(ascii: "N") || first == UInt8(ascii: "C") || first == UInt8(ascii: "l") else { return nil }
        return lookupForms[Array(name)]
    }

    /// Adds each literal of a run, and, of more than one, their text joined.
    private mutating func flush(_ pieces: inout [[UInt8]]) {
        guard !pieces.isEmpty else { return }
        literals += pieces.map { String(decoding: $0, as: UTF8.self) }
        if pieces.count > 1 { literals.append(String(decoding: pieces.joined(), as: UTF8.self)) }
        pieces.removeAll(keepingCapacity: true)
    }

    /// The text of the argument that starts at `reader` when it is one literal (or several
    /// joined, or one in `CFSTR(…)`), ended by what ends an argument: `,` or `)` in a call, the
    /// next part of the selector or `]` in a message.
    private static func literalArgument(_ reader: inout Reader, endedBy position: KeyPosition) -> [UInt8]? {
        var token = reader.next()
        var inMacro = false
        if case .name(let range) = token, reader.bytes[range].elementsEqual("CFSTR".utf8) {
            guard reader.next() == .punctuation(UInt8(ascii: "(")) else { return nil }
            inMacro = true
            token = reader.next()
        }
        guard token?.isLiteral == true else { return nil }
        var text: [UInt8] = []
        while case .literal(let piece)? = token {
            text += piece
            token = reader.next()
        }
        if inMacro {
            guard token == .punctuation(UInt8(ascii: ")")) else { return nil }
            token = reader.next()
        }
        switch token {
        case .punctuation(UInt8(ascii: ",")), .punctuation(UInt8(ascii: ")")): return position != .selector ? text : nil
        case .punctuation(UInt8(ascii: "]")): return position == .selector ? text : nil
        // The selector's next part (`value:`), not a macro that adds to the key (`@"alert." SUFFIX`).
        case .name: return position == .selector && reader.nextByteAfterSpaces() == UInt8(ascii: ":") ? text : nil
        default: return nil
        }
    }

    /// The argument's text as a note shows it: up to where it ends (or its line does), at most
    /// 40 characters. A message's argument ends at a space.
    private static func argumentText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isSelector: Bool) -> String {
        var first = start
        while first < bytes.count, bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0A || bytes[first] == 0x0D { first += 1 }
        var end = first
        var depth = 0
        // Only what a note shows is read: a file of many calls on one long line stays linear.
        let limit = min(bytes.count, first + 80)
        scan: while end < limit {
            switch bytes[end] {
            case 0x20, 0x09: if isSelector && depth == 0 { break scan }
            case 0x0A, 0x0D: break scan
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                if depth == 0 { break scan }
                depth -= 1
            case UInt8(ascii: ","): if depth == 0 { break scan }
            default: break
            }
            end += 1
        }
        var text = Substring(String(decoding: bytes[first..<end], as: UTF8.self))
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        if text.isEmpty { return "its argument" }
        return text.count > 40 ? text.prefix(39) + "…" : String(text)
    }

    /// A token of C as far as the scan needs it.
    enum Token: Equatable {
        case name(Range<Int>)
        /// A string literal's text, escapes decoded (as UTF-8).
        case literal([UInt8])
        case punctuation(UInt8)

        var isLiteral: Bool {
            if case .literal = self { true } else { false }
        }
    }

    /// C's tokens, without comments, spaces, preprocessor line breaks, numbers and character
    /// literals; an `@` before a literal is passed over.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        /// Where the last literal read starts (its prefix, `@` or quote).
        var literalStart = 0

        mutating func next() -> Token? {
            while offset < bytes.count {
                let byte = bytes[offset]
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, UInt8(ascii: "@"), UInt8(ascii: "\\"):
                    offset += 1
                case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
                    // A backslash at the line's end carries the comment on to the next line.
                    while offset < bytes.count, bytes[offset] != 0x0A || Self.isEscapedLineBreak(bytes, at: offset) { offset += 1 }
                case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
                    offset += 2
                    while offset < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/")) { offset += 1 }
                    offset = min(offset + 2, bytes.count)
                case UInt8(ascii: "\""):
                    literalStart = offset > 0 && bytes[offset - 1] == UInt8(ascii: "@") ? offset - 1 : offset
                    return .literal(literal())
                case UInt8(ascii: "'"):
                    offset += 1
                    while offset < bytes.count, bytes[offset] != UInt8(ascii: "'"), bytes[offset] != 0x0A {
                        offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    offset += 1
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    // A number, with its suffix and digit separators (`0x1Fu`, `1'000`).
                    repeat { offset += 1 } while offset < bytes.count && (Self.isNamePart(bytes[offset]) || bytes[offset] == UInt8(ascii: "'") || bytes[offset] == UInt8(ascii: "."))
                case _ where Self.isNamePart(byte):
                    let start = offset
                    repeat { offset += 1 } while offset < bytes.count && Self.isNamePart(bytes[offset])
                    // A prefix of a literal (`L"…"`, `u8"…"`) is part of it; C++'s raw literal too.
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: "\""), Self.literalPrefixes.contains(where: { bytes[start..<offset].elementsEqual($0) }) {
                        literalStart = start
                        if bytes[offset - 1] == UInt8(ascii: "R") { return .literal(rawLiteral()) }
                        return .literal(literal())
                    }
                    return .name(start..<offset)
                default:
                    offset += 1
                    return .punctuation(byte)
                }
            }
            return nil
        }

        /// Whether the line break at `offset` follows a backslash (with a `\r` between, or none).
        static func isEscapedLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
            var before = offset - 1
            if before >= 0, bytes[before] == 0x0D { before -= 1 }
            return before >= 0 && bytes[before] == UInt8(ascii: "\\")
        }

        /// The next byte that is no space or line break.
        func nextByteAfterSpaces() -> UInt8? {
            var index = offset
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
            return index < bytes.count ? bytes[index] : nil
        }

        private static let literalPrefixes: [[UInt8]] = ["L", "u", "U", "u8", "R", "LR", "uR", "UR", "u8R"].map { Array($0.utf8) }

        static func isNamePart(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF: true
            default: false
            }
        }

        /// The literal that opens at `offset`, decoded; it ends at its closing quote or, unclosed,
        /// at the end of its line.
        private mutating func literal() -> [UInt8] {
            var text: [UInt8] = []
            offset += 1
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    offset += 1
                    break
                }
                if byte == 0x0A || byte == 0x0D { break }
                guard byte == UInt8(ascii: "\\"), offset + 1 < bytes.count else {
                    text.append(byte)
                    offset += 1
                    continue
                }
                offset += 1
                escape(into: &text)
            }
            return text
        }

        /// The escape after a backslash, at `offset`, appended to `text` as UTF-8.
        private mutating func escape(into text: inout [UInt8]) {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "a"): text.append(0x07)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "e"): text.append(0x1B)
            // A line continued: the break is not part of the text.
            case 0x0A: break
            case 0x0D: if offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(byte - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
                    value = value * 8 + UInt32(bytes[offset] - UInt8(ascii: "0"))
                    offset += 1
                    digits += 1
                }
                text.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "x"):
                let value = hexadecimal(maximumDigits: 2)
                text.append(value.map { UInt8(truncatingIfNeeded: $0) } ?? UInt8(ascii: "x"))
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                if let value = hexadecimal(maximumDigits: byte == UInt8(ascii: "u") ? 4 : 8), let scalar = Unicode.Scalar(value) {
                    text.append(contentsOf: Array(String(Character(scalar)).utf8))
                } else {
                    text.append(byte)
                }
            default:
                // `\"`, `\\`, `\'`, `\?`, and what C leaves as the character itself.
                text.append(byte)
            }
        }

        private mutating func hexadecimal(maximumDigits: Int) -> UInt32? {
            var value: UInt32 = 0
            var digits = 0
            while digits < maximumDigits, offset < bytes.count, let digit = UTF8Bytes.hexDigitValue(bytes[offset]) {
                value = value &* 16 &+ UInt32(digit)
                offset += 1
                digits += 1
            }
            return digits > 0 ? value : nil
        }

        /// C++'s raw literal at `offset`, `R"delimiter(…)delimiter"`: its text as written.
        private mutating func rawLiteral() -> [UInt8] {
            offset += 1
            let delimiterStart = offset
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "("), bytes[offset] != 0x0A, offset - delimiterStart <= 16 { offset += 1 }
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "(") else { return [] }
            let closing = [UInt8(ascii: ")")] + Array(bytes[delimiterStart..<offset]) + [UInt8(ascii: "\"")]
            offset += 1
            let textStart = offset
            while offset + closing.count <= bytes.count {
                if bytes[offset..<(offset + closing.count)].elementsEqual(closing) {
                    let text = Array(bytes[textStart..<offset])
                    offset += closing.count
                    return text
                }
                offset += 1
            }
            offset = bytes.count
            return Array(bytes[textStart..<offset])
        }
    }
}
