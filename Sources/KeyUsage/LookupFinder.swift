import SwiftLexer
import Symbols

/// Finds the calls of one Swift file that look strings up by a literal key (``LookupPatterns``),
/// from its tokens: no parse, only call shapes, which is all the lookups need.
struct LookupFinder {
    let tokens: [SwiftToken]
    let source: [UInt8]
    let patterns: LookupPatterns
    /// For each opening token (`(`, `[`, `{`, a string literal's start, an interpolation's start),
    /// the index of the token that closes it; -1 for other tokens and unclosed ones.
    let closing: [Int]
    /// For each token, whether it is in a branch that is never compiled (`#if false`, or the
    /// `#else` of `#if true`); empty when the file has no such branch.
    let isInDeadBranch: [Bool]
    /// For each closing token, the index of the token it closes; -1 for others.
    let opening: [Int]

    init(tokens: [SwiftToken], source: [UInt8], patterns: LookupPatterns) {
        self.tokens = tokens
        self.source = source
        self.patterns = patterns
        closing = Self.closingTokens(of: tokens)
        var opening = Array(repeating: -1, count: tokens.count)
        for (index, close) in closing.enumerated() where close >= 0 { opening[close] = index }
        self.opening = opening
        isInDeadBranch = Self.deadBranches(of: tokens)
    }

    /// Which tokens are in a branch no build compiles: after `#if false` up to its `#elseif`,
    /// `#else` or `#endif`, and after the `#elseif` or `#else` of `#if true`. Other conditions
    /// depend on the build, so each of their branches counts.
    static func deadBranches(of tokens: [SwiftToken]) -> [Bool] {
        guard tokens.contains(where: { if case .pound("if") = $0.kind { true } else { false } }) else { return [] }
        var dead = [Bool](repeating: false, count: tokens.count)
        // Per open `#if`: whether the code around it is dead, and the literal its condition is.
        var frames: [(outerDead: Bool, condition: Bool?)] = []
        var isDead = false
        for index in tokens.indices {
            if case .pound(let directive) = tokens[index].kind {
                switch directive {
                case "if":
                    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
                    let alone = index + 2 >= tokens.count || tokens[index + 2].line > tokens[index].line
                    let condition: Bool? = alone ? (next?.identifier == "true" ? true : next?.identifier == "false" ? false : nil) : nil
                    frames.append((isDead, condition))
                    isDead = isDead || condition == false
                case "elseif", "else":
                    guard let frame = frames.last else { break }
                    isDead = frame.outerDead || frame.condition == true
                case "endif":
                    guard let frame = frames.popLast() else { break }
                    isDead = frame.outerDead
                default:
                    break
                }
            }
            dead[index] = isDead
        }
        return dead
    }

    /// One argument of a call, as token indices.
    struct Argument {
        var label: String?
        /// Where the argument starts (its label, if it has one).
        var start: Int
        /// The value's tokens.
        var value: Range<Int>
    }

    // MARK: Finding

    /// Every lookup of the file, in the order of the code.
    func lookups() -> [KeyLookup] {
        scan().lookups
    }

