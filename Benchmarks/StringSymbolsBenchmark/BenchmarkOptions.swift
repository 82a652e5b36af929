import Foundation

/// The benchmark's command line.
struct BenchmarkOptions {
    static let warmUp = 2

    var iterations = 15
    var catalogPath: String
    /// Whether only the legacy tables are measured against their catalogs.
    var legacyOnly = false

    static func parse(_ arguments: [String]) throws -> BenchmarkOptions {
        var iterations = 15
        var path: String?
        var legacyOnly = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--iterations":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else {
                    throw BenchmarkError("--iterations takes a positive whole number")
                }
                iterations = value
            case "--legacy-only":
                legacyOnly = true
            case "--help", "-h":
                print("usage: StringSymbolsBenchmark [--iterations N] [--legacy-only] [CATALOG]")
                exit(0)
            default:
                guard path == nil, !argument.hasPrefix("-") else { throw BenchmarkError("unexpected argument '\(argument)'") }
                path = argument
            }
        }
        if legacyOnly { return BenchmarkOptions(iterations: iterations, catalogPath: path ?? "", legacyOnly: true) }
        return BenchmarkOptions(iterations: iterations, catalogPath: try path ?? largestCorpusCatalog())
    }

    static func largestCorpusCatalog() throws -> String {
        let folder = ProcessInfo.processInfo.environment["STRING_SYMBOLS_CORPUS"] ?? "../shared/corpus"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let catalogs = files.filter { $0.hasSuffix(".xcstrings") }.map { "\(folder)/\($0)" }
        func size(_ path: String) -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        }
        guard let largest = catalogs.max(by: { size($0) < size($1) }) else {
            throw BenchmarkError("no catalog given and none found in \(folder) (set STRING_SYMBOLS_CORPUS)")
        }
        return largest
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
