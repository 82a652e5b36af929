import Foundation
import StringCatalog

/// A report of findings that `check` and `usage` print in three forms: compiler diagnostics with a
/// summary, JSON, and SARIF.
public protocol FindingsReport {
    /// The findings as compiler diagnostics, one line each.
    var diagnosticLines: [String] { get }
    /// What was read and found, in a few lines.
    var summaryLines: [String] { get }
    /// Whether a finding is an error, which fails the command.
    var hasErrors: Bool { get }
    /// The report as one JSON document.
    func json() -> String
    /// The report as a SARIF 2.1.0 log.
    func sarif() -> String
}

extension CheckReport: FindingsReport {}
extension UsageReport: FindingsReport {}

/// What the JSON and SARIF forms of `check` and `usage` share: how a document is written, how a
/// path becomes a SARIF artifact, and the SARIF log around a tool's rules and results.
enum ReportDocuments {
    /// A rule as SARIF describes it.
    struct Rule {
        var id: String
        var summary: String
        var level: String
    }

    /// A SARIF 2.1.0 log of one run: the rules, one result per diagnostic with its file, line and
    /// column, and the run's properties.
    static func sarif(rules: [Rule], results: [(ruleID: String, diagnostic: Diagnostic, properties: [String: Any])], runProperties: [String: Any]) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let sarifResults: [[String: Any]] = results.map { result in
            var physicalLocation: [String: Any] = ["artifactLocation": ["uri": uri(result.diagnostic.path)]]
            if let location = result.diagnostic.location {
                physicalLocation["region"] = ["startLine": location.line, "startColumn": location.column]
            }
            return [
                "ruleId": result.ruleID,
                "ruleIndex": ruleIndex[result.ruleID] ?? 0,
                "level": result.diagnostic.severity.rawValue,
                "message": ["text": withoutRuleSuffix(result.diagnostic.message)],
                "locations": [["physicalLocation": physicalLocation]],
                "properties": result.properties,
            ]
        }
        let run: [String: Any] = [
            "tool": ["driver": [
                "name": "string-symbols",
                "version": Generator.version,
                "semanticVersion": Generator.version,
                "rules": rules.map { ["id": $0.id, "shortDescription": ["text": $0.summary], "defaultConfiguration": ["level": $0.level]] },
            ] as [String: Any]],
            "results": sarifResults,
            "properties": runProperties,
        ]
        return serialize([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ])
    }

    /// A path as a SARIF artifact URI: relative paths stay relative (to the working folder).
    static func uri(_ path: String) -> String {
        path.hasPrefix("/") ? URL(fileURLWithPath: path).absoluteString : path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// The message without the `[rule]` the text form ends it with (SARIF carries the rule).
    static func withoutRuleSuffix(_ message: String) -> String {
        guard message.hasSuffix("]"), let open = message.range(of: " [", options: .backwards) else { return message }
        return String(message[..<open.lowerBound])
    }

    /// A JSON document of strings, integers, booleans, arrays and string-keyed dictionaries,
    /// indented by two spaces, each object's keys in case-insensitive order, so that the same
    /// report gives the same bytes. (These are the bytes `JSONSerialization` wrote with
    /// `.prettyPrinted` and `.sortedKeys` for the reports' keys, at a tenth of the time: it was
    /// two thirds of a SARIF report of a thousand findings.)
    static func serialize(_ object: Any) -> String {
        var bytes: [UInt8] = []
        write(object, indent: 0, into: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func write(_ value: Any, indent: Int, into bytes: inout [UInt8]) {
        switch value {
        case let string as String:
            writeString(string, into: &bytes)
        case let bool as Bool:
            bytes += (bool ? "true" : "false").utf8
        case let integer as Int:
            bytes += String(integer).utf8
        case let object as [String: Any]:
            let keys = object.keys.sorted(by: keyPrecedes)
            writeContainer("{", "}", count: keys.count, indent: indent, into: &bytes) { index, bytes in
                writeString(keys[index], into: &bytes)
                bytes += " : ".utf8
                write(object[keys[index]]!, indent: indent + 1, into: &bytes)
            }
        case let array as [Any]:
            writeContainer("[", "]", count: array.count, indent: indent, into: &bytes) { index, bytes in
                write(array[index], indent: indent + 1, into: &bytes)
            }
        default:
            preconditionFailure("a report's JSON holds no \(type(of: value))")
        }
    }

    /// `open`, each of `count` elements on a line of its own one level in, and `close`; an empty
    /// container has an empty line between its brackets.
    private static func writeContainer(
        _ open: Unicode.Scalar, _ close: Unicode.Scalar, count: Int, indent: Int, into bytes: inout [UInt8], element: (Int, inout [UInt8]) -> Void
    ) {
        bytes += [UInt8(ascii: open), UInt8(ascii: "\n")]
        for index in 0..<count {
            bytes += repeatElement(UInt8(ascii: " "), count: 2 * (indent + 1))
            element(index, &bytes)
            if index < count - 1 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\n"))
        }
        if count == 0 { bytes.append(UInt8(ascii: "\n")) }
        bytes += repeatElement(UInt8(ascii: " "), count: 2 * indent)
        bytes.append(UInt8(ascii: close))
    }

    /// Keys without regard to ASCII case, then by their bytes.
    private static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let folded = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte }
        if let order = zip(lhs.utf8, rhs.utf8).first(where: { folded($0) != folded($1) }) { return folded(order.0) < folded(order.1) }
        if lhs.utf8.count != rhs.utf8.count { return lhs.utf8.count < rhs.utf8.count }
        return Array(lhs.utf8).lexicographicallyPrecedes(rhs.utf8)
    }

    /// `string` as a JSON string: quotes, backslashes and control characters escaped, `/` and
    /// everything else as it is.
    private static func writeString(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
