import Findings
import PluginFacts
import Symbols
import TableModel

extension UsageReport {
    /// The report of `usage`: the lookups by key in the Swift `files` matched with `tables` and
    /// their symbols (`translation`, made for `template`), each file scanned on every core; and the
    /// keys that the literals of `objectiveCFiles` (`.m`, `.mm`, `.h`) spell.
    ///
    /// - Parameters:
    ///   - patterns: The lookups to find, the project's own helpers among them.
    ///   - isPackageModule: Whether the module is a package's, whose lookups name `bundle: .module`.
    ///   - otherModulesFiles: The files of `files` in other package targets than the tables',
    ///     whose `bundle: .module` is their own target's (a resources module's users), each with
    ///     its target's folder.
    package static func analyzing(
        _ files: [String], tables: [LoadedTable], translation: SymbolTranslation, patterns: LookupPatterns,
        template: BuiltInTemplate?, isPackageModule: Bool, otherModulesFiles: [String: String] = [:], objectiveCFiles: [String] = []
    ) -> UsageReport {
        func analyzing(_ patterns: LookupPatterns) -> UsageReport {
            analyzingOnce(
                files, tables: tables, translation: translation, patterns: patterns, template: template, isPackageModule: isPackageModule,
                otherModulesFiles: otherModulesFiles, objectiveCFiles: objectiveCFiles)
        }
        var report = analyzing(patterns)
        // The project's own helpers, found where they pass their key on: their calls are lookups,
        // read in a second pass (a helper only a found helper calls is not looked for).
        var found: [KeyExpressionPlace] = []
        var effective = patterns
        for place in report.keyExpressions {
            guard let helper = place.helper else { continue }
            if let labels = effective.found[helper.name] {
                // An overload found too.
                effective.found[helper.name] = labels.union(helper.labels)
                continue
            }
            guard !effective.names(helper) else { continue }
            switch helper.kind {
            case .function: effective.lookupFunctions.append(helper.name)
            case .method: effective.lookupMethods.insert(helper.name)
            }
            effective.found[helper.name] = Set(helper.labels)
            found.append(place)
        }
        if !found.isEmpty {
            report = analyzing(effective)
            report.foundHelpers = found
        }
        // A helper's own lookup stays a key expression: a call of it that no pattern finds (a
        // method on a variable, a static one called without its type's name, a function passed
        // as a value) may give it any key.
        return report
    }

    private static func analyzingOnce(
        _ files: [String], tables: [LoadedTable], translation: SymbolTranslation, patterns: LookupPatterns,
        template: BuiltInTemplate?, isPackageModule: Bool, otherModulesFiles: [String: String], objectiveCFiles: [String]
    ) -> UsageReport {
        let (mentions, analyzer) = inParallel({
            let swiftGenNames = translation.tables.flatMap { $0.swiftGen?.allStrings.flatMap(\.names) ?? [] }
            let names = Set(translation.tables.flatMap { $0.symbols.map(\.name.identifier) } + swiftGenNames)
            let keys = Set(tables.flatMap { $0.catalog.entries.map(\.key) })
            return SourceBytesScan(symbolNames: names, keys: keys, patterns: patterns)
        }, {
            UsageAnalyzer(
                catalogs: tables, tables: translation.tables, template: template, isPackageModule: isPackageModule, otherModulesFiles: otherModulesFiles,
                omissions: translation.omissions)
        })
        // Each file is analysed where it is scanned, on every core; only the report is made on one.
        let outcomes = files.concurrentMap(minimumCount: 2, elementsPerChunk: 1) { path in
            analyzer.analyze(file: SourceScan.scan(path: path, mentions: mentions, patterns: patterns))
        }
        let objectiveC = analyzingObjectiveC(objectiveCFiles, analyzer: analyzer, functions: patterns.lookupFunctions)
        var report = analyzer.report(outcomes, objectiveC: objectiveC, mentions: mentions)
        let readsEveryFile = report.objectiveCKeyExpressions.isEmpty && !report.findings.contains { $0.rule == .unreadableFile }
        report.scope = BaselineScope(
            rules: Set(UsageFinding.Rule.allCases.filter { readsEveryFile || $0 != .unusedKey }.map(\.rawValue)),
            files: files + objectiveCFiles + tables.flatMap(\.files))
        return report
    }

    /// The outcomes of the Objective-C, C and C++ files, in the order given. The Swift helpers an
    /// Objective-C class may expose (`functions`) are messages there. A macro that passes its
    /// parameter on to a lookup (``ObjectiveCScan/helperMacros``) is the project's lookup once
    /// found: every file that names it is read again with it, so that each use of it that is not
    /// a call with a literal key is a key expression, until no file names a macro found since
    /// (one that wraps another is found when the other is read). A macro defined twice with its
    /// key in different places is rejected: its own lookups are key expressions.
    private static func analyzingObjectiveC(_ files: [String], analyzer: UsageAnalyzer, functions: [String]) -> [UsageAnalyzer.FileOutcome] {
        guard !files.isEmpty else { return [] }
        let selectors = Dictionary(functions.map { ($0, ObjectiveCScan.KeyPosition.selector) }, uniquingKeysWith: { first, _ in first })
        var outcomes = files.concurrentMap(minimumCount: 2, elementsPerChunk: 1) { analyzer.analyze(objectiveCFile: $0, helpers: selectors) ?? UsageAnalyzer.FileOutcome() }
        var macros: [String: Int] = [:]
        var rejected: Set<String> = []
        // Each round reads again only the files that name what it learned; the rounds end, as
        // every macro is learned or rejected once.
        while true {
            var positions: [String: Set<Int>] = [:]
            for outcome in outcomes {
                for (name, position) in outcome.objectiveCHelperMacros { positions[name, default: []].insert(position) }
            }
            let newlyRejected = Set(positions.filter { $0.value.count > 1 }.keys).subtracting(rejected)
            let learned = positions.compactMapValues { $0.count == 1 ? $0.first : nil }.filter { macros[$0.key] == nil && !rejected.contains($0.key) && !newlyRejected.contains($0.key) }
            guard !learned.isEmpty || !newlyRejected.isEmpty else { break }
            rejected.formUnion(newlyRejected)
            for name in newlyRejected { macros[name] = nil }
            macros.merge(learned) { _, new in new }
            let helpers = selectors.merging(macros.mapValues { ObjectiveCScan.KeyPosition.argument($0) }) { _, macro in macro }
            let names = Set(learned.keys.map { Array($0.utf8) } + newlyRejected.map { Array($0.utf8) })
            let rejectedNow = rejected
            let again = files.concurrentMap(minimumCount: 2, elementsPerChunk: 1) {
                analyzer.analyze(objectiveCFile: $0, helpers: helpers, rejected: rejectedNow, onlyIfMentioning: names)
            }
            for (index, outcome) in again.enumerated() { if let outcome { outcomes[index] = outcome } }
        }
        return outcomes
    }
}
