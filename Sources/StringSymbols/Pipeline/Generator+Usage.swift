import Foundation
import StringCatalog

extension Generator {
    /// How `usage` and `migrate` read a module's code: its Swift sources beside its tables.
    public struct UsageInputs: Sendable {
        /// The tables (catalogs, legacy tables, folders that hold them), as `generate` takes them.
        public var tables: [String]
        /// The folders (or files) of the module's Swift sources; none: the target's folder (see
        /// ``folders``).
        public var sourceFolders: [String]

        public init(tables: [String], sourceFolders: [String] = []) {
            self.tables = tables
            self.sourceFolders = sourceFolders
        }

        /// The source folders; by default, the target's folder when the first table is in a
        /// package's `Sources/<Target>` (wherever below it), else the folder of the first table
        /// (the folder that holds its `.lproj` folder, for a legacy table).
        public var folders: [String] {
            if !sourceFolders.isEmpty { return sourceFolders }
            guard let first = tables.first else { return [] }
            var url = URL(fileURLWithPath: first).standardizedFileURL
            var isDirectory: ObjCBool = false
            if !(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
                url.deleteLastPathComponent()
            }
            while TableFileName.isLocalizationFolder(url.lastPathComponent) { url.deleteLastPathComponent() }
            if Generator.isInPackage(url.path) {
                var target = url
                while target.path != "/" && !target.path.isEmpty {
                    let parent = target.deletingLastPathComponent()
                    if parent.lastPathComponent == "Sources" {
                        url = target
                        break
                    }
                    target = parent
                }
            }
            // A table named relative to the working folder gives sources named relative to it.
            let workingFolder = FileManager.default.currentDirectoryPath + "/"
            if !first.hasPrefix("/"), url.path.hasPrefix(workingFolder) { return [String(url.path.dropFirst(workingFolder.count))] }
            return [url.path]
        }
    }

    /// Reads the module's tables and Swift sources and matches the lookups by key with the
    /// tables (`usage`, and what `migrate` rewrites).
    /// - Returns: The report, and the warnings of reading the tables.
    public func usage(_ inputs: UsageInputs) throws(GenerationError) -> (report: UsageReport, warnings: [Diagnostic]) {
        let folders = inputs.folders
        // Keys, symbols and the keys' positions are all in the source language's files. Listing
        // the sources needs nothing of them, so it is done meanwhile.
        let (read, listing) = inParallel(
            { Result { () throws(GenerationError) in try self.read(inputs.tables, sourceLanguageOnly: true) } },
            { Result { () throws(GenerationError) in try SourceScan.swiftFiles(in: folders) } })
        let (catalogs, readWarnings) = try read.get()
        let files = try listing.get()
        let translation: SymbolTranslation
        do {
            let moduleName = moduleName(forFirstInput: inputs.tables.first)
            translation = try translator(moduleName: moduleName).translate(catalogs, moduleName: moduleName)
        } catch {
            throw GenerationError(diagnostics: CatalogFile.resolve(error.diagnostics, in: catalogs.sourceFileMaps))
        }
        guard !files.isEmpty else {
            let named = inputs.sourceFolders.isEmpty ? "no Swift file is in the folder the sources default to" : "no Swift file is under the source folders"
            throw GenerationError(Diagnostic(.error, "\(named), so there is no lookup to check and every key would look unused; name the module's Swift sources with --sources", path: folders.first ?? "", at: nil))
        }
        let patterns = LookupPatterns(lookupMethods: Set(configuration.lookupMethods), lookupFunctions: configuration.lookupFunctions)
        let template = configuration.template.descriptor?.template
        let (mentions, analyzer) = inParallel({
            let swiftGenNames = translation.tables.flatMap { $0.swiftGen?.allStrings.flatMap(\.names) ?? [] }
            let names = Set(translation.tables.flatMap { $0.symbols.map(\.name.identifier) } + swiftGenNames)
            let keys = Set(catalogs.flatMap { $0.catalog.entries.map(\.key) })
            return SourceBytesScan(symbolNames: names, keys: keys, patterns: patterns)
        }, {
            UsageAnalyzer(catalogs: catalogs, tables: translation.tables, template: template, isPackageModule: folders.contains { Self.isInPackage($0) })
        })
        // Each file is analysed where it is scanned, on every core; only the report is made on one.
        let outcomes = files.concurrentMap(minimumCount: 2, elementsPerChunk: 1) { path in
            analyzer.analyze(file: SourceScan.scan(path: path, mentions: mentions, patterns: patterns))
        }
        return (analyzer.report(outcomes, mentions: mentions), readWarnings)
    }

    /// Whether `path` is inside a SwiftPM package: a `Package.swift` in it or a folder above it.
    static func isInPackage(_ path: String) -> Bool {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while url.path != "/" && !url.path.isEmpty {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return true }
            url.deleteLastPathComponent()
        }
        return false
    }
}
