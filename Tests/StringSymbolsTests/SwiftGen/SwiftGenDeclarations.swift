import SwiftLexer

/// The members a SwiftGen-style file declares in its namespace enum, each as its path, name and
/// parameter types (`L10n.About.title`, `L10n.requiresVersion(Any)`), read from the tokens, so
/// that SwiftGen's own output and ours compare whatever their layout, access, isolation and
/// bodies, names as spelled (`` `none` ``). The lookup function `tr` is left out.
enum SwiftGenDeclarations {
    static func read(_ source: String, enumName: String) throws -> Set<String> {
        let tokens = try SwiftLexer.tokens(of: source)
        let bytes = Array(source.utf8)
        // Names keep their backticks, which SwiftGen writes for its list of keywords.
        func text(_ token: SwiftToken) -> String { String(decoding: bytes[token.range], as: UTF8.self) }
        // Types named with their module (`Swift.Int`, where a group shadows `Int`) are the same types.
        func type(_ written: String) -> String { written.replacingOccurrences(of: "Swift.", with: "") }
        var scopes: [String?] = []
        var pendingScope: String?
        var declarations: Set<String> = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let word = token.identifier
            if word == "enum" || word == "extension", index + 1 < tokens.count {
                pendingScope = text(tokens[index + 1])
                index += 2
                continue
            }
            if token.isPunctuation("{") {
                scopes.append(pendingScope)
                pendingScope = nil
            } else if token.isPunctuation("}") {
                scopes.removeLast()
            } else if word == "static", index + 2 < tokens.count, let kind = tokens[index + 1].identifier, ["let", "var", "func"].contains(kind) {
                let name = text(tokens[index + 2])
                let path = scopes.compactMap { $0 }
                index += 3
                var member = (path + [name]).joined(separator: ".")
                if kind == "func" {
                    // `(_ p1: Any, _ p2: Int)`: the text after each `:` at the first depth.
                    var types: [String] = []
                    var depth = 0
                    var current: String?
                    while index < tokens.count {
                        let part = tokens[index]
                        index += 1
                        if part.isPunctuation("(") { depth += 1; if depth == 1 { continue } }
                        if part.isPunctuation(")") { depth -= 1; if depth == 0 { break } }
                        if depth == 1, part.isPunctuation(",") { if let current { types.append(current) }; current = nil; continue }
                        if depth == 1, part.isPunctuation(":") { current = ""; continue }
                        if current != nil { current! += text(part) }
                    }
                    if let current { types.append(current) }
                    member += "(" + types.map(type).joined(separator: ",") + ")"
                }
                if path.first == enumName && name != "tr" { declarations.insert(member) }
                continue
            }
            index += 1
        }
        return declarations
    }
}
