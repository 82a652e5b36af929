/// Decides which whitespace and line breaks around tags belong to the tags and so never reach
/// the output.
///
/// Ordinary tags follow the spec's standalone rule (alone on their line). Parents and argument
/// blocks only need clearance on their outer side, because the text directly inside a parent is
/// ignored: a parent stands alone when only whitespace precedes its opening tag and follows its
/// closing tag, even on one line; an argument block's opening tag takes the rest of its line
/// when that is blank, and its closing tag the blank start of its own line.
enum StandaloneLines {
    static func removedTokens(_ tokens: [Token], layout: LineLayout, structure: ElementStructure) -> [Bool] {
        var removed = Array(repeating: false, count: tokens.count)

        func removeBefore(_ index: Int) {
            for other in layout.lineStart[index]..<index { removed[other] = true }
        }
        func removeAfter(_ index: Int) {
            let end = min(layout.lineEnd[index], tokens.count - 1)
            if index < end {
                for other in index + 1...end { removed[other] = true }
            }
        }

        for (index, token) in tokens.enumerated() {
            guard case .tag(let kind) = token.kind else { continue }
            let before = layout.clearBefore[index]
            let after = layout.clearAfter[index]
            switch kind {
            case .variable:
                continue
            case .parent:
                if parentStandsAlone(open: index, layout: layout, structure: structure) { removeBefore(index) }
            case .block where structure.isArgument[index]:
                if after { removeAfter(index) }
            case .close:
                let opening = structure.partner[index]
                if tokens[opening].kind == .tag(.parent) {
                    if (before && after) || parentStandsAlone(open: opening, layout: layout, structure: structure) {
                        removeAfter(index)
                    }
                } else if structure.isArgument[opening] {
                    if before { removeBefore(index) }
                } else if before && after {
                    removeBefore(index)
                    removeAfter(index)
                }
            default:
                if before && after {
                    removeBefore(index)
                    removeAfter(index)
                }
            }
        }
        return removed
    }

    /// Whether a parent's opening tag takes the whitespace before it (which then indents the
    /// parent): when the whole parent, or its opening tag, stands alone on its line(s).
    static func parentStandsAlone(open: Int, layout: LineLayout, structure: ElementStructure) -> Bool {
        let close = structure.partner[open]
        return layout.clearBefore[open] && (layout.clearAfter[open] || layout.clearAfter[close])
    }
}
