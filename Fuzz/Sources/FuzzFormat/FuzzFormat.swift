@testable import TableModel

/// The printf format-string parser on arbitrary text (invalid UTF-8 is repaired, as a `String`
/// would hold it), both as a plain string and as a substitution's variant text, with its argument
/// analysis. The parser never fails, so only a crash or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for isSubstitutionVariant in [false, true] {
        let format = FormatString(text, isSubstitutionVariant: isSubstitutionVariant)
        _ = format.textWithoutSpecifiers
        _ = format.warnings.map(\.message)
        // Every substitution the text names gets an argument number and a type, as a catalog's
        // `argNum` and `formatSpecifier` would give them. A catalog's `argNum` may be any whole
        // number from 1, so a name of digits is taken as one.
        var substitutions: [String: FormatSubstitutionInfo] = [:]
        for (index, placeholder) in format.placeholders.enumerated() {
            guard let name = placeholder.substitutionName else { continue }
            substitutions[name] = FormatSubstitutionInfo(
                argumentNumber: Int(name).flatMap { $0 >= 1 ? $0 : nil } ?? placeholder.argumentNumber ?? index + 1,
                type: FormatArgumentType(formatSpecifier: name))
        }
        let arguments = format.arguments(substitutions: substitutions)
        _ = arguments.valueArgumentNumbersByOffset
        _ = arguments.diagnostics.map(\.message)
    }
    _ = FormatArgumentType(formatSpecifier: text)
    return 0
}
