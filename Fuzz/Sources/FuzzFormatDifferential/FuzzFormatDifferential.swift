import Foundation
@testable import TableModel

/// The format grammar against Foundation, on arbitrary text: when the format parser accepts a
/// text with arguments (no fatal warning, no argument error, every argument of a type an
/// accessor passes),
/// Foundation's `String(format:locale:arguments:)` must print exactly what the `string`
/// template's formatter prints for it, with values of the parser's types (chosen from the input's
/// bytes); a text with substitution references must print as its twin, each reference written as
/// the `%@` Foundation reads it as. A difference stops the run (a finding); so does a trap inside
/// Foundation on a text the parser accepted.
///
/// `Fuzz/run` puts the template's output for a module named `Differential`, and
/// `Tests/FormatDifferential/FormatComparison.swift`, into `Generated/` before building.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    let format = FormatString(text)
    // `(name)` is a String Catalog's label, which Xcode removes before Foundation sees the text.
    guard format.isReadAsFoundationReadsIt, !format.placeholders.contains(where: { $0.name != nil }) else { return 0 }
    var substitutions: [String: FormatSubstitutionInfo] = [:]
    var twin = ""
    for segment in format.segments {
        switch segment.kind {
        case .text(let literal): twin += literal
        case .percent: twin += "%%"
        case .placeholder(let placeholder):
            if let name = placeholder.substitutionName {
                substitutions[name] = FormatSubstitutionInfo(type: .string)
                twin += "%" + (placeholder.argumentNumber.map { "\($0)$" } ?? "") + "@"
            } else {
                twin += placeholder.text
            }
        }
    }
    let list = format.arguments(substitutions: substitutions)
    // A text without arguments is shown as written: no accessor formats it.
    guard !list.arguments.isEmpty, !list.hasErrors, list.arguments.allSatisfy({ $0.type.map { !$0.isPointer } ?? false }) else { return 0 }

    var seed = bytes.reduce(UInt64(size)) { $0 &* 31 &+ UInt64($1) }
    func choose<T>(_ choices: [T]) -> T {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return choices[Int((seed >> 33) % UInt64(choices.count))]
    }
    let arguments: [any CVarArg] = list.arguments.map { argument in
        FormatComparison.argument(type: argument.type!.swiftName, text: choose(sampleValues[argument.type!.swiftName]!))!
    }
    let locale = Locale(identifier: choose(["en_US_POSIX", "de_DE", "fr_FR", "ar_EG", "ja_JP"]))
    let foundation = FormatComparison.foundation(text, arguments, locale: locale)
    let other = substitutions.isEmpty
        ? FormatComparison.template(text, arguments, locale: locale)
        : FormatComparison.foundation(twin, arguments, locale: locale)
    if substitutions.isEmpty, other == nil { return 0 }
    guard other == foundation else {
        fatalError("\(text.debugDescription) with \(arguments) in \(locale.identifier): Foundation prints \(foundation.debugDescription), "
            + "\(substitutions.isEmpty ? "the template's formatter" : "its twin \(twin.debugDescription)") \(other.debugDescription)")
    }
    return 0
}

private let sampleValues: [String: [String]] = [
    "String": ["", "x", "Zoë", "日本語", "a%@b"],
    "Int32": ["0", "-1", "42", "1234567", "2147483647", "-2147483648"],
    "Int": ["0", "-1", "42", "1234567890123", "9223372036854775807", "-9223372036854775808"],
    "Int8": ["0", "-1", "65", "127", "-128"],
    "Int16": ["0", "-1", "300", "-32768"],
    "UInt32": ["0", "42", "4000000000", "4294967295"],
    "UInt": ["0", "42", "9223372036854775808", "18446744073709551615"],
    "UInt8": ["0", "65", "255"],
    "UInt16": ["0", "233", "9786", "65535"],
    "Double": ["0.0", "-0.0", "1.5", "-2.25", "1234567.891", "1e-07", "1e+21", "nan", "inf"],
    "CChar": ["65", "0", "-61", "127"],
]

extension Bundle {
    /// What SwiftPM declares in a module with resources, which the generated code reads to find
    /// its catalogs; this target has none, and its formatter never looks in a bundle.
    static var module: Bundle { .main }
}
