import Foundation
import StringCatalog

/// Writes generated files into a folder: each atomically, and only when its bytes change, so an
/// unchanged catalog never makes the build recompile anything.
public struct OutputWriter: Sendable {
    /// The folder to write into; created when missing.
    public var folder: String

    /// Creates a writer for `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// What writing did.
    public struct Report: Hashable, Sendable {
        /// Files whose contents changed or that are new.
        public var written: [String] = []
        /// Files left alone because their contents were already right.
        public var unchanged: [String] = []
        /// Earlier generated files that this generation no longer produces, removed.
        public var removed: [String] = []
    }

    /// Writes `files`, and removes earlier generated files (`StringSymbols.swift`,
    /// `*+StringSymbols.swift`) that are no longer produced.
    public func write(_ files: [GeneratedFile]) throws(GenerationError) -> Report {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw GenerationError(Diagnostic(.error, "cannot create the output folder: \(error.localizedDescription)", path: folder, at: nil))
        }
        var report = Report()
        for file in files {
            let path = (folder as NSString).appendingPathComponent(file.name)
            let data = Data(file.contents.utf8)
            if manager.contents(atPath: path) == data {
                report.unchanged.append(file.name)
                continue
            }
            do {
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw GenerationError(Diagnostic(.error, "cannot write the file: \(error.localizedDescription)", path: path, at: nil))
            }
            report.written.append(file.name)
        }
        let produced = Set(files.map(\.name))
        let existing = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        for name in existing.sorted() where Self.isGeneratedFileName(name) && !produced.contains(name) {
            try? manager.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
            report.removed.append(name)
        }
        return report
    }

    /// Whether `name` follows the generator's file naming.
    public static func isGeneratedFileName(_ name: String) -> Bool {
        name == Generator.moduleFileName || name.hasSuffix("+StringSymbols.swift")
    }
}
