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
    /// Where its name is declared.
    package var line: Int
    package var column: Int
}

extension LookupFinder {
    /// The helper whose body holds the lookup whose `(` is at `open` and whose key is `key`, when
    /// the key is the helper's own (its first parameter, unlabelled, or `self` in an extension of
    /// `String`) and the lookup names no table: the helper then looks up what its callers give it.
    func helper(passingKey key: Range<Int>, toCallOpenedAt open: Int) -> LookupHelper? {
        guard key.count == 1, let name = tokens[key.lowerBound].identifier else { return nil }
        // A helper of another table than the default one would make its callers' keys missing.
        for argument in arguments(open: open) where argument.label == "tableName" || argument.label == "table" {
            guard argument.value.count == 1, tokens[argument.value.lowerBound].identifier == "nil" else { return nil }
        }
        guard let body = enclosingDeclarationBody(of: key.lowerBound) else { return nil }
        if name == "self" {
            guard let declaration = propertyOrFunctionName(before: body),
                  let type = enclosingTypeName(of: declaration.start), type.keyword == "extension", type.name == "String" || type.name == "StringProtocol"
            else { return nil }
            return LookupHelper(kind: .method, name: declaration.name, line: tokens[declaration.nameIndex].line, column: tokens[declaration.nameIndex].column)
        }
        guard let declaration = propertyOrFunctionName(before: body), declaration.isFunction, firstParameter(after: declaration.nameIndex) == name else { return nil }
        let modifiers = tokens[max(0, declaration.start - 4)..<declaration.start].compactMap(\.identifier)
        if let type = enclosingTypeName(of: declaration.start) {
            // An instance method is called on a value, which no pattern names.
            guard modifiers.contains("static") || modifiers.contains("class") else { return nil }
            return LookupHelper(kind: .function, name: type.name + "." + declaration.name, line: tokens[declaration.nameIndex].line, column: tokens[declaration.nameIndex].column)
        }
        guard enclosingBrace(of: declaration.start) == nil else { return nil }
        return LookupHelper(kind: .function, name: declaration.name, line: tokens[declaration.nameIndex].line, column: tokens[declaration.nameIndex].column)
    }

    /// The `{` of the innermost block around the token at `index`, or `nil` at the top level.
    private func enclosingBrace(of index: Int) -> Int? {
        var cursor = index - 1
        while cursor >= 0 {
            if tokens[cursor].isPunctuation("}"), opening[cursor] >= 0 {
                cursor = opening[cursor] - 1
                continue
            }
            if tokens[cursor].isPunctuation("{") { return cursor }
            cursor -= 1
        }
        return nil
    }

    /// The `{` of the function's or property's body around the token at `index`: the innermost
    /// block that a declaration opens, through the statements' blocks (`if`, `guard`, `do`)
    /// within it; `nil` inside a closure, whose parameters are not the function's.
    private func enclosingDeclarationBody(of index: Int) -> Int? {
        var brace = enclosingBrace(of: index)
        while let open = brace {
            if propertyOrFunctionName(before: open) != nil { return open }
            // A statement's block: its first token on the line starts it (`if`, `guard`, `for`).
            guard let statement = statementKeyword(before: open) else { return nil }
            brace = enclosingBrace(of: statement)
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

    /// The type whose body holds the declaration starting at `start`: `extension String`,
    /// `enum L10n`.
    private func enclosingTypeName(of start: Int) -> (keyword: String, name: String)? {
        guard let open = enclosingBrace(of: start) else { return nil }
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
