import SwiftLexer

/// A function or method of the project that looks up the key it is given, found where its body
/// passes that key on: `func localizedString(_ key: String) -> String { NSLocalizedString(key, comment: "") }`
/// is a lookup function, as `--lookup-function localizedString` names one, and
/// `extension String { var localized: String { NSLocalizedString(self, comment: "") } }` a lookup
/// method, as `--lookup-method localized` does.
package struct LookupHelper: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// A free function, or a static one named with its type (`L10n.tr`): its first argument.
        case function
        /// A method or property of `String`: the literal it is called on.
        case method
    }

    package var kind: Kind
    /// As `--lookup-function` or `--lookup-method` names it: `localizedString`, `L10n.tr`, `localized`.
    package var name: String
    /// The labels of its parameters beside the key (`nil` for an unlabelled one).
    package var labels: [String?] = []
    /// The lookup its body passes the key to: `NSLocalizedString`, `localizedString(forKey:)`.
    package var lookup = ""
    /// Where its name is declared.
    package var line: Int
    package var column: Int
}

extension LookupFinder {
    /// For each token, the index of the `{` of the innermost block around it; -1 at the top level.
    func enclosingBraces() -> [Int] {
        var braces = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for index in tokens.indices {
            if tokens[index].isPunctuation("}"), let last = open.last, closing[last] == index { open.removeLast() }
            braces[index] = open.last ?? -1
            if tokens[index].isPunctuation("{"), closing[index] > index { open.append(index) }
        }
        return braces
    }

    /// The helper whose body holds the lookup whose `(` is at `open` and whose key is `key`, when
    /// the key is the helper's own (its first parameter, unlabelled, or `self` in an extension of
    /// `String`), never bound again before the lookup, and the lookup names neither a table but
    /// the default one nor a bundle but the main one or the module's: the helper then looks up
    /// what its callers give it. `braces` is ``enclosingBraces()``.
    func helper(passingKey key: Range<Int>, toCallOpenedAt open: Int, braces: [Int]) -> LookupHelper? {
        guard readsTheModulesDefaultTable(open: open), let (declaration, isSelf) = declarationGiven(key: key, braces: braces) else { return nil }
        let place = (line: tokens[declaration.nameIndex].line, column: tokens[declaration.nameIndex].column)
        if isSelf {
            let labels = declaration.isFunction ? parameterLabels(after: declaration.nameIndex) : []
            return LookupHelper(kind: .method, name: declaration.name, labels: labels, line: place.line, column: place.column)
        }
        let labels = Array(parameterLabels(after: declaration.nameIndex).dropFirst())
        let modifiers = tokens[max(0, declaration.start - 4)..<declaration.start].compactMap(\.identifier)
        if let type = enclosingTypeName(of: declaration.start, braces: braces) {
            // An instance method is called on a value, which no pattern names.
            guard modifiers.contains("static") || modifiers.contains("class") else { return nil }
            return LookupHelper(kind: .function, name: type.name + "." + declaration.name, labels: labels, line: place.line, column: place.column)
        }
        guard braces[declaration.start] < 0 else { return nil }
        return LookupHelper(kind: .function, name: declaration.name, labels: labels, line: place.line, column: place.column)
    }

    /// The function or property around the key at `key`, one name, when the key is what it is
    /// given: its first parameter, or `self` in an extension of `String` (`isSelf`), not bound
    /// again before. Its callers then choose the key. `braces` is ``enclosingBraces()``.
    func declarationGiven(key: Range<Int>, braces: [Int]) -> (declaration: (name: String, nameIndex: Int, start: Int, isFunction: Bool), isSelf: Bool)? {
        guard key.count == 1, let name = tokens[key.lowerBound].identifier,
              let body = enclosingDeclarationBody(of: key.lowerBound, braces: braces), !isBoundAgain(name, after: body, before: key.lowerBound),
              let declaration = propertyOrFunctionName(before: body) else { return nil }
        if name == "self" {
            guard let type = enclosingTypeName(of: declaration.start, braces: braces), type.keyword == "extension", type.name == "String" || type.name == "StringProtocol"
            else { return nil }
            return (declaration, true)
        }
        guard declaration.isFunction, firstParameter(after: declaration.nameIndex) == name else { return nil }
        return (declaration, false)
    }

    /// Whether the lookup whose `(` is at `open` reads the default table of the main bundle or
    /// the module's: no table but `nil`, and no other bundle (a framework's, a variable's).
    private func readsTheModulesDefaultTable(open: Int) -> Bool {
        for argument in arguments(open: open) {
            switch argument.label {
            case "tableName", "table":
                guard argument.value.count == 1, tokens[argument.value.lowerBound].identifier == "nil" else { return false }
            case "bundle":
                guard [.main, .module].contains(bundleReference(argument.value)) else { return false }
            default:
                continue
            }
        }
        // `<bundle>.localizedString(forKey:)`: its receiver is the bundle.
        guard open >= 2, tokens[open - 1].identifier == "localizedString", tokens[open - 2].isPunctuation(".") else { return true }
        let receiverStart = startOfReceiver(endingBefore: open - 2)
        return receiverStart < open - 2 && [.main, .module].contains(bundleReference(receiverStart..<(open - 2)))
    }

