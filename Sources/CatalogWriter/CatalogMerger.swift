import InputText
import JSON

/// Merges two versions of a String Catalog with their common ancestor, by unit: each top-level
/// field, each field of an entry, and each language of an entry's localizations. A unit that only
/// one side changed takes that side's change; a unit both sides changed alike takes it once; a
/// unit both sides changed differently is a conflict. The merge is written in Xcode's bytes.
public struct CatalogMerger: Sendable {
    /// What a merge gives.
    public struct Outcome: Sendable {
        /// The merged catalog; where units conflict, both sides between conflict markers.
        public var bytes: [UInt8]
        /// Each conflicting unit, as `'key' de`, `'key' comment` or `version`, followed by
        /// ` (removed in ours)` or ` (removed in theirs)` where one side removed what the other
        /// changed.
        public var conflicts: [String]
    }

    /// Creates a merger.
    public init() {}

    /// Merges `ours` and `theirs`, two versions of the catalog `path` that descend from `base`.
    ///
    /// - Throws: A version that cannot be read as a catalog, with its position (`BASE`, `OURS`
    ///   or `THEIRS` standing for the path of the version).
    public func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String) throws(DiagnosticError) -> Outcome {
        try merge(base: base, ours: ours, theirs: theirs, names: ("\(path) (base)", "\(path) (ours)", "\(path) (theirs)"))
    }

    /// Merges `ours` and `theirs`, which descend from `base`, each version named by its own
    /// file in diagnostics (git's temporary files, when it does not pass the catalog's path).
    ///
    /// - Throws: A version that cannot be read as a catalog, with its position.
    package func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], basePath: String, oursPath: String, theirsPath: String) throws(DiagnosticError) -> Outcome {
        try merge(base: base, ours: ours, theirs: theirs, names: (basePath, oursPath, theirsPath))
    }

    private func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], names: (base: String, ours: String, theirs: String)) throws(DiagnosticError) -> Outcome {
        let order = XcodeKeyOrder()
        let layout = XcodeLayout(order: order)
        let baseNode = base.isEmpty ? JSONNode.object([]) : try layout.document(base, path: names.base)
        let oursNode = try layout.document(ours, path: names.ours), theirsNode = try layout.document(theirs, path: names.theirs)
        var merge = ThreeWayMerge(order: order)
        let merged = merge.merge(baseNode, oursNode, theirsNode, level: .root, unit: []) ?? .object([])
        // The file's last line break is a unit too: the side that changed it wins (Xcode 16
        // ends the files Xcode 15 wrote without one).
        let lineBreak = UInt8(ascii: "\n")
        let oursEnds = ours.last == lineBreak
        let endsWithNewline = base.isEmpty || oursEnds != (base.last == lineBreak) ? oursEnds : theirs.last == lineBreak
        var bytes = CatalogFormatter.writer(endsWithNewline: endsWithNewline).bytes(merged)
        if !merge.conflicts.isEmpty { bytes = merge.markingConflicts(in: bytes) }
        return Outcome(bytes: bytes, conflicts: merge.conflicts.map(\.unit))
    }
}

/// The merge of three catalogs' nodes, members in Xcode's order, and the conflicts it meets.
struct ThreeWayMerge {
    typealias Level = CatalogLevel

    struct Conflict {
        var unit: String
        var ours: JSONNode?
        var theirs: JSONNode?
    }

    let order: XcodeKeyOrder
    private(set) var conflicts: [Conflict] = []

    init(order: XcodeKeyOrder) {
        self.order = order
    }

    /// The placeholder a conflict stands as in the merged node, until its lines are written.
    static func placeholder(_ index: Int) -> String { "\u{0}string-symbols-merge-conflict-\(index)" }

