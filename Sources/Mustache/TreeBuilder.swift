/// Turns the token list into the node tree, dropping standalone whitespace, computing the
/// indentation of partials, parents and blocks, and outdenting argument blocks.
struct TreeBuilder {
    private var tokens: [Token]
    private let bytes: [UInt8]
    private let lines: LineIndex
    private let structure: ElementStructure
    private let layout: LineLayout
    private let removed: [Bool]

    static func build(tokens: [Token], bytes: [UInt8], lines: LineIndex, structure: ElementStructure) throws(MustacheError) -> [Node] {
        let layout = LineLayout(tokens: tokens, bytes: bytes)
        var builder = TreeBuilder(
            tokens: tokens,
            bytes: bytes,
            lines: lines,
            structure: structure,
            layout: layout,
            removed: StandaloneLines.removedTokens(tokens, layout: layout, structure: structure)
        )
        return try builder.nodes(in: 0..<tokens.count)
    }

    private mutating func nodes(in range: Range<Int>) throws(MustacheError) -> [Node] {
        var list = NodeList()
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            guard case .tag(let kind) = token.kind else {
                if token.kind == .newline {
                    if removed[index] { list.append(.lineStart) } else { list.appendLineBreak(text(of: token)) }
                } else if !removed[index] {
                    list.appendText(text(of: token))
                }
                index += 1
                continue
            }
            let location = lines.location(of: token.range.lowerBound)
            let close = structure.partner[index]
            switch kind {
            case .comment, .setDelimiters, .close:
                break
            case .variable(let escaped):
                list.append(.variable(TagName.parsePath(token.name), escaped: escaped, at: location))
            case .section(let inverted):
                let children = try nodes(in: index + 1..<close)
                list.append(.section(TagName.parsePath(token.name), inverted: inverted, children: children, at: location))
            case .partial:
                let indentation = layout.isStandalone(index, kind: kind) ? whitespaceBefore(index) : nil
                list.append(.partial(TemplateReference(normalized: token.name), indentation: indentation, at: location))
            case .parent:
                let arguments = try arguments(in: index + 1..<close, parent: token)
                let indentation = StandaloneLines.parentStandsAlone(open: index, layout: layout, structure: structure) ? whitespaceBefore(index) : nil
                list.append(.parent(TemplateReference(normalized: token.name), arguments: arguments, indentation: indentation, at: location))
            case .block:
                let defaultContent = try nodes(in: index + 1..<close)
                list.append(.block(name: token.name, defaultContent: defaultContent, site: blockSite(open: index, close: close), at: location))
            }
            index = kind.opensElement ? close + 1 : index + 1
        }
        return list.finish()
    }

    /// The blocks passed to a parent. Other text inside a parent is ignored, as the spec asks;
    /// other tags are rejected because they would be ignored too, which is never what was meant.
    private mutating func arguments(in range: Range<Int>, parent: Token) throws(MustacheError) -> [String: [Node]] {
        var arguments: [String: [Node]] = [:]
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            switch token.kind {
            case .text, .newline, .tag(.comment), .tag(.setDelimiters):
                index += 1
            case .tag(.block):
                let close = structure.partner[index]
                guard arguments[token.name] == nil else {
                    throw error("block '\(token.name)' is passed twice to parent '\(parent.name)'", at: token)
                }
                arguments[token.name] = try argumentContent(open: index, close: close)
                index = close + 1
            case .tag(let kind):
                throw error("only blocks and comments can appear directly inside parent '\(parent.name)', not \(kind.elementDescription) '\(token.name)'", at: token)
            }
        }
        return arguments
    }

    /// An argument's content, without the blank rest of its opening line and with its intrinsic
    /// indentation (that of its first line) removed from every line, so the parent can indent it.
    private mutating func argumentContent(open: Int, close: Int) throws(MustacheError) -> [Node] {
        var start = open + 1
        var intrinsic: [UInt8] = []
        if layout.clearAfter[open] {
            start = min(layout.lineEnd[open] + 1, close)
            if start < close, tokens[start].kind == .text {
                intrinsic = Array(bytes[tokens[start].range].prefix(while: Self.isIndentation))
            }
        }
        if !intrinsic.isEmpty {
            outdent(start..<close, by: intrinsic)
        }
        return try nodes(in: start..<close)
    }

    private mutating func outdent(_ range: Range<Int>, by indentation: [UInt8]) {
        var atLineStart = true
        for index in range {
            if atLineStart, tokens[index].kind == .text {
                var start = tokens[index].range.lowerBound
                let end = tokens[index].range.upperBound
                var offset = 0
                while offset < indentation.count, start < end, bytes[start] == indentation[offset] {
                    start += 1
                    offset += 1
                }
                tokens[index].range = start..<end
            }
            atLineStart = tokens[index].kind == .newline
        }
    }

    /// Where a block stands decides how an argument replacing it is indented: a block whose tags
    /// are alone on their lines indents by its content's indentation (that of the line after the
    /// opening tag), one that merely starts a line by the whitespace before it.
    private func blockSite(open: Int, close: Int) -> BlockSite {
        var indentation = ""
        if layout.clearBefore[open] && layout.clearAfter[close] {
            if layout.clearAfter[open] {
                let nextLine = layout.lineEnd[open] + 1
                if nextLine < tokens.count, tokens[nextLine].kind == .text {
                    indentation = String(decoding: bytes[tokens[nextLine].range].prefix(while: Self.isIndentation), as: UTF8.self)
                }
            } else {
                indentation = whitespaceBefore(open)
            }
        }
        return BlockSite(indentation: indentation, indentsFirstLine: layout.isStandalone(open, kind: .block))
    }

    private func whitespaceBefore(_ index: Int) -> String {
        var result = ""
        for other in layout.lineStart[index]..<index {
            result += text(of: tokens[other])
        }
        return result
    }

    private func text(of token: Token) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    private func error(_ message: String, at token: Token) -> MustacheError {
        MustacheError(.syntax, message, at: lines.location(of: token.range.lowerBound))
    }

    private static func isIndentation(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}

/// Collects nodes, merging adjacent literal text into one node per line.
private struct NodeList {
    private var nodes: [Node] = []
    private var text = ""

    mutating func appendText(_ string: String) {
        text += string
    }

    mutating func appendLineBreak(_ lineBreak: String) {
        text += lineBreak
        nodes.append(.text(text, endsLine: true))
        text = ""
    }

    mutating func append(_ node: Node) {
        flushText()
        nodes.append(node)
    }

    mutating func finish() -> [Node] {
        flushText()
        return nodes
    }

    private mutating func flushText() {
        if !text.isEmpty {
            nodes.append(.text(text, endsLine: false))
            text = ""
        }
    }
}
