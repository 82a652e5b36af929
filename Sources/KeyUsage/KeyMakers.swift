import InputText

/// The lookups of keys made at run time, as the keys no other use explains are matched with
/// them: one of each table and text, each text's bytes made once, and a key compared only with
/// those whose text it starts with. A file's logging can make thousands, and an app's tables
/// hold thousands of keys.
struct KeyMakers {
    private let lookups: [UsageAnalyzer.DynamicLookup]
    private let pieces: [[[UInt8]]]
    /// The lookups of each first piece, in the order given; those whose first piece is empty
    /// (`… + ".title"`) by their last piece when it is not.
    private let byFirstPiece: [[UInt8]: [Int]]
    private let byLastPiece: [[UInt8]: [Int]]
    /// The lengths of those pieces, each once.
    private let firstPieceLengths: [Int]
    private let lastPieceLengths: [Int]

    /// `all`, of which the first of each table and pieces is kept: a note names one lookup.
    init(_ all: [UsageAnalyzer.DynamicLookup]) {
        var seen: Set<[String]> = []
        var lookups: [UsageAnalyzer.DynamicLookup] = []
        for lookup in all where seen.insert([lookup.table.map(String.init) ?? ""] + lookup.pieces).inserted { lookups.append(lookup) }
        let pieces = lookups.map { $0.pieces.map { Array($0.utf8) } }
        var byFirstPiece: [[UInt8]: [Int]] = [:]
        var byLastPiece: [[UInt8]: [Int]] = [:]
        for (index, lookupPieces) in pieces.enumerated() {
            if lookupPieces.first?.isEmpty != false, let last = lookupPieces.last, !last.isEmpty {
                byLastPiece[last, default: []].append(index)
            } else {
                byFirstPiece[lookupPieces.first ?? [], default: []].append(index)
            }
        }
        self.lookups = lookups
        self.pieces = pieces
        self.byFirstPiece = byFirstPiece
        self.byLastPiece = byLastPiece
        firstPieceLengths = Set(byFirstPiece.keys.map(\.count)).sortedOutOfLine()
        lastPieceLengths = Set(byLastPiece.keys.map(\.count)).sortedOutOfLine()
    }

    /// The first lookup, in the order given, that can make `key` in the table `table` (its
    /// ordinal): one of that table, or of a table the code alone does not name.
    func first(making key: String, inTable table: Int) -> UsageAnalyzer.DynamicLookup? {
        guard !lookups.isEmpty else { return nil }
        let bytes = Array(key.utf8)
        var found: Int?
        func consider(_ candidates: [Int]?) {
            for candidate in candidates ?? [] {
                if let found, found < candidate { break }
                let lookup = lookups[candidate]
                if lookup.table == nil || lookup.table == table, KeyLiteral.canMake(bytes, from: pieces[candidate]) {
                    found = candidate
                    break
                }
            }
        }
        for length in firstPieceLengths where length <= bytes.count { consider(byFirstPiece[Array(bytes[..<length])]) }
        for length in lastPieceLengths where length <= bytes.count { consider(byLastPiece[Array(bytes[(bytes.count - length)...])]) }
        return found.map { lookups[$0] }
    }
}
