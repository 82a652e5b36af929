import Foundation
import InputText
import PluginFacts
import Symbols
import TableModel

/// Matches the lookups of a module's Swift sources with its tables: keys looked up that no table
/// has, keys nothing refers to, and lookups a symbol can replace, with the replacement.
package struct UsageAnalyzer: Sendable {
    /// The module's tables as read, and their symbols.
    let catalogs: [LoadedTable]
    let tables: [SymbolTable]
    /// The template whose symbols replace lookups.
    let template: BuiltInTemplate?
    /// Whether the module is a SwiftPM target, whose strings are in its own bundle, not the main one.
    let isPackageModule: Bool
    /// The Swift files of other package targets than the tables': their `.module` is their own
    /// target's bundle, not the tables'.
    let otherModulesFiles: [String: String]
    /// Why keys have no symbol, by table and key.
    private let omissions: [TableKey: Omission]
    /// Each table's keys and symbols, by table name.
    private let indexes: [String: TableIndex]
    /// The tables whose keys a literal with interpolations can fit, by the text around the keys'
    /// placeholders: a literal mentioned anywhere is looked up once, not once per table.
    private let tablesByPieces: [[String]: [TableIndex]]
    /// How the template's symbols are referred to, when it is a built-in one.
    private let symbolReference: BuiltInTemplateDescriptor.SymbolReference?
    /// Why no lookup is rewritten to the template's symbols, when none is: a custom template's
    /// are not known, and the swiftgen templates' are not rewritten to. Worked out once: every
    /// lookup of a key asks.
    private let templateKeepsLookups: String?

    /// One table's keys and symbols. A class: every lookup of every file consults one, and a
    /// reference is all it copies.
    private final class TableIndex: Sendable {
        let catalog: LoadedTable
        let table: SymbolTable?
        /// Where the index is among the analyzer's, for marking its keys used by their positions.
        let ordinal: Int
        /// Where each key is first among the catalog's entries.
        let keyPositions: [String: Int32]
        /// For each entry, where its key is first: the position its use is marked at.
        let firstPositions: [Int32]
        /// Where each key's symbol is in `table`'s symbols: indices, not copies of the symbols.
        private let symbolIndices: [String: Int]
        /// With a SwiftGen template, the names each key's member is referred to by: its own and
        /// its groups' (`L10n.Scene.title` names `title` and `Scene`); all must be found.
        let swiftGenNames: [String: [String]]
        /// The keys an interpolated literal can look up, by their text around their placeholders
        /// (`["Welcome, ", "!"]` for `Welcome, %@!`), with their placeholders' argument numbers.
        let keysByPieces: [[String]: [KeyFit]]

        /// The index of `catalog`'s keys and `table`'s symbols, the `ordinal`th of the analyzer's.
        init(catalog: LoadedTable, table: SymbolTable?, ordinal: Int) {
            self.catalog = catalog
            self.table = table
            self.ordinal = ordinal
            var keyPositions: [String: Int32] = [:]
            keyPositions.reserveCapacity(catalog.catalog.entries.count)
            firstPositions = catalog.catalog.entries.indices.map { position in
                let key = catalog.catalog.entries[position].key
                if let first = keyPositions[key] { return first }
                keyPositions[key] = Int32(position)
                return Int32(position)
            }
            self.keyPositions = keyPositions
            symbolIndices = Dictionary((table?.symbols ?? []).enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
            swiftGenNames = Dictionary((table?.swiftGen?.allStrings ?? []).map { ($0.string.key, $0.names) }, uniquingKeysWith: { first, _ in first })
            var keysByPieces: [[String]: [KeyFit]] = [:]
            for key in keyPositions.keys where key.utf8Contains(UInt8(ascii: "%")) {
                if let (pieces, fit) = UsageAnalyzer.piecesAndFit(of: key) { keysByPieces[pieces, default: []].append(fit) }
            }
            self.keysByPieces = keysByPieces
        }

        /// The keys `literal` (with interpolations) fits: its text around each placeholder, and
        /// where an interpolation gives its specifier (`\(ratio, specifier: "%.1f")`), that one.
        func fits(_ literal: KeyLiteral, pieces: [String]? = nil) -> [KeyFit] {
            guard let fits = keysByPieces[pieces ?? literal.pieces] else { return [] }
            let specifiers = literal.specifiers
            guard specifiers.contains(where: { $0 != nil }) else { return fits }
            return fits.filter { fit in zip(fit.placeholders, specifiers).allSatisfy { placeholder, specifier in specifier.map { $0 == placeholder } ?? true } }
        }

        /// Whether a key made at run time from a literal of these `pieces` can be one of the table's.
        func hasKey(madeFrom pieces: [String]) -> Bool {
            keyPositions.keys.contains { KeyLiteral.canMake($0, from: pieces) }
        }

        /// The symbol of `key`, if it has one.
        func symbol(forKey key: String) -> Symbol? {
            guard let table, let index = symbolIndices[key] else { return nil }
            return table.symbols[index]
        }
    }

    init(
        catalogs: [LoadedTable], tables: [SymbolTable], template: BuiltInTemplate?, isPackageModule: Bool, otherModulesFiles: [String: String] = [:],
        omissions: [Omission] = []
    ) {
        self.catalogs = catalogs
        var omissionsByKey: [TableKey: Omission] = [:]
        for omission in omissions {
            for key in omission.keys { omissionsByKey[TableKey(table: omission.tableName, key: key)] = omission }
        }
        self.omissions = omissionsByKey
        self.tables = tables
        self.template = template
        self.isPackageModule = isPackageModule
        self.otherModulesFiles = otherModulesFiles
        symbolReference = template?.descriptor.symbolReference
        if let template {
            if case .swiftGen = template.descriptor.naming {
                templateKeepsLookups = "lookups are not rewritten to the \(template.rawValue) template's accessors"
            } else {
                templateKeepsLookups = nil
            }
        } else {
            templateKeepsLookups = "a custom template's symbols are not known"
        }
        var indexes: [String: TableIndex] = [:]
        for (ordinal, catalog) in catalogs.enumerated() {
            let table = tables.first { $0.tableName == catalog.tableName }
            indexes[catalog.tableName] = TableIndex(catalog: catalog, table: table, ordinal: ordinal)
        }
        var tablesByPieces: [[String]: [TableIndex]] = [:]
        for index in indexes.values {
            for pieces in index.keysByPieces.keys { tablesByPieces[pieces, default: []].append(index) }
        }
        self.tablesByPieces = tablesByPieces
        self.indexes = indexes
    }

    /// What one file gives the report: its findings, its rewrite, and the keys and names it uses.
    /// Files are analysed apart (on the cores that scan them) and their outcomes put together.
    struct FileOutcome: Sendable {
        var isGenerated = false
        var isUnreadable = false
        var findings: [UsageFinding] = []
        var leftAlone: [Diagnostic] = []
        /// The calls of each helper found in the code, not named, that a symbol would replace:
        /// their helper's note counts them (`UsageReport/foundHelperCallsLeftAlone`).
        var foundHelperCallsLeftAlone: [String: Int] = [:]
        /// How many lookups of an app's keys stay as they are because the file is in a package's
        /// target, which cannot import the app's symbols, and where the first is.
        var keptInPackageTarget = 0
        var firstKeptInPackageTarget: (path: String, location: SourceLocation)?
        /// How many lookups of keys stay as they are because the template's symbols are not
        /// rewritten to (``templateKeepsLookups``), and where the first is.
        var keptForTemplate = 0
        var firstKeptForTemplate: (path: String, location: SourceLocation)?
        var rewrite: SourceRewrite?
        /// The table entries its lookups use, by the table's ordinal and the key's first position.
        fileprivate var used: [(table: Int, position: Int32)] = []
        fileprivate var missing: [TableKey] = []
        var lookupCounts: [KeyLookup.Kind: Int] = [:]
        /// The symbols' names and the keys the file mentions, as the scan's indices.
        var namesMentioned: [Int32] = []
        var keysMentioned: [Int32] = []
        /// Keys that lookups the code alone does not resolve may look up.
        var literalsUsed: Set<String> = []
        /// Lookups of keys made at run time from an interpolated literal.
        var dynamicLookups: [DynamicLookup] = []
        /// Lookups whose key is an expression, as notes name them.
        var keyExpressions: [KeyExpressionPlace] = []
        /// An Objective-C file's lookups whose key is not a literal: the keys they read are not
        /// known, so none is called unused.
        var objectiveCKeyExpressions: [KeyExpressionPlace] = []
        /// An Objective-C file's macros that pass their argument on to a lookup as its key
        /// (``ObjectiveCScan/helperMacros``).
        var objectiveCHelperMacros: [String: Int] = [:]
        /// An Objective-C file's lookups of keys its tables lack, by the lookup's name: findings
        /// only while no file defines a macro of that name (``ObjectiveCScan/redefinedLookups``).
        fileprivate var objectiveCMissing: [(callee: String, key: TableKey, finding: UsageFinding)] = []
        var objectiveCRedefinedLookups: Set<String> = []
    }

    /// What an Objective-C or C file at `path` uses: every key one of its literals spells, and
    /// the lookups whose key is not a literal (``ObjectiveCScan``), among them the calls of the
    /// project's own `helpers`.
    ///
    /// With `onlyIfMentioning`, a file that holds none of those names is not scanned: `nil`.
    func analyze(
        objectiveCFile path: String, helpers: [String: ObjectiveCScan.KeyPosition], rejected: Set<String> = [], onlyIfMentioning names: Set<[UInt8]>? = nil
    ) -> FileOutcome? {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.readArray(atPath: path)
        } catch {
            return Self.unreadable(path, "cannot read the file: \(error.reason)", at: SourceLocation(line: 1, column: 1))
        }
        if let names, !bytes.withUnsafeBufferPointer({ ObjectiveCScan.mentionsAny(of: names, in: $0) }) { return nil }
        let scan = bytes.withUnsafeBufferPointer { ObjectiveCScan($0, helpers: helpers, rejected: rejected) }
        if let undecoded = scan.firstUndecodedLiteral {
            // A literal in another encoding than UTF-8 (Xcode's) would not spell the key it spells.
            return Self.unreadable(
                path, "a literal holds the byte 0x\(UTF8Bytes.hex(undecoded.byte, digits: 2)), which is not UTF-8; only UTF-8 literals are read", at: undecoded.location)
        }
        var outcome = FileOutcome()
        outcome.literalsUsed = Set(scan.literals)
        outcome.objectiveCKeyExpressions = scan.keyExpressions.map { KeyExpressionPlace(path: path, location: $0.location, call: $0.call) }
        outcome.objectiveCHelperMacros = scan.helperMacros
        if !scan.tableFileReads.isEmpty {
            outcome.dynamicLookups = bytes.withUnsafeBufferPointer { bytes in Self.wholeTables(scan.tableFileReads, path: path, bytes: bytes, indexes: indexes) }
        }
        // The main bundle is the module's own in an app's target, not in a package's.
        guard !isPackageModule else { return outcome }
        for lookup in scan.literalLookups where lookup.key.hasLettersOutsidePlaceholders {
            let table = indexes[lookup.table]
            guard table?.keyPositions[lookup.key] == nil else { continue }
            let finding = Self.missingKey(lookup.key, tableName: lookup.table, place: Self.place(ofMissingKeyIn: lookup.table, table), path: path, at: lookup.location)
            outcome.objectiveCMissing.append((lookup.callee, TableKey(table: lookup.table, key: lookup.key), finding))
        }
        outcome.objectiveCRedefinedLookups = scan.redefinedLookups
        return outcome
    }

    /// The tables of the module that the code reads whole as files: each may have any of its
    /// keys looked up.
    private static func wholeTables(_ reads: [TableFileRead], path: String, bytes: UnsafeBufferPointer<UInt8>, indexes: [String: TableIndex]) -> [DynamicLookup] {
        reads.compactMap { read in
            indexes[read.table].map { DynamicLookup(table: $0.ordinal, pieces: ["", ""], description: read.description(path: path, in: bytes)) }
        }
    }

    /// Where a key looked up in `tableName` is not, as a `missing-key` finding says it.
    private static func place(ofMissingKeyIn tableName: String, _ table: TableIndex?) -> String {
        if table == nil {
            "the module has no table '\(tableName)'"
        } else if table?.catalog.catalog.storage != .catalog {
            "the table '\(tableName)' has no such key in its source language"
        } else {
            "the table '\(tableName)' has no such key"
        }
    }

    private static func missingKey(_ key: String, tableName: String, place: String, path: String, at location: SourceLocation) -> UsageFinding {
        UsageFinding(
            rule: .missingKey, key: key, table: tableName,
            diagnostic: Diagnostic(.warning, "'\(key)' is looked up, but \(place), so users see the key itself [missing-key]", path: path, at: location))
    }

    /// Why `key` of `table` has no symbol, as `generate` would say it: a key that gets none by the
    /// catalog's marks or the selection, or one the translation left out (``Omission``).
    private func whyNoSymbol(_ key: String, in table: TableIndex?) -> String? {
        guard let table else { return nil }
        if let omission = omissions[TableKey(table: table.catalog.tableName, key: key)] { return omission.whyNoSymbol(forKey: key) }
        guard let position = table.keyPositions[key] else { return nil }
        let entry = table.catalog.catalog.entries[Int(position)]
        if entry.isOnlyInTranslations { return "only translations have it, not the source language" }
        if entry.generatesSymbol == false { return "the catalog sets its 'generatesSymbol' to false" }
        if entry.extractionState == .stale { return "it is stale: Xcode no longer finds it in the code" }
        if entry.extractionState != .manual { return "only manual keys get symbols (--symbols manual)" }
        return nil
    }

    /// The outcome of a file that cannot be read completely: its lookups are not known.
    private static func unreadable(_ path: String, _ reason: String, at location: SourceLocation) -> FileOutcome {
        var outcome = FileOutcome()
        outcome.isUnreadable = true
        outcome.findings.append(UsageFinding(
            rule: .unreadableFile, key: nil, table: nil,
            diagnostic: Diagnostic(.warning, "this file cannot be read completely (\(reason)), so its lookups are not known and it is never rewritten [unreadable-file]", path: path, at: location)))
        return outcome
    }

    /// A lookup whose key is made when the code runs (`NSLocalizedString("error.\(code)", …)`):
    /// every key it can make is in use.
    struct DynamicLookup: Sendable {
        /// The table's ordinal; `nil` when the code alone does not say which table.
        var table: Int?
        /// The literal's text around its interpolations.
        var pieces: [String]
        /// What a note names it by: `'error.\(code)' (NSLocalizedString) at path:line:column`.
        var description: String
    }

    /// The outcome of one file.
    func analyze(file scan: SourceScan) -> FileOutcome {
        var outcome = FileOutcome()
        guard !scan.isGenerated else {
            outcome.isGenerated = true
            return outcome
        }
        outcome.namesMentioned = scan.namesMentioned
        outcome.keysMentioned = scan.keysMentioned
        outcome.keyExpressions = scan.keyExpressions.map {
            KeyExpressionPlace(path: scan.path, location: SourceLocation(line: $0.line, column: $0.column), call: "\($0.callee) of \($0.expression)", helper: $0.helper)
        }
        if let error = scan.error {
            var unreadable = Self.unreadable(scan.path, error.message, at: SourceLocation(line: error.line, column: error.column))
            unreadable.namesMentioned = outcome.namesMentioned
            unreadable.keysMentioned = outcome.keysMentioned
            unreadable.keyExpressions = outcome.keyExpressions
            return unreadable
        }
        // A literal that fits a key uses it wherever it stands, as a plain one spelling a key does:
        // one the byte pass cannot match, and the key of a lookup in another bundle.
        func mention(_ literal: KeyLiteral) {
            if let plain = literal.plainText {
                for table in indexes.values { if let position = table.keyPositions[plain] { outcome.used.append((table.ordinal, position)) } }
                return
            }
            let pieces = literal.pieces
            for table in tablesByPieces[pieces] ?? [] {
                for fit in table.fits(literal, pieces: pieces) { outcome.used.append((table.ordinal, table.keyPositions[fit.key]!)) }
            }
        }
        scan.literals.forEach(mention)
        if !scan.tableFileReads.isEmpty {
            outcome.dynamicLookups += scan.bytes.withUnsafeBufferPointer { bytes in Self.wholeTables(scan.tableFileReads, path: scan.path, bytes: bytes, indexes: indexes) }
        }
        if let expression = scan.keyExpressions.first {
            let lookup = "\(expression.callee) of \(expression.expression) at \(scan.path):\(expression.line):\(expression.column)"
            for made in scan.keyMakingLiterals {
                let description = "\(lookup) (from \(made.written) at \(scan.path):\(made.line):\(made.column))"
                outcome.dynamicLookups.append(DynamicLookup(table: nil, pieces: made.pieces, description: description))
            }
        }
        // A lookup in a table it names (not the default one, where callers' keys pass through)
        // of a key the code makes may read any key of that table, unless the key is what the
        // function around it is given (its callers' literals spell the keys). The file's literals
        // that make keys do not say which lookup they feed: they narrow nothing here.
        for expression in scan.keyExpressions where !expression.isGiven {
            guard let name = expression.table, let table = indexes[name] else { continue }
            let description = "\(expression.callee) of \(expression.expression) at \(scan.path):\(expression.line):\(expression.column), in a table it names,"
            outcome.dynamicLookups.append(DynamicLookup(table: table.ordinal, pieces: ["", ""], description: description))
        }
        var replaceable: [Replaceable] = []
        let readsOwnModule = otherModulesFiles[scan.path] == nil
        for var lookup in scan.lookups {
            outcome.lookupCounts[lookup.kind, default: 0] += 1
            // Another target's `.module` is that target's bundle: its strings, not the tables'.
            if lookup.bundle == .module && !readsOwnModule { lookup.bundle = .other }
            let belongs = lookup.bundle == .module || lookup.bundle == .helper || (lookup.bundle == .main && !isPackageModule)
            let location = SourceLocation(line: lookup.line, column: lookup.column)
            let isDynamic = lookup.key.plainText == nil && lookup.kind.looksUpKeyMadeAtRunTime
            let dynamicDescription = "'\(lookup.key.written)' (\(lookup.callee)) at \(scan.path):\(lookup.line):\(lookup.column)"
            guard case .named(let tableName) = lookup.table, lookup.bundle != .other else {
                // What the code alone does not resolve is a use of any key it could be.
                if let key = lookup.key.plainText { outcome.literalsUsed.insert(key) } else if !isDynamic { mention(lookup.key) }
                if isDynamic { outcome.dynamicLookups.append(DynamicLookup(table: nil, pieces: lookup.key.pieces, description: dynamicDescription)) }
                continue
            }
            guard belongs else {
                mention(lookup.key)
                continue
            }
            let table = indexes[tableName]
            // A key made at run time uses every key of its form, whatever else the literal matches
            // (`error.%@` beside `error.network`), and is not missing while the table has one.
            let makesKeys = isDynamic && table?.hasKey(madeFrom: lookup.key.pieces) == true
            if makesKeys { outcome.dynamicLookups.append(DynamicLookup(table: table?.ordinal, pieces: lookup.key.pieces, description: dynamicDescription)) }
            switch match(lookup.key, in: table) {
            case .missing where makesKeys:
                continue
            case .missing where !lookup.key.hasLetters:
                // `Text("\(count)")`, `Text("0.0.0.0")`: shown as written in every language.
                continue
            case .missing:
                let tableKey = TableKey(table: tableName, key: lookup.key.written)
                outcome.missing.append(tableKey)
                let place = if table != nil && isDynamic {
                    "no key of the table '\(tableName)' has the form '\(lookup.key.pieces.joined(separator: "…"))' of the keys it makes at run time"
                } else if table != nil && lookup.key.plainText == nil {
                    "no key of the table '\(tableName)' has a placeholder for each interpolation, in their order"
                } else {
                    Self.place(ofMissingKeyIn: tableName, table)
                }
                outcome.findings.append(Self.missingKey(lookup.key.written, tableName: tableName, place: place, path: scan.path, at: location))
            case .ambiguous(let keys):
                if let table { keys.forEach { outcome.used.append((table.ordinal, table.keyPositions[$0]!)) } }
                outcome.leftAlone.append(Diagnostic(.note, "'\(lookup.key.written)' fits \(keys.count) keys of '\(tableName)' (\(keys.map { "'\($0)'" }.joined(separator: ", "))), so it is left as it is", path: scan.path, at: location))
            case .found(let key, let argumentOrder):
                if let table { outcome.used.append((table.ordinal, table.keyPositions[key]!)) }
                // A package's target cannot import an app's module, whose symbols these are.
                guard readsOwnModule || isPackageModule else {
                    // One note per target says so (``report(_:objectiveC:mentions:)``).
                    outcome.keptInPackageTarget += 1
                    outcome.firstKeptInPackageTarget = outcome.firstKeptInPackageTarget ?? (scan.path, location)
                    continue
                }
                // One note says why the template's symbols are not rewritten to (``report(_:objectiveC:mentions:)``).
                guard templateKeepsLookups == nil else {
                    outcome.keptForTemplate += 1
                    outcome.firstKeptForTemplate = outcome.firstKeptForTemplate ?? (scan.path, location)
                    continue
                }
                guard let table, let symbol = table.symbol(forKey: key), let symbolTable = table.table else {
                    let note = "'\(key)' has no symbol\(whyNoSymbol(key, in: table).map { " (\($0))" } ?? ""), so the lookup stays as it is"
                    outcome.leftAlone.append(Diagnostic(.note, note, path: scan.path, at: location))
                    continue
                }
                // What a helper found in the code does beside the lookup is not known: its note
                // counts the calls a symbol would replace once it is named.
                guard !lookup.isFoundHelperCall else {
                    outcome.foundHelperCallsLeftAlone[lookup.callee, default: 0] += 1
                    continue
                }
                replaceable.append(Replaceable(lookup: lookup, key: key, tableName: tableName, symbol: symbol, table: symbolTable, argumentOrder: argumentOrder))
            }
        }
        // Inner lookups first (one in an interpolation or an argument of another), so that the
        // outer one's replacement holds theirs.
        var edits: [SourceRewrite.Edit] = []
        // The edits by the block of bytes they start in, so that an argument finds the edits
        // inside it without going through every edit of the file (a file of 40,000 lookups spent
        // two thirds of its analysis doing so).
        let blockSize = 4096
        var editsByBlock: [Int: [Int]] = [:]
        let widths = replaceable.map { $0.lookup.widestRewriteRange.count }
        for position in positionsSorted(count: replaceable.count, by: { widths[$0] < widths[$1] }) {
            let item = replaceable[position]
            let lookup = item.lookup
            let location = SourceLocation(line: lookup.line, column: lookup.column)
            let render = { (range: Range<Int>) -> String in
                var inside: [SourceRewrite.Edit] = []
                if !edits.isEmpty, !range.isEmpty {
                    for block in (range.lowerBound / blockSize)...((range.upperBound - 1) / blockSize) {
                        for index in editsByBlock[block] ?? [] where range.lowerBound <= edits[index].range.lowerBound && edits[index].range.upperBound <= range.upperBound {
                            inside.append(edits[index])
                        }
                    }
                }
                if inside.isEmpty { return String(decoding: scan.bytes[range], as: UTF8.self) }
                let inner = Self.withoutNestedEdits(inside)
                return String(decoding: SourceRewrite(path: scan.path, original: Array(scan.bytes[range]), edits: inner.map { edit in
                    var shifted = edit
                    shifted.range = (edit.range.lowerBound - range.lowerBound)..<(edit.range.upperBound - range.lowerBound)
                    return shifted
                }).rewritten, as: UTF8.self)
            }
            switch replacement(for: lookup, symbol: item.symbol, table: item.table, argumentOrder: item.argumentOrder, render: render) {
            case .success(let (text, range)):
                let written = String(decoding: scan.bytes[range], as: UTF8.self)
                outcome.findings.append(UsageFinding(
                    rule: .replaceableLookup, key: item.key, table: item.tableName,
                    diagnostic: Diagnostic(.note, "\(Self.shortened(written)) can be \(Self.shortened(text)) [replaceable-lookup]", path: scan.path, at: location)))
                editsByBlock[range.lowerBound / blockSize, default: []].append(edits.count)
                var edit = SourceRewrite.Edit(range: range, replacement: text, line: lookup.line, column: lookup.column, lookupKind: lookup.kind)
                edit.passesResourceToSwiftUI = symbolReference == .localizedStringResourceMember && lookup.callee != "Text" && lookup.titleTakesResource
                edits.append(edit)
            case .failure(let reason):
                outcome.leftAlone.append(Diagnostic(.note, "'\(item.key)' is left as it is: \(reason.message)", path: scan.path, at: location))
            }
        }
        let nested = Self.withoutNestedEdits(edits)
        if !nested.isEmpty { outcome.rewrite = SourceRewrite(path: scan.path, original: scan.bytes, edits: nested) }
        return outcome
    }

    /// The report of the files' outcomes, in file order: the Swift files', and then the
    /// Objective-C files'. `mentions` is the byte pass whose indices the outcomes' mentioned names
    /// and keys are.
    func report(_ outcomes: [FileOutcome], objectiveC: [FileOutcome] = [], mentions: SourceBytesScan) -> UsageReport {
        var findings: [UsageFinding] = []
        var leftAlone: [Diagnostic] = []
        var rewrites: [SourceRewrite] = []
        var used = catalogs.map { [Bool](repeating: false, count: $0.catalog.entries.count) }
        var missing: Set<TableKey> = []
        var lookupCounts: [KeyLookup.Kind: Int] = [:]
        var literalsUsed: Set<String> = []
        var dynamicLookups: [DynamicLookup] = []
        var keyExpressions: [KeyExpressionPlace] = []
        var nameMentioned = [Bool](repeating: false, count: mentions.nameCount)
        var keyMentioned = [Bool](repeating: false, count: mentions.keyCount)
        var unreadable = 0
        var objectiveCKeyExpressions: [KeyExpressionPlace] = []
        var keptInPackageTargets: [String: (count: Int, first: (path: String, location: SourceLocation))] = [:]
        var keptForTemplate: (count: Int, first: (path: String, location: SourceLocation))?
        var foundHelperCallsLeftAlone: [String: Int] = [:]
        let redefinedLookups = objectiveC.reduce(into: Set<String>()) { $0.formUnion($1.objectiveCRedefinedLookups) }
        for outcome in outcomes + objectiveC where !outcome.isGenerated {
            for lookup in outcome.objectiveCMissing where !redefinedLookups.contains(lookup.callee) {
                findings.append(lookup.finding)
                missing.insert(lookup.key)
            }
            findings += outcome.findings
            leftAlone += outcome.leftAlone
            foundHelperCallsLeftAlone.merge(outcome.foundHelperCallsLeftAlone, uniquingKeysWith: +)
            if let first = outcome.firstKeptInPackageTarget, let target = otherModulesFiles[first.path] {
                let kept = keptInPackageTargets[target]
                let earlier = kept.map { ($0.first.path, $0.first.location.line) < (first.path, first.location.line) } ?? false
                keptInPackageTargets[target] = ((kept?.count ?? 0) + outcome.keptInPackageTarget, earlier ? kept!.first : first)
            }
            if let first = outcome.firstKeptForTemplate {
                let earlier = keptForTemplate.map { ($0.first.path, $0.first.location.line) < (first.path, first.location.line) } ?? false
                keptForTemplate = ((keptForTemplate?.count ?? 0) + outcome.keptForTemplate, earlier ? keptForTemplate!.first : first)
            }
            if let rewrite = outcome.rewrite { rewrites.append(rewrite) }
            for (table, position) in outcome.used { used[table][Int(position)] = true }
            missing.formUnion(outcome.missing)
            lookupCounts.merge(outcome.lookupCounts, uniquingKeysWith: +)
            for index in outcome.namesMentioned { nameMentioned[Int(index)] = true }
            for index in outcome.keysMentioned { keyMentioned[Int(index)] = true }
            literalsUsed.formUnion(outcome.literalsUsed)
            dynamicLookups += outcome.dynamicLookups
            keyExpressions += outcome.keyExpressions
            objectiveCKeyExpressions += outcome.objectiveCKeyExpressions
            if outcome.isUnreadable { unreadable += 1 }
        }
        // Each name and key is made a member once, however many files mention it.
        var namesUsed: Set<String> = []
        for index in nameMentioned.indices where nameMentioned[index] { namesUsed.insert(mentions.name(at: index)) }
        for index in keyMentioned.indices where keyMentioned[index] { literalsUsed.insert(mentions.key(at: index)) }

        // A file that may use any key and was not read leaves no key provably unused, and nor
        // does an Objective-C lookup of a key the code makes.
        let reportsUnusedKeys = unreadable == 0 && objectiveCKeyExpressions.isEmpty
        var keyCount = 0
        var unusedCount = 0
        // Keys of the system's and Interface Builder's tables, which the system or a storyboard
        // uses: never called unused.
        let uncountedKeyCount = indexes.values.filter(\.catalog.keysAreUsedOutsideCode).reduce(0) { count, index in
            count + index.catalog.catalog.entries.count { !$0.isOnlyInTranslations }
        }
        var keptByDynamicLookups: [KeptKey] = []
        let keyMakers = KeyMakers(dynamicLookups)
        for index in indexes.values.sortedOutOfLine(by: { $0.catalog.tableName < $1.catalog.tableName }) where !index.catalog.keysAreUsedOutsideCode {
            let maps = [index.catalog.path: index.catalog.catalog.sourceFiles]
            for (position, entry) in index.catalog.catalog.entries.enumerated() where !entry.isOnlyInTranslations {
                keyCount += 1
                if used[index.ordinal][Int(index.firstPositions[position])] || literalsUsed.contains(entry.key) { continue }
                if let symbol = index.symbol(forKey: entry.key), namesUsed.contains(symbol.name.identifier) { continue }
                if let names = index.swiftGenNames[entry.key], names.allSatisfy(namesUsed.contains) { continue }
                if let dynamic = keyMakers.first(making: entry.key, inTable: index.ordinal) {
                    let (path, location) = index.catalog.catalog.sourceFiles.resolve(entry.keyLocation) ?? (index.catalog.path, entry.keyLocation)
                    keptByDynamicLookups.append(KeptKey(tableName: index.catalog.tableName, path: path, location: location, key: entry.key, lookup: dynamic.description))
                    continue
                }
                unusedCount += 1
                guard reportsUnusedKeys else { continue }
                let diagnostic = Diagnostic(.warning, "'\(Self.shortened(entry.key))' of '\(index.catalog.tableName)' is neither looked up nor named by its symbol in the sources, so it may no longer be used [unused-key]", path: index.catalog.path, at: entry.keyLocation)
                findings.append(UsageFinding(rule: .unusedKey, key: entry.key, table: index.catalog.tableName, diagnostic: LoadedTable.resolve([diagnostic], in: maps)[0]))
            }
        }
        let lookupsLeftAlone = leftAlone.count + keptInPackageTargets.values.reduce(0) { $0 + $1.count } + foundHelperCallsLeftAlone.values.reduce(0, +)
            + (keptForTemplate?.count ?? 0)
        if let keptForTemplate, let why = templateKeepsLookups {
            let lookups = keptForTemplate.count == 1 ? "1 lookup of a key stays" : "\(keptForTemplate.count) lookups of keys stay"
            leftAlone.append(Diagnostic(.note, "\(lookups) as written: \(why) (the first here)", path: keptForTemplate.first.path, at: keptForTemplate.first.location))
        }
        for (target, kept) in keptInPackageTargets {
            let lookups = kept.count == 1 ? "1 lookup of the app's keys stays" : "\(kept.count) lookups of the app's keys stay"
            let name = target.split(separator: "/").last.map(String.init) ?? target
            leftAlone.append(Diagnostic(
                .note, "\(lookups) as written in the package target '\(name)', which cannot import the app's symbols (the first here)",
                path: kept.first.path, at: kept.first.location))
        }
        if unreadable > 0 && unusedCount > 0 {
            leftAlone.append(Diagnostic(.note, "\(unusedCount == 1 ? "1 key is" : "\(unusedCount) keys are") not reported unused: \(unreadable) file\(unreadable == 1 ? "" : "s") could not be read, and may use \(unusedCount == 1 ? "it" : "them")", path: catalogs.first?.path ?? "", at: nil))
        }
        // Paths are compared once, not in every comparison of the sort.
        let pathRanks = Dictionary(uniqueKeysWithValues: Set(findings.map { $0.diagnostic.path }).sortedOutOfLine().enumerated().map { ($1, $0) })
        let places = findings.map { (rank: pathRanks[$0.diagnostic.path]!, line: $0.diagnostic.location?.line ?? 0, column: $0.diagnostic.location?.column ?? 0) }
        let order = positionsSorted(count: places.count) { (places[$0].rank, places[$0].line, places[$0].column) < (places[$1].rank, places[$1].line, places[$1].column) }
        return UsageReport(
            findings: order.map { findings[$0] },
            fileCount: outcomes.count, generatedFileCount: outcomes.count(where: \.isGenerated), objectiveCFileCount: objectiveC.count,
            lookupCounts: lookupCounts, keyCount: keyCount, uncountedKeyCount: uncountedKeyCount, usedKeyCount: keyCount - unusedCount,
            unusedKeyCount: reportsUnusedKeys ? unusedCount : 0, missingKeyCount: missing.count, rewrites: rewrites,
            leftAlone: leftAlone.sortedOutOfLine { ($0.path, $0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.path, $1.location?.line ?? 0, $1.location?.column ?? 0) },
            lookupsLeftAlone: lookupsLeftAlone, foundHelperCallsLeftAlone: foundHelperCallsLeftAlone,
            keptByDynamicLookups: keptByDynamicLookups, keyExpressions: keyExpressions, objectiveCKeyExpressions: objectiveCKeyExpressions)
    }

    /// A lookup whose key has a symbol: rewritten, unless its call does not fit the symbol.
    private struct Replaceable {
        var lookup: KeyLookup
        var key: String
        var tableName: String
        var symbol: Symbol
        var table: SymbolTable
        var argumentOrder: [Int]
    }

    fileprivate struct TableKey: Hashable, Sendable {
        var table: String
        var key: String
    }

    private enum Match {
        case missing
        case found(String, argumentOrder: [Int])
        case ambiguous([String])
    }

    /// The key of `literal` in `table`: itself when it has no interpolation, else the one key
    /// whose placeholders line up with the interpolations; `argumentOrder` gives, for each
    /// interpolation, the argument number it fills.
    private func match(_ literal: KeyLiteral, in table: TableIndex?) -> Match {
        guard let table else { return .missing }
        if let plain = literal.plainText {
            return table.keyPositions[plain] != nil ? .found(plain, argumentOrder: []) : .missing
        }
        let fits = table.fits(literal)
        switch fits.count {
        case 0: return .missing
        case 1: return .found(fits[0].key, argumentOrder: fits[0].argumentOrder)
        default: return .ambiguous(fits.map(\.key).sortedOutOfLine())
        }
    }

    /// A key an interpolated literal can look up: its argument numbers in order, and its
    /// placeholders as written (`%.1f`).
    struct KeyFit {
        var key: String
        var argumentOrder: [Int]
        var placeholders: [String]
    }

    /// `key`'s text around its placeholders, and how a literal fits it; `nil` for a key that no
    /// interpolated literal looks up. An interpolated literal's key has one placeholder per
    /// interpolation, in order, so a key that numbers its arguments (`%1$@`) or refers to a
    /// substitution is never the one it looks up.
    static func piecesAndFit(of key: String) -> (pieces: [String], fit: KeyFit)? {
        var keyPieces = [""]
        var fit = KeyFit(key: key, argumentOrder: [], placeholders: [])
        for segment in FormatString(key).segments {
            switch segment.kind {
            case .text(let text): keyPieces[keyPieces.count - 1] += text
            case .percent: keyPieces[keyPieces.count - 1] += "%"
            case .placeholder(let placeholder):
                guard placeholder.substitutionName == nil, placeholder.argumentNumber == nil else { return nil }
                fit.argumentOrder.append(fit.argumentOrder.count + 1)
                fit.placeholders.append(placeholder.text)
                keyPieces.append("")
            }
        }
        return (keyPieces, fit)
    }

    /// Why a lookup stays as it is.
    struct Reason: Error {
        var message: String
    }

    /// The code that replaces `lookup` with `symbol` and the bytes it replaces, or why it cannot.
    /// `render` gives the code of the file's bytes in a range, with the rewrites inside it made.
    private func replacement(
        for lookup: KeyLookup, symbol: Symbol, table: SymbolTable, argumentOrder: [Int], render: (Range<Int>) -> String
    ) -> Result<(String, Range<Int>), Reason> {
        guard let template, let symbolReference else { return .failure(Reason(message: templateKeepsLookups ?? "")) }
        if let blocker = lookup.rewriteBlocker { return .failure(Reason(message: blocker)) }
        // The table, bundle, default value and comment are the symbol's; any other argument of
        // Foundation's lookups (`locale:`, `localizations:`) chooses what is shown, and would be
        // lost.
        switch lookup.kind {
        case .stringLocalized, .localizedStringResource, .attributedStringLocalized, .nsLocalizedString, .bundleLookup:
            if let argument = lookup.otherArguments.first {
                return .failure(Reason(message: "it passes '\(argument.label ?? "_"):', which the symbol does not take"))
            }
        case .swiftUIView, .swiftUIModifier, .lookupMethod, .lookupFunction:
            break
        }
        // The values of the symbol's arguments: the interpolations, a helper's arguments, or
        // those of the `String(format:)` whose format the lookup is.
        var values: [Int: String] = [:]
        var range = lookup.callRange
        if !argumentOrder.isEmpty {
            if let blocker = lookup.key.rewriteBlocker { return .failure(Reason(message: blocker)) }
            for (range, number) in zip(lookup.key.interpolations, argumentOrder) { values[number] = render(range) }
        } else if (lookup.kind == .lookupMethod || lookup.kind == .lookupFunction) && !lookup.otherArguments.isEmpty {
            for (offset, argument) in lookup.otherArguments.enumerated() {
                guard argument.label == nil else { return .failure(Reason(message: "its argument '\(argument.label!):' is not one of the key's")) }
                values[offset + 1] = render(argument.range)
            }
        } else if let formatCall = lookup.formatCall, !symbol.parameters.isEmpty {
            if let blocker = formatCall.rewriteBlocker { return .failure(Reason(message: blocker)) }
            for (offset, argument) in formatCall.arguments.enumerated() { values[offset + 1] = render(argument.range) }
            if !formatCall.arguments.isEmpty { range = formatCall.range }
        }
        guard values.count == symbol.parameters.count, symbol.parameters.allSatisfy({ values[$0.argumentNumber] != nil }) else {
            return .failure(Reason(message: "it passes \(values.count) argument\(values.count == 1 ? "" : "s"), and the symbol \(symbol.signatureDescription) takes \(symbol.parameters.count)"))
        }
        // An argument of `String(format:)` or a lookup function is a `CVarArg`, most often an
        // `Int` where the key's `%d` reads 32 bits of it; the symbol takes the 32-bit type, so the
        // argument is converted as the format read it. So is an interpolation's: SwiftUI writes
        // `%d` for an `Int8`, `Int16` or `Int32`, and `%lld` for an `Int`, whose lookup of a `%d`
        // key never found it. A literal the type holds is passed as it is.
        var arguments: [String] = []
        for parameter in symbol.parameters {
            var value = values[parameter.argumentNumber]!
            // `count as CVarArg` is the value `String(format:)` wants as its own type, and so is
            // `name as NSString` for an object; any other cast makes what the symbol does not take.
            // A cast to the symbol's own type (`ns as String`) makes what it takes, and stays.
            if let (inner, type) = Self.cast(value), type != "as \(parameter.type.swiftName)" {
                guard type == "as CVarArg" || type == "as any CVarArg" || (type == "as NSString" && parameter.type == .string) else {
                    return .failure(Reason(message: "it passes \(Self.shortened(value)), whose cast the symbol's \(parameter.type.swiftName) argument does not take"))
                }
                value = inner
            }
            if let literal = Self.literalKind(value), !literal.fits(parameter.type) {
                return .failure(Reason(message: "it passes \(Self.shortened(value)) for the symbol's \(parameter.type.swiftName) argument"))
            }
            var passed = value
            if let range = parameter.type.narrowIntegerRange, !(Self.integerLiteralValue(value).map(range.contains) ?? false) {
                passed = "\(parameter.type.swiftName)(truncatingIfNeeded: \(value))"
            } else if parameter.type == .int || parameter.type == .uint {
                // `Int64(count)` for a `%lld` is the `Int` the symbol takes, made as another type;
                // so is an expression of such conversions, `Int64(a) + Int64(b)`. The format read
                // its bits: a conversion of another sign, or one that takes bits (`bitPattern:`),
                // is truncated to them, as the format read it.
                let type = parameter.type.swiftName
                if let (written, inner) = Self.integerConversion(value) {
                    let sameSign = Self.unsignedIntegerTypeNames.contains(written) == (parameter.type == .uint)
                    let label = inner.prefix { $0 != ":" && $0 != "(" && $0 != "\"" }
                    let keepsValue = !inner.contains(":") || (label.allSatisfy { $0.isLetter } && ["truncatingIfNeeded", "clamping"].contains(String(label)))
                    if written == type {
                        // As the symbol takes it.
                    } else if sameSign && keepsValue {
                        passed = "\(type)(\(inner))"
                    } else {
                        passed = "\(type)(truncatingIfNeeded: \(value))"
                    }
                } else if Self.convertsToIntegerType(value, other: type) {
                    passed = "\(type)(truncatingIfNeeded: \(value))"
                }
            }
            arguments.append((parameter.label.map { "\($0): " } ?? "") + passed)
        }
        let call = arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
        // After a dot, `init` and `self` name the initializer and the type: they take backticks.
        let member = (table.isDefault ? "" : table.typeName.memberReference + ".") + symbol.name.memberReference + call
        // A view's or modifier's call as written, its key replaced and the arguments the symbol
        // holds removed, each with the separator before it.
        func viewCall(titled title: String) -> String {
            var text = render(lookup.callRange.lowerBound..<lookup.keyRange.lowerBound) + title
            var position = lookup.keyRange.upperBound
            for argument in lookup.laterArguments {
                if argument.isKept { text += render(position..<argument.range.upperBound) }
                position = argument.range.upperBound
            }
            return text + render(position..<lookup.callRange.upperBound)
        }
        switch symbolReference {
        case .localizedStringResourceMember:
            let resource = "." + member
            switch lookup.kind {
            case .swiftUIView, .swiftUIModifier:
                return .success((viewCall(titled: lookup.titleTakesResource ? resource : "String(localized: \(resource))"), range))
            case .localizedStringResource:
                return .success(("LocalizedStringResource" + resource, range))
            case .attributedStringLocalized:
                return .success(("AttributedString(localized: \(resource))", range))
            case .stringLocalized, .nsLocalizedString, .bundleLookup, .lookupMethod, .lookupFunction:
                return .success(("String(localized: \(resource))", range))
            }
        case .stringAccessor(let namespace):
            let accessor = namespace + "." + member
            switch lookup.kind {
            case .swiftUIView, .swiftUIModifier:
                return .success((viewCall(titled: accessor), range))
            case .localizedStringResource:
                return .failure(Reason(message: "the \(template.rawValue) template's accessors return String, not LocalizedStringResource"))
            case .attributedStringLocalized:
                return .failure(Reason(message: "the \(template.rawValue) template's accessors return String, and AttributedString(localized:) reads its text as Markdown"))
            case .stringLocalized, .nsLocalizedString, .bundleLookup, .lookupMethod, .lookupFunction:
                return .success((accessor, range))
            }
        }
    }

    /// The integer type and the argument of `code` when it is one conversion to an integer type
    /// and nothing else: `("Int64", "buttonNumber")` for `Int64(buttonNumber)`.
    static func integerConversion(_ code: String) -> (type: String, argument: String)? {
        guard let open = code.firstIndex(of: "("), code.last == ")" else { return nil }
        let type = String(code[..<open])
        guard Self.integerTypeNames.contains(type) else { return nil }
        let inner = code[code.index(after: open)..<code.index(before: code.endIndex)]
        // The call's `(` must close at the end: `Int64(a) + Int64(b)` is no one conversion.
        var depth = 0
        for character in inner {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth < 0 { return nil }
        }
        guard depth == 0, !inner.isEmpty else { return nil }
        return (type, String(inner))
    }

    /// `code` as the value it casts and the cast (`as CVarArg`, `as! NSNumber`), when its last
    /// operator outside brackets and string literals is a cast; a value in parentheses is the
    /// value inside them.
    static func cast(_ code: String) -> (value: String, cast: String)? {
        let bytes = Array(code.utf8)
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var depth = 0
        var found: Int?
        var closesFirst: Int?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                // A string literal, raw (`#"…"#`) or not, multi-line or not: skipped whole.
                var hashes = 0
                while index < bytes.count, bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { continue }
                let quotes = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"") ? 3 : 1
                index += quotes
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\\"), index + hashes < bytes.count, bytes[(index + 1)..<(index + 1 + hashes)].allSatisfy({ $0 == UInt8(ascii: "#") }) {
                        index += 2 + hashes
                        continue
                    }
                    if bytes[index...].starts(with: repeatElement(UInt8(ascii: "\""), count: quotes)),
                       bytes[(index + quotes)...].prefix(hashes).count == hashes, bytes[(index + quotes)...].prefix(hashes).allSatisfy({ $0 == UInt8(ascii: "#") }) {
                        index += quotes + hashes
                        break
                    }
                    index += 1
                }
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0, closesFirst == nil { closesFirst = index }
            case UInt8(ascii: "a") where depth == 0 && index > 0 && index + 2 < bytes.count && isSpace(bytes[index - 1])
                && bytes[index + 1] == UInt8(ascii: "s") && (isSpace(bytes[index + 2]) || bytes[index + 2] == UInt8(ascii: "!") || bytes[index + 2] == UInt8(ascii: "?")):
                found = index
            default:
                break
            }
            index += 1
        }
        if found == nil, bytes.first == UInt8(ascii: "("), closesFirst == bytes.count - 1 {
            return cast(String(decoding: bytes[1..<(bytes.count - 1)], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard let found else { return nil }
        let value = String(decoding: bytes[..<found], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let cast = String(decoding: bytes[found...], as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return value.isEmpty ? nil : (value, cast)
    }

    /// Whether `code` converts a value to an integer type other than `other` (`Int64(` in it, not
    /// after a `.` or inside a longer name), so that its value may be of that type.
    static func convertsToIntegerType(_ code: String, other: String) -> Bool {
        var name = ""
        var previous: Character = " "
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                if name.isEmpty && previous == "." { name = "." }
                name.append(character)
            } else {
                if character == "(", !name.hasPrefix("."), name != other, integerTypeNames.contains(name) { return true }
                name = ""
            }
            previous = character
        }
        return false
    }

    /// The unsigned ones of ``integerTypeNames``.
    private static let unsignedIntegerTypeNames: Set<String> = ["UInt", "UInt8", "UInt16", "UInt32", "UInt64", "CUnsignedInt", "CUnsignedLong", "CUnsignedLongLong"]

    /// The standard library's integer types and their C names, as a conversion to one is written.
    private static let integerTypeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "CInt", "CLong", "CLongLong", "CUnsignedInt", "CUnsignedLong", "CUnsignedLongLong",
    ]

    /// The kinds of literal an argument can be, as far as which types they can be.
    enum LiteralKind {
        case integer, float, string

        /// Whether a literal of this kind can be a value of `type` (a pointer's is not judged).
        func fits(_ type: FormatArgumentType) -> Bool {
            switch type {
            case .string: self == .string
            case .double: self != .string
            case .int, .int8, .int16, .int32, .uint, .uint8, .uint16, .uint32, .cChar: self == .integer
            case .cString, .utf16String, .rawPointer: true
            }
        }
    }

    /// The kind of literal `code` is: an integer (`3`, `-0x1F`, `3_000_000_000`), a floating-point
    /// number (`4.5`, `-1e3`, `0x1p4`) or a string (`"a"`, `#"a"#`, `"""…"""`); `nil` for any
    /// other code.
    static func literalKind(_ code: String) -> LiteralKind? {
        if code.first == "\"" || (code.first == "#" && code.drop(while: { $0 == "#" }).first == "\"") { return .string }
        let body = code.hasPrefix("-") ? code.dropFirst() : Substring(code)
        guard let first = body.first, first.isASCII, first.isNumber else { return nil }
        let isHex = body.hasPrefix("0x")
        let digits = body.dropFirst(isHex || body.hasPrefix("0o") || body.hasPrefix("0b") ? 2 : 0)
        let marks: Set<Character> = isHex ? [".", "p", "P"] : [".", "e", "E"]
        guard digits.allSatisfy({ $0.isASCII && ($0.isHexDigit || $0 == "_" || marks.contains($0) || $0 == "+" || $0 == "-") }) else { return nil }
        return digits.contains(where: { marks.contains($0) }) ? .float : .integer
    }

    /// The value of `code` when it is an integer literal (`3`, `-1`, `0x1F`, `0b101`, `1_000`)
    /// that an `Int` holds; `nil` for any other code.
    static func integerLiteralValue(_ code: String) -> Int? {
        let isNegative = code.hasPrefix("-")
        var digits = isNegative ? code.dropFirst() : Substring(code)
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            digits = digits.dropFirst(2)
            radix = base
        }
        guard let first = digits.first, first != "_", let magnitude = Int(digits.filter { $0 != "_" }, radix: radix) else { return nil }
        return isNegative ? -magnitude : magnitude
    }

    /// The edits without those inside another (a lookup in an interpolation or an argument of
    /// another): the outer one's replacement already holds the inner one's.
    static func withoutNestedEdits(_ edits: [SourceRewrite.Edit]) -> [SourceRewrite.Edit] {
        var kept: [SourceRewrite.Edit] = []
        for edit in edits.sortedOutOfLine(by: { ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound) }) {
            if let last = kept.last, edit.range.lowerBound < last.range.upperBound { continue }
            kept.append(edit)
        }
        return kept
    }

    /// A key or code as a message names it: long ones cut short.
    static func shortened(_ text: String) -> String {
        let oneLine = text.utf8Contains(UInt8(ascii: "\n")) ? escapingLineFeeds(text) : text
        // No more bytes than 80 is no more characters than 80: most texts, without counting them.
        if oneLine.utf8.count <= 80 { return oneLine }
        // In ASCII, a byte is a character: most longer texts are cut without walking their characters.
        if oneLine.utf8AllSatisfy({ $0 < 0x80 }) { return String(decoding: oneLine.utf8.prefix(79), as: UTF8.self) + "…" }
        return oneLine.count <= 80 ? oneLine : oneLine.prefix(79) + "…"
    }

    /// `text` with each line feed written `\n`, but one after a carriage return: a CR LF is one
    /// character, not a line feed. Byte by byte: splitting by characters was most of the
    /// analysis of duckduckgo/iOS's multi-line calls.
    private static func escapingLineFeeds(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(UInt8(ascii: "n"))
            } else {
                bytes.append(byte)
            }
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    /// Whether the text has a letter outside its format placeholders: a key that has none
    /// (`0.0.0.0`, `%d`, `%@ – %@`) reads the same in every language. A substitution
    /// (`%#@files@`) is a word of its own.
    var hasLettersOutsidePlaceholders: Bool {
        FormatString(self).segments.contains { segment in
            if case .substitution? = segment.placeholder?.kind { return true }
            return segment.literalText?.unicodeScalars.contains(where: \.properties.isAlphabetic) == true
        }
    }
}