    /// The merge of one member (`nil`: absent on that side, or in the merge).
    mutating func merge(_ base: JSONNode?, _ ours: JSONNode?, _ theirs: JSONNode?, level: Level?, unit: [String]) -> JSONNode? {
        if ours == theirs { return ours }
        if ours == base { return theirs }
        if theirs == base { return ours }
        // A key's last language removed takes its `localizations` with it (Xcode writes no empty
        // one): that side's localizations are emptied, merged language by language.
        if unit.last == "localizations", unit.count == 3, case .object? = base, (ours == nil) != (theirs == nil) {
            let merged = merge(base, ours ?? .object([]), theirs ?? .object([]), level: level, unit: unit)
            if case .object(let members)? = merged, members.isEmpty { return nil }
            return merged
        }
        // Both changed it: a container both still have is merged member by member.
        if let level, case .object(let oursMembers)? = ours, case .object(let theirsMembers)? = theirs {
            var baseMembers: [JSONNode.Member] = []
            switch base {
            case .object(let members)?: baseMembers = members
            case nil: break
            default: return conflict(base, ours, theirs, unit: unit)
            }
            let lookup = { (members: [JSONNode.Member]) in Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }) }
            let (b, o, t) = (lookup(baseMembers), lookup(oursMembers), lookup(theirsMembers))
            var keys: [String] = []
            var seen: Set<String> = []
            for key in (oursMembers + theirsMembers + baseMembers).map(\.key) where seen.insert(key).inserted { keys.append(key) }
            var merged: [JSONNode.Member] = []
            for key in keys {
                if let value = merge(b[key], o[key], t[key], level: level.member(key), unit: unit + [key]) {
                    merged.append(JSONNode.Member(key, value))
                }
            }
            let mergedKeys = merged.map(\.key)
            return .object(order.order(of: mergedKeys).map { merged[$0] })
        }
        return conflict(base, ours, theirs, unit: unit)
    }

    private mutating func conflict(_ base: JSONNode?, _ ours: JSONNode?, _ theirs: JSONNode?, unit: [String]) -> JSONNode {
        // Both sides are absent only where they agree; one is where it removed the unit.
        let removal = ours == nil ? " (removed in ours)" : theirs == nil ? " (removed in theirs)" : ""
        conflicts.append(Conflict(unit: Self.describe(unit) + removal, ours: ours, theirs: theirs))
        return .string(Self.placeholder(conflicts.count - 1))
    }

    /// A unit as a person reads it: `'key' de`, `'key' comment`, `version`.
    static func describe(_ unit: [String]) -> String {
        guard unit.count >= 2, unit[0] == "strings" else { return unit.joined(separator: " ") }
        return (["'\(unit[1])'"] + unit.dropFirst(2).filter { $0 != "localizations" }).joined(separator: " ")
    }

    /// `bytes`, the merge written with each conflict's placeholder, with each placeholder's line
    /// replaced by both sides of the member between conflict markers. Either side, kept with the
    /// markers taken out, is a catalog: where the member is the last of its object and a side does
    /// not have it, the line before it (the member before, whose comma that side must lose) moves
    /// into the conflict, and so does a conflict right before it.
    func markingConflicts(in bytes: [UInt8]) -> [UInt8] {
        enum Segment {
            case line(String)
            case conflict(ours: [String], theirs: [String])
        }
        let writer = CatalogFormatter.writer(endsWithNewline: false)
        var segments = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map { Segment.line(String($0)) }
        // In the order of the file, not of the conflicts (met in the merge's order of members):
        // a conflict takes in the lines before it, which must be conflicts already.
        let marker = "\"\\u0000string-symbols-merge-conflict-"
        var position = 0
        while position < segments.count {
            guard case .line(let text) = segments[position], let found = text.range(of: marker),
                  let index = Int(text[found.upperBound...].prefix { $0 != "\"" }), conflicts.indices.contains(index) else {
                position += 1
                continue
            }
            let conflict = conflicts[index]
            let escaped = marker + "\(index)\""
            let indent = String(text.prefix { $0 == " " })
            let hasComma = text.hasSuffix(",")
            let member = String(text.dropFirst(indent.count).dropLast(hasComma ? 1 : 0).dropLast(escaped.count + " : ".count))
            func side(_ value: JSONNode?) -> [String] {
                guard let value else { return [] }
                let valueLines = writer.text(value).split(separator: "\n", omittingEmptySubsequences: false)
                var written = valueLines.enumerated().map { $0.offset == 0 ? indent + member + " : " + $0.element : indent + $0.element }
                if hasComma { written[written.count - 1] += "," }
                return written
            }
            var ours = side(conflict.ours), theirs = side(conflict.theirs)
            // The sides whose line before must lose its comma: those without the last member.
            var oursEnds = !hasComma && ours.isEmpty, theirsEnds = !hasComma && theirs.isEmpty
            var first = position
            while oursEnds || theirsEnds, first > 0 {
                switch segments[first - 1] {
                case .line(let before) where before.hasSuffix(","):
                    let stripped = String(before.dropLast())
                    ours.insert(oursEnds ? stripped : before, at: 0)
                    theirs.insert(theirsEnds ? stripped : before, at: 0)
                    oursEnds = false
                    theirsEnds = false
                    first -= 1
                case .line:
                    // The object's first line: nothing before the member to take a comma from.
                    oursEnds = false
                    theirsEnds = false
                case .conflict(let oursBefore, let theirsBefore):
                    var oursBefore = oursBefore, theirsBefore = theirsBefore
                    if oursEnds, let last = oursBefore.popLast() {
                        oursBefore.append(String(last.dropLast()))
                        oursEnds = false
                    }
                    if theirsEnds, let last = theirsBefore.popLast() {
                        theirsBefore.append(String(last.dropLast()))
                        theirsEnds = false
                    }
                    ours = oursBefore + ours
                    theirs = theirsBefore + theirs
                    first -= 1
                }
            }
            segments.replaceSubrange(first...position, with: [.conflict(ours: ours, theirs: theirs)])
            position = first + 1
        }
        let lines = segments.flatMap { segment -> [String] in
            switch segment {
            case .line(let text): [text]
            case .conflict(let ours, let theirs): ["<<<<<<< ours"] + ours + ["======="] + theirs + [">>>>>>> theirs"]
            }
        }
        return Array(lines.joined(separator: "\n").utf8)
    }
}
