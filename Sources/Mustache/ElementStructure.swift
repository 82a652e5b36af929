/// Pairs opening and closing tags and reports structural errors: closing tags that match
/// nothing or the wrong element, elements never closed, and nesting beyond `maximumNesting`.
struct ElementStructure {
    /// For an opening tag, the index of its closing tag, and the reverse; -1 elsewhere.
    var partner: [Int]
    /// Whether a block tag is an argument, i.e. directly inside a parent.
    var isArgument: [Bool]

    /// Deeper templates are rejected so that compiling and rendering never exhaust the stack.
    static let maximumNesting = 200

    static func match(_ tokens: [Token], lines: LineIndex) throws(MustacheError) -> ElementStructure {
        var structure = ElementStructure(
            partner: Array(repeating: -1, count: tokens.count),
            isArgument: Array(repeating: false, count: tokens.count)
        )
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            guard case .tag(let kind) = token.kind else { continue }
            if kind.opensElement {
                if kind == .block, let enclosing = open.last, tokens[enclosing].kind == .tag(.parent) {
                    structure.isArgument[index] = true
                }
                open.append(index)
                if open.count > maximumNesting {
                    throw MustacheError(.syntax, "sections, parents and blocks are nested more than \(maximumNesting) levels deep", at: lines.location(of: token.range.lowerBound))
                }
            } else if kind == .close {
                guard let opening = open.popLast() else {
                    throw MustacheError(.syntax, "closing tag '\(token.name)' does not close any open section", at: lines.location(of: token.range.lowerBound))
                }
                let openToken = tokens[opening]
                guard openToken.name == token.name else {
                    let openedAt = lines.location(of: openToken.range.lowerBound)
                    guard case .tag(let openKind) = openToken.kind else { preconditionFailure("non-tag on the open stack") }
                    throw MustacheError(.syntax, "closing tag '\(token.name)' does not match \(openKind.elementDescription) '\(openToken.name)' opened at \(openedAt.line):\(openedAt.column)", at: lines.location(of: token.range.lowerBound))
                }
                structure.partner[opening] = index
                structure.partner[index] = opening
            }
        }
        if let unclosed = open.last, case .tag(let kind) = tokens[unclosed].kind {
            throw MustacheError(.syntax, "\(kind.elementDescription) '\(tokens[unclosed].name)' is never closed", at: lines.location(of: tokens[unclosed].range.lowerBound))
        }
        return structure
    }
}