    /// Every lookup of the file, the lookups whose key is an expression, not a literal
    /// (`NSLocalizedString(size, comment: "")`), the literals that may spell a key where no
    /// lookup is seen (``mentionedLiteral(at:_:)``), and, when a lookup's key is an expression,
    /// the literals that may make the keys it reads (``keyMakingLiteral(at:)``), in one pass over
    /// the tokens.
    func scan() -> (lookups: [KeyLookup], keyExpressions: [KeyExpression], literals: [KeyLiteral], keyMakingLiterals: [KeyMakingLiteral]) {
        var found: [KeyLookup] = []
        var expressions: [KeyExpression] = []
        var literals: [KeyLiteral] = []
        var literalStarts: [Int] = []
        // Where the keys of the lookups found at a call's name start (the name comes before its
        // key): those literals are matched as the lookups' keys. A lookup found at its literal's
        // end (`"key".localized`) comes after it, so its literal counts as a mention as well.
        var lookupKeys: Set<Int> = []
        for index in tokens.indices {
            // Only a called name or a literal's end starts a lookup: most tokens are neither.
            // A lookup in a branch no build compiles is none.
            if !isInDeadBranch.isEmpty && isInDeadBranch[index] { continue }
            switch tokens[index].kind {
            case .identifier where isCallee(at: index): break
            case .stringEnd: break
            case .stringStart(let delimiter):
                guard lookupKeys.isEmpty || !lookupKeys.contains(tokens[index].line << 24 | tokens[index].column) else { continue }
                if let literal = mentionedLiteral(at: index, delimiter) { literals.append(literal) }
                literalStarts.append(index)
                continue
            default: continue
            }
            if let lookup = lookup(at: index) {
                if case .identifier = tokens[index].kind { lookupKeys.insert(lookup.line << 24 | lookup.column) }
                found.append(lookup)
            } else if let expression = keyExpression(at: index) {
                expressions.append(expression)
            }
        }
        let keyMaking = expressions.isEmpty ? [] : { () -> [KeyMakingLiteral] in
            let appended = appendedKeyNames(expressions)
            return literalStarts.compactMap { keyMakingLiteral(at: $0, appended: appended) }
        }()
        // Whether each is a helper's own lookup, or one in a table it names of a key it is
        // given: the blocks around the tokens are worked out once.
        if expressions.contains(where: { $0.keyRange.count == 1 }) {
            let braces = enclosingBraces()
            for position in expressions.indices where expressions[position].keyRange.count == 1 {
                if expressions[position].table != nil {
                    expressions[position].isGiven = declarationGiven(key: expressions[position].keyRange, braces: braces) != nil
                    continue
                }
                var found = helper(passingKey: expressions[position].keyRange, toCallOpenedAt: expressions[position].open, braces: braces)
                found?.lookup = expressions[position].callee
                expressions[position].helper = found
            }
        }
        return (found, expressions, literals, keyMaking)
    }

    /// The names that lookups of the file take as their key (`NSLocalizedString(key, …)`) and
    /// that the file appends to somewhere (`key += name`, `key.append(name)`, `key = key + name`):
    /// only a literal given to one of those, or appended to it, builds a key (`html += "<td>"`
    /// builds none).
    private func appendedKeyNames(_ expressions: [KeyExpression]) -> Set<String> {
        let keyNames = Set(expressions.compactMap { $0.keyRange.count == 1 ? tokens[$0.keyRange.lowerBound].identifier : nil })
        guard !keyNames.isEmpty else { return [] }
        var names: Set<String> = []
        // The token after a name first: most names are followed by none of these, and are not
        // hashed.
        for index in tokens.indices.dropLast() {
            switch tokens[index + 1].kind {
            case .operator("+="): break
            case .punctuation(UInt8(ascii: ".")):
                guard index + 3 < tokens.count, tokens[index + 3].kind == .punctuation(UInt8(ascii: "(")), tokens[index + 2].identifier == "append" else { continue }
            case .operator("="):
                guard index + 3 < tokens.count, tokens[index + 3].kind == .operator("+"), tokens[index + 2].identifier == tokens[index].identifier else { continue }
            default: continue
            }
            guard let name = tokens[index].identifier, keyNames.contains(name) else { continue }
            names.insert(name)
        }
        return names
    }

    /// Whether the literal that starts at `index` is appended to one of `names`: `name += "…"`,
    /// `name.append("…")` or `name.append(contentsOf: "…")`.
    private func isAppended(at index: Int, to names: Set<String>) -> Bool {
        guard !names.isEmpty, index >= 2 else { return false }
        func isName(_ position: Int) -> Bool { position >= 0 && tokens[position].identifier.map(names.contains) == true }
        if tokens[index - 1].kind == .operator("+=") { return isName(index - 2) }
        var open = index - 1
        if tokens[open].kind == .punctuation(UInt8(ascii: ":")) {
            guard open >= 2, tokens[open - 1].identifier == "contentsOf" else { return false }
            open -= 2
        }
        guard open >= 3, tokens[open].kind == .punctuation(UInt8(ascii: "(")), tokens[open - 1].identifier == "append",
              tokens[open - 2].kind == .punctuation(UInt8(ascii: ".")) else { return false }
        return isName(open - 3)
    }