    /// Whether `name` is bound again between the body's `{` and `end`: `let name`, `var name`,
    /// `for name`, or a closure's parameter (`name in`).
    private func isBoundAgain(_ name: String, after body: Int, before end: Int) -> Bool {
        for index in (body + 1)..<end where tokens[index].identifier == name {
            if let previous = tokens[index - 1].identifier, previous == "let" || previous == "var" || previous == "for" { return true }
            if index + 1 < tokens.count, tokens[index + 1].identifier == "in" { return true }
        }
        return false
    }

    /// The `{` of the function's or property's body around the token at `index`: the innermost
    /// block that a declaration opens, through the statements' blocks (`if`, `guard`, `do`)
    /// within it; `nil` inside a closure, whose parameters are not the function's.
    private func enclosingDeclarationBody(of index: Int, braces: [Int]) -> Int? {
        var brace = braces[index]
        while brace >= 0 {
            if propertyOrFunctionName(before: brace) != nil { return brace }
            // A statement's block: its first token on the line starts it (`if`, `guard`, `for`).
            guard let statement = statementKeyword(before: brace) else { return nil }
            brace = braces[statement]
        }
        return nil
    }

    /// Where the statement whose block opens at `open` starts, for `if`, `guard`, `for`, `while`,
    /// `do`, `switch` and `else`.
    private func statementKeyword(before open: Int) -> Int? {
        var cursor = open - 1
        while cursor >= 0, cursor >= open - 64 {
            let token = tokens[cursor]
            if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") { return nil }
            if token.isPunctuation(")") || token.isPunctuation("]"), opening[cursor] >= 0 {
                cursor = opening[cursor] - 1
                continue
            }
            if let name = token.identifier, ["if", "guard", "for", "while", "do", "switch", "else", "repeat", "defer"].contains(name) { return cursor }
            cursor -= 1
        }
        return nil
    }

    /// The declaration whose body opens at `open`: `func name(…) … {` or `var name: String {`.
    private func propertyOrFunctionName(before open: Int) -> (name: String, nameIndex: Int, start: Int, isFunction: Bool)? {
        var cursor = open - 1
        while cursor >= 0, cursor >= open - 64 {
            let token = tokens[cursor]
            if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") || token.isPunctuation("=") { return nil }
            if token.isPunctuation(")") || token.isPunctuation("]"), opening[cursor] >= 0 {
                cursor = opening[cursor] - 1
                continue
            }
            if let keyword = token.identifier, keyword == "func" || keyword == "var", let name = tokens[cursor + 1].identifier {
                return (name, cursor + 1, cursor, keyword == "func")
            }
            if let keyword = token.identifier, ["if", "guard", "for", "while", "switch", "in", "return", "let"].contains(keyword) { return nil }
            cursor -= 1
        }
        return nil
    }

    /// The internal name of the first parameter of the function named at `nameIndex`, when it
    /// has no label (`_ key: String`).
    private func firstParameter(after nameIndex: Int) -> String? {
        var open = nameIndex + 1
        // Generic parameters, `<T>`, come first.
        if open < tokens.count, case .operator(let text) = tokens[open].kind, text.hasPrefix("<") {
            while open < tokens.count, !tokens[open].isPunctuation("(") { open += 1 }
        }
        guard open + 4 < tokens.count, tokens[open].isPunctuation("("), tokens[open + 1].identifier == "_",
              let name = tokens[open + 2].identifier, tokens[open + 3].isPunctuation(":"), tokens[open + 4].identifier == "String"
        else { return nil }
        return name
    }

    /// The external labels of the parameters of the function named at `nameIndex` (`nil` for
    /// `_`), in order.
    private func parameterLabels(after nameIndex: Int) -> [String?] {
        var open = nameIndex + 1
        while open < tokens.count, !tokens[open].isPunctuation("("), !tokens[open].isPunctuation("{") { open += 1 }
        guard open < tokens.count, tokens[open].isPunctuation("("), closing[open] > open else { return [] }
        var labels: [String?] = []
        var start = open + 1
        var depth = 0
        for index in (open + 1)...closing[open] {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if (token.isPunctuation(")") || token.isPunctuation("]")) && index < closing[open] { depth -= 1 }
            guard depth == 0, token.isPunctuation(",") || index == closing[open] else { continue }
            if start < index, let label = tokens[start].identifier { labels.append(label == "_" ? nil : label) }
            start = index + 1
        }
        return labels
    }

    /// The type whose body holds the declaration starting at `start`: `extension String`,
    /// `enum L10n`.
    private func enclosingTypeName(of start: Int, braces: [Int]) -> (keyword: String, name: String)? {
        let open = braces[start]
        guard open >= 0 else { return nil }
        var cursor = open - 1
        while cursor >= 0, cursor >= open - 64 {
            let token = tokens[cursor]
            if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") { return nil }
            if let keyword = token.identifier, ["extension", "enum", "struct", "class", "actor"].contains(keyword), cursor + 1 < open, var name = tokens[cursor + 1].identifier {
                // A nested type's dotted name (`extension L10n.Settings`).
                var part = cursor + 2
                while part + 1 < open, tokens[part].isPunctuation("."), let next = tokens[part + 1].identifier {
                    name += "." + next
                    part += 2
                }
                return (keyword, name)
            }
            cursor -= 1
        }
        return nil
    }
}