    /// The literal that starts at `index` as part of a key made at run time: interpolated, with
    /// `+` before or after it, appended to a lookup's key (`key += "…"`, `key.append("…")`), or
    /// the value given to a lookup's key that is appended to (`var key = "…"` and `key += name`;
    /// `appended` are those keys' names).
    /// One whose text around what the code adds has no run of three characters with a letter
    /// (`"\(a) \(b)"`, `"\(w)x\(h)"`, `"." + name`) could make almost any key, so it makes none.
    private func keyMakingLiteral(at index: Int, appended: Set<String>) -> KeyMakingLiteral? {
        // A literal whose end a stray bracket took (`[ "a\(b])" ]`) has none.
        let close = closing[index]
        guard close > index else { return nil }
        func isOperator(_ position: Int, _ name: String) -> Bool {
            guard tokens.indices.contains(position), case .operator(let found) = tokens[position].kind else { return false }
            return found == name
        }
        // `key = "…"`, `var key: String = "…"`.
        func givenToAppendedName() -> Bool {
            guard !appended.isEmpty, isOperator(index - 1, "=") else { return false }
            var name = index - 2
            if name >= 2, tokens[name].identifier == "String", tokens[name - 1].kind == .punctuation(UInt8(ascii: ":")) { name -= 2 }
            return name >= 0 && tokens[name].identifier.map(appended.contains) == true
        }
        let before = isOperator(index - 1, "+") || isAppended(at: index, to: appended)
        let after = isOperator(close + 1, "+") || givenToAppendedName()
        guard let literal = keyLiteral(index..<(close + 1)) else { return nil }
        var pieces = literal.pieces
        guard pieces.count > 1 || before || after else { return nil }
        if before { pieces.insert("", at: 0) }
        if after { pieces.append("") }
        guard pieces.contains(where: { $0.count >= 3 && $0.unicodeScalars.contains { $0.properties.isAlphabetic } }) else { return nil }
        let quoted = pieces.count > 1 && !before && !after ? "'\(literal.written)'" : "\(before ? "… + " : "")\"\(literal.written)\"\(after ? " + …" : "")"
        return KeyMakingLiteral(pieces: pieces, written: quoted, line: tokens[index].line, column: tokens[index].column)
    }

    /// The literal starting at `index` as a key it may spell, when the byte pass that finds keys
    /// spelled anywhere (``SourceBytesScan``) cannot see it: a multi-line or a raw one, and one
    /// with an App Intents parameter, `\(\.$name)`, which is the `${name}` of the key Xcode
    /// extracts (`Summary("Get \(\.$setting)")` spells `Get ${setting}`).
    private func mentionedLiteral(at index: Int, _ delimiter: SwiftToken.StringDelimiter) -> KeyLiteral? {
        let close = closing[index]
        guard close > index + 1 else { return nil }
        let hasParameter = tokens[(index + 1)..<close].contains { token in
            guard case .interpolationStart = token.kind else { return false }
            let after = token.range.upperBound
            return after + 1 < source.count && source[after] == UInt8(ascii: "\\") && source[after + 1] == UInt8(ascii: ".")
        }
        guard hasParameter || delimiter.isMultiline || delimiter.hashes > 0, var literal = keyLiteral(index..<(close + 1)) else { return nil }
        for (position, segment) in literal.segments.enumerated() {
            guard case .interpolation(let expression, _) = segment, expression.utf8.first == UInt8(ascii: "\\") else { continue }
            let name = expression.utf8.dropFirst(3)
            guard expression.utf8.starts(with: "\\.$".utf8), !name.isEmpty,
                  name.allSatisfy({ $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & 0xDF) }) else { continue }
            literal.segments[position] = .text("${" + String(decoding: name, as: UTF8.self) + "}")
        }
        return literal
    }

    /// The call at `index` when it is one whose first argument is always a key
    /// (`NSLocalizedString`, a bundle's `localizedString(forKey:)`, the project's lookup
    /// functions) and that argument is an expression: the keys it reads are not known.
    private func keyExpression(at index: Int) -> KeyExpression? {
        guard case .identifier(let name) = tokens[index].kind else { return nil }
        let callee: String
        if name == "NSLocalizedString", !isMember(at: index) {
            callee = name
        } else if name == "localizedString", isMember(at: index) {
            callee = "localizedString(forKey:)"
        } else if let function = patterns.lookupFunctions.first(where: { startOfDottedName($0, endingAt: index) != nil }) {
            callee = function
        } else {
            return nil
        }
        guard closing[index + 1] > index + 1 else { return nil }
        let arguments = arguments(open: index + 1)
        guard let first = arguments.first, !first.value.isEmpty, callee != "localizedString(forKey:)" || first.label == "forKey" else { return nil }
        if case .stringStart = tokens[first.value.lowerBound].kind, closing[first.value.lowerBound] == first.value.upperBound - 1 { return nil }
        let token = tokens[first.value.lowerBound]
        var table: String?
        if callee == "NSLocalizedString" || callee == "localizedString(forKey:)", let argument = arguments.last(where: { $0.label == "tableName" || $0.label == "table" }),
           case .named(let name) = tableReference(argument.value), name != SymbolTable.defaultTableName {
            table = name
        }
        return KeyExpression(callee: callee, expression: text(first.value), line: token.line, column: token.column, table: table, keyRange: first.value, open: index + 1)
    }

    /// The lookup that starts at `index`: a called name's (``isCallee(at:)`` holds) or a literal's end.
    private func lookup(at index: Int) -> KeyLookup? {
        switch tokens[index].kind {
        case .identifier(let name):
            if LookupPatterns.swiftUIViews.contains(name), !isMember(at: index) {
                return firstArgumentLookup(kind: .swiftUIView, callee: name, calleeStart: index, open: index + 1, labels: [nil])
            }
            if name == "NSLocalizedString", !isMember(at: index) {
                return firstArgumentLookup(kind: .nsLocalizedString, callee: name, calleeStart: index, open: index + 1, labels: [nil])
            }
            if name == "LocalizedStringResource", !isMember(at: index) {
                return firstArgumentLookup(kind: .localizedStringResource, callee: name, calleeStart: index, open: index + 1, labels: [nil])
            }
            if name == "String", !isMember(at: index) {
                return firstArgumentLookup(kind: .stringLocalized, callee: "String(localized:)", calleeStart: index, open: index + 1, labels: ["localized"])
            }
            if name == "AttributedString", !isMember(at: index) {
                return firstArgumentLookup(
                    kind: .attributedStringLocalized, callee: "AttributedString(localized:)", calleeStart: index, open: index + 1, labels: ["localized"])
            }
            if name == "localizedString", isMember(at: index) {
                let receiverStart = startOfReceiver(endingBefore: index - 1)
                guard receiverStart < index - 1 else { return nil }
                return firstArgumentLookup(
                    kind: .bundleLookup, callee: "localizedString(forKey:)", calleeStart: receiverStart, open: index + 1, labels: ["forKey"],
                    bundle: bundleReference(receiverStart..<(index - 1)))
            }
            if LookupPatterns.swiftUIModifiers.contains(name), isMember(at: index) {
                return firstArgumentLookup(kind: .swiftUIModifier, callee: name, calleeStart: index - 1, open: index + 1, labels: [nil])
            }
            for function in patterns.lookupFunctions {
                if let start = startOfDottedName(function, endingAt: index) {
                    guard var lookup = firstArgumentLookup(kind: .lookupFunction, callee: function, calleeStart: start, open: index + 1, labels: nil, bundle: .helper) else { return nil }
                    if let labels = patterns.found[function] {
                        // Another overload than the helper found may look up nothing.
                        guard arguments(open: index + 1).dropFirst().allSatisfy({ labels.contains($0.label) }) else { return nil }
                        lookup.isFoundHelperCall = true
                    }
                    return lookup
                }
            }
            return nil
        case .stringEnd:
            return methodOnLiteral(endingAt: index)
        default:
            return nil
        }
    }

    /// Whether the identifier at `index` is called: `(` follows, and it is not being declared.
    private func isCallee(at index: Int) -> Bool {
        guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("(") else { return false }
        guard index > 0, case .identifier(let previous) = tokens[index - 1].kind else { return true }
        switch previous {
        case "func", "init", "case", "subscript": return false
        default: return true
        }
    }

    /// Whether the token at `index` is a member's name: a `.` stands before it.
    private func isMember(at index: Int) -> Bool {
        index > 0 && tokens[index - 1].isPunctuation(".")
    }

    /// The lookup of the call whose `(` is at `open`, if its first argument is a key's literal
    /// with one of `labels` (`nil` in it for none; `labels` `nil` for any).
    private func firstArgumentLookup(
        kind: KeyLookup.Kind, callee: String, calleeStart: Int, open: Int, labels: [String?]?, bundle: KeyLookup.BundleReference? = nil
    ) -> KeyLookup? {
        guard open < tokens.count, tokens[open].isPunctuation("("), closing[open] > open else { return nil }
        let arguments = self.arguments(open: open)
        guard let first = arguments.first, labels?.contains(first.label) ?? true, let key = keyLiteral(first.value), !key.isEmpty else { return nil }
        var table = KeyLookup.TableReference.named(SymbolTable.defaultTableName)
        var bundleUsed = bundle ?? .main
        var others: [LookupArgument] = []
        var spans: [KeyLookup.ArgumentSpan] = []
        for argument in arguments.dropFirst() {
            let end = argument.value.isEmpty ? tokens[argument.start].range.upperBound : tokens[argument.value.upperBound - 1].range.upperBound
            spans.append(KeyLookup.ArgumentSpan(range: tokens[argument.start].range.lowerBound..<end, isKept: false))
            switch argument.label {
            case "tableName", "table":
                table = tableReference(argument.value)
            case "bundle" where bundle == nil:
                bundleUsed = bundleReference(argument.value)
            case let label? where kind.ownArgumentLabels.contains(label):
                continue
            default:
                others.append(lookupArgument(argument))
                spans[spans.count - 1].isKept = true
            }
        }
        let keyToken = tokens[first.value.lowerBound]
        var lookup = KeyLookup(
            kind: kind, callee: callee, key: key, table: table, bundle: bundleUsed, line: keyToken.line, column: keyToken.column,
            callRange: tokens[calleeStart].range.lowerBound..<tokens[closing[open]].range.upperBound, otherArguments: others,
            rewriteBlocker: rewriteBlocker(calleeStart...closing[open]),
            formatCall: kind.returnsString ? formatCall(around: calleeStart...closing[open]) : nil)
        if kind == .swiftUIView || kind == .swiftUIModifier {
            lookup.trailingClosureLabels = trailingClosureLabels(after: closing[open])
            lookup.keyRange = keyToken.range.lowerBound..<tokens[first.value.upperBound - 1].range.upperBound
            lookup.laterArguments = spans
        }
        return lookup
    }

    /// The labels of the trailing closures after the call that closes at `close`: `nil` for the
    /// first, unlabelled one, then each `label: { … }`.
    private func trailingClosureLabels(after close: Int) -> [String?] {
        var cursor = close + 1
        guard cursor < tokens.count, tokens[cursor].isPunctuation("{"), closing[cursor] > cursor else { return [] }
        var labels: [String?] = [nil]
        cursor = closing[cursor] + 1
        while cursor + 2 < tokens.count, let label = tokens[cursor].identifier, tokens[cursor + 1].isPunctuation(":"),
              tokens[cursor + 2].isPunctuation("{"), closing[cursor + 2] > cursor + 2 {
            labels.append(label)
            cursor = closing[cursor + 2] + 1
        }
        return labels
    }

    /// `"key".method(…)` or `"key".method`, the literal ending at `index`, for a configured method.
    private func methodOnLiteral(endingAt index: Int) -> KeyLookup? {
        guard index + 2 < tokens.count, tokens[index + 1].isPunctuation("."), let name = tokens[index + 2].identifier,
              patterns.lookupMethods.contains(name), let start = openingToken(of: index), let key = keyLiteral(start..<(index + 1)), !key.isEmpty
        else { return nil }
        var end = index + 2
        var arguments: [LookupArgument] = []
        var table = KeyLookup.TableReference.named(SymbolTable.defaultTableName)
        if index + 3 < tokens.count, tokens[index + 3].isPunctuation("("), closing[index + 3] > index + 3 {
            end = closing[index + 3]
            for argument in self.arguments(open: index + 3) {
                if argument.label == "tableName" || argument.label == "table" {
                    table = tableReference(argument.value)
                } else {
                    arguments.append(lookupArgument(argument))
                }
            }
        }
        if let labels = patterns.found[name], index + 3 < tokens.count, tokens[index + 3].isPunctuation("("), closing[index + 3] > index + 3,
           !self.arguments(open: index + 3).allSatisfy({ labels.contains($0.label) }) {
            return nil
        }
        let keyToken = tokens[start]
        var lookup = KeyLookup(
            kind: .lookupMethod, callee: name, key: key, table: table, bundle: .helper, line: keyToken.line, column: keyToken.column,
            callRange: tokens[start].range.lowerBound..<tokens[end].range.upperBound, otherArguments: arguments,
            rewriteBlocker: rewriteBlocker(start...end), formatCall: formatCall(around: start...end))
        lookup.isFoundHelperCall = patterns.found[name] != nil
        return lookup
    }

    /// The call whose format is the lookup over `lookup`'s tokens, its first argument:
    /// `String(format: lookup, …)` or `String.localizedStringWithFormat(lookup, …)`, with
    /// unlabelled arguments after it.
    private func formatCall(around lookup: ClosedRange<Int>) -> KeyLookup.FormatCall? {
        let before = lookup.lowerBound - 1
        let open: Int
        let start: Int
        if before >= 3, tokens[before].isPunctuation(":"), tokens[before - 1].identifier == "format", tokens[before - 2].isPunctuation("("),
           tokens[before - 3].identifier == "String", !isMember(at: before - 3) {
            (open, start) = (before - 2, before - 3)
        } else if before >= 3, tokens[before].isPunctuation("("), tokens[before - 1].identifier == "localizedStringWithFormat",
                  tokens[before - 2].isPunctuation("."), tokens[before - 3].identifier == "String", !isMember(at: before - 3) {
            (open, start) = (before, before - 3)
        } else {
            return nil
        }
        let close = closing[open]
        guard close > lookup.upperBound, tokens[lookup.upperBound + 1].isPunctuation(",") || lookup.upperBound + 1 == close else { return nil }
        let arguments = self.arguments(open: open).dropFirst()
        guard arguments.allSatisfy({ !$0.value.isEmpty }) else { return nil }
        // `locale:` formats with another locale than the symbol's: the call is the lookup's, but
        // the symbol cannot take it.
        let labelled = arguments.first { $0.label != nil }?.label
        return KeyLookup.FormatCall(
            range: tokens[start].range.lowerBound..<tokens[close].range.upperBound, arguments: arguments.filter { $0.label == nil }.map(lookupArgument),
            rewriteBlocker: labelled.map { "the call it is the format of passes '\($0):', which the symbol does not take" } ?? rewriteBlocker(start...close))
    }

    // MARK: Arguments

    /// The arguments of the call whose `(` is at `open`.
    func arguments(open: Int) -> [Argument] {
        let close = closing[open]
        var arguments: [Argument] = []
        var start = open + 1
        var cursor = start
        func finish() {
            guard start < cursor else { return }
            var argument = Argument(label: nil, start: start, value: start..<cursor)
            if cursor - start >= 2, let label = tokens[start].identifier, tokens[start + 1].isPunctuation(":") {
                argument.label = label
                argument.value = (start + 2)..<cursor
            }
            arguments.append(argument)
        }
        while cursor < close {
            if tokens[cursor].isPunctuation(",") {
                finish()
                cursor += 1
                start = cursor
                continue
            }
            cursor = closing[cursor] > cursor ? closing[cursor] + 1 : cursor + 1
        }
        finish()
        return arguments
    }

    /// The directives of a compile-time condition.
    static let conditionDirectives: Set<String> = ["if", "elseif", "else", "endif"]

    /// The key of a value that is one string literal and nothing else.
    func keyLiteral(_ value: Range<Int>) -> KeyLiteral? {
        guard !value.isEmpty, case .stringStart = tokens[value.lowerBound].kind, closing[value.lowerBound] == value.upperBound - 1 else { return nil }
        var segments: [KeyLiteral.Segment] = []
        var blocker: String?
        var cursor = value.lowerBound + 1
        while cursor < value.upperBound - 1 {
            switch tokens[cursor].kind {
            case .stringText(let text):
                if !text.isEmpty { segments.append(.text(text)) }
                cursor += 1
            case .interpolationStart where closing[cursor] > cursor:
                let end = closing[cursor]
                let range = tokens[cursor].range.upperBound..<tokens[end].range.lowerBound
                let expression = String(decoding: source[range], as: UTF8.self)
                segments.append(.interpolation(expression, range: range))
                if blocker == nil { blocker = interpolationBlocker(opening: cursor, written: expression) }
                cursor = end + 1
            default:
                return nil
            }
        }
        var literal = KeyLiteral(segments: segments)
        literal.rewriteBlocker = blocker
        return literal
    }

    /// Why an interpolation's expression (its `\(` at `opening`) is no argument of a symbol: one
    /// that passes more than a value (`\(price, specifier: "%.2f")`, `\(date, style: .date)`), or
    /// a view (`\(Text(name).bold())`, which SwiftUI writes as `%@`, where the symbol takes a
    /// `String`).
    private func interpolationBlocker(opening: Int, written: String) -> String? {
        let parts = arguments(open: opening)
        if parts.count > 1 || parts.first?.label != nil {
            return "its interpolation '\\(\(written))' passes more than a value, which the symbol's argument does not take"
        }
        let expression = opening + 1..<closing[opening]
        if expression.count > 1, let name = tokens[expression.lowerBound].identifier, name == "Text" || name == "Image",
           tokens[expression.lowerBound + 1].isPunctuation("(") {
            return "its interpolation '\\(\(written))' is a view, and the symbol takes a String"
        }
        return nil
    }

    private func tableReference(_ value: Range<Int>) -> KeyLookup.TableReference {
        if value.count == 1, tokens[value.lowerBound].identifier == "nil" { return .named(SymbolTable.defaultTableName) }
        if let name = keyLiteral(value)?.plainText { return .named(name.isEmpty ? SymbolTable.defaultTableName : name) }
        return .unknown
    }

    /// `.module`, `Bundle.module` and `#bundle` (the macro of Foundation with Xcode 26) are the
    /// module's bundle, `.main` and `Bundle.main` the main one.
    func bundleReference(_ value: Range<Int>) -> KeyLookup.BundleReference {
        if value.count == 1, case .pound("bundle") = tokens[value.lowerBound].kind { return .module }
        let words = value.map { tokens[$0].identifier ?? (tokens[$0].isPunctuation(".") ? "." : "?") }
        switch words {
        case [".", "module"], ["Bundle", ".", "module"]: return .module
        case [".", "main"], ["Bundle", ".", "main"]: return .main
        default: return .other
        }
    }

    /// An argument as a lookup keeps it.
    private func lookupArgument(_ argument: Argument) -> LookupArgument {
        let range = argument.value.isEmpty
            ? tokens[argument.start].range.upperBound..<tokens[argument.start].range.upperBound
            : tokens[argument.value.lowerBound].range.lowerBound..<tokens[argument.value.upperBound - 1].range.upperBound
        return LookupArgument(label: argument.label, value: text(argument.value), range: range)
    }

    /// The source text of tokens.
    func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return String(decoding: source[tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound], as: UTF8.self)
    }

    // MARK: Shapes

    /// The first token of `name` (`L`, `String.localized`) when its last part is at `index` and it
    /// is not itself a member of something else.
    private func startOfDottedName(_ name: String, endingAt index: Int) -> Int? {
        let parts = name.split(separator: ".")
        var cursor = index
        for (offset, part) in parts.reversed().enumerated() {
            guard cursor >= 0, tokens[cursor].identifier == String(part) else { return nil }
            if offset < parts.count - 1 {
                guard cursor >= 2, tokens[cursor - 1].isPunctuation(".") else { return nil }
                cursor -= 2
            }
        }
        return isMember(at: cursor) ? nil : cursor
    }

    /// Where the receiver of a member access starts, the `.` at `dot`: back over names, dots and
    /// bracketed groups (`Bundle.module`, `Bundle(for: X.self)`, `.module`).
    func startOfReceiver(endingBefore dot: Int) -> Int {
        var cursor = dot - 1
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.identifier != nil {
                if cursor > 0, tokens[cursor - 1].isPunctuation(".") {
                    cursor -= 2
                    continue
                }
                return cursor
            }
            if token.isPunctuation(")") || token.isPunctuation("]"), let open = openingToken(of: cursor) {
                cursor = open - 1
                continue
            }
            break
        }
        // `.module` alone: the receiver starts with its dot.
        return cursor >= 0 && tokens[cursor].isPunctuation(".") ? cursor : cursor + 1
    }

    /// The token that `index` closes.
    private func openingToken(of index: Int) -> Int? {
        opening[index] >= 0 ? opening[index] : nil
    }

    /// Why the call over `tokens` cannot be rewritten without changing more than the lookup: a
    /// comment inside it (bytes between its tokens that are not whitespace), or an `#if`.
    private func rewriteBlocker(_ range: ClosedRange<Int>) -> String? {
        for index in range {
            if case .pound(let name) = tokens[index].kind, Self.conditionDirectives.contains(name) { return "it holds a compile-time condition" }
            guard index < range.upperBound else { break }
            let gap = source[tokens[index].range.upperBound..<tokens[index + 1].range.lowerBound]
            if gap.contains(where: { !(0x09...0x0D).contains($0) && $0 != 0x20 }) { return "it holds a comment" }
        }
        return nil
    }

    /// For each opening token, the index of the token that closes it.
    static func closingTokens(of tokens: [SwiftToken]) -> [Int] {
        var closing = Array(repeating: -1, count: tokens.count)
        var stack: [(index: Int, closer: UInt8)] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .punctuation(UInt8(ascii: "(")): stack.append((index, UInt8(ascii: ")")))
            case .punctuation(UInt8(ascii: "[")): stack.append((index, UInt8(ascii: "]")))
            case .punctuation(UInt8(ascii: "{")): stack.append((index, UInt8(ascii: "}")))
            case .stringStart: stack.append((index, 0x01))
            case .interpolationStart: stack.append((index, 0x02))
            case .punctuation(let byte) where byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"):
                // Code split by `#if` may close what it did not open: find the nearest match.
                if let match = stack.lastIndex(where: { $0.closer == byte }) {
                    closing[stack[match].index] = index
                    stack.removeSubrange(match...)
                }
            case .stringEnd:
                if let match = stack.lastIndex(where: { $0.closer == 0x01 }) {
                    closing[stack[match].index] = index
                    stack.removeSubrange(match...)
                }
            case .interpolationEnd:
                if let match = stack.lastIndex(where: { $0.closer == 0x02 }) {
                    closing[stack[match].index] = index
                    stack.removeSubrange(match...)
                }
            default:
                break
            }
        }
        return closing
    }
}
