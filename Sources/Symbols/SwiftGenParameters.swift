import InputText
import StringSymbolsTemplates

/// The template parameters of the `swiftgen` templates, under SwiftGen's names, read from the
/// template parameters, once per generation.
package struct SwiftGenParameters: Sendable {
    /// The parameters by their names, as `--parameter` and `templateParameters` take them.
    static let names = ["enumName", "publicAccess", "lookupFunction", "bundle", "forceFileNameEnum", "noComments"]

    /// The namespace enum when `enumName` does not say: the `string` output's, `L10n`.
    package static let defaultEnumName = BuiltInTemplateDeclarations.namespaceEnumName

    /// The namespace enum: `L10n` unless `enumName` says otherwise.
    package var enumName = Self.defaultEnumName
    /// The access of the declarations: `public` with `publicAccess`, `internal` with
    /// `publicAccess` set to `false`, else the configured access.
    package var access: AccessLevel
    /// A function called as `(key, table, value)` to look each string up, instead of the bundle.
    package var lookupFunction: String?
    /// An expression of the `Bundle` to look strings up in, instead of the module's.
    package var bundle: String?
    /// Whether each table gets an enum of its name even when there is only one.
    package var forceFileNameEnum = false
    /// Whether doc comments are left out.
    package var noComments = false

    /// Reads `parameters`, given to `template` with the configured `access`.
    /// - Throws: A diagnostic for each parameter whose value cannot be used, at the template.
    package init(_ parameters: [String: TemplateParameter], access: AccessLevel, template: TemplateChoice) throws(DiagnosticError) {
        self.access = access
        var problems: [String] = []
        func text(_ name: String) -> String? {
            guard let parameter = parameters[name] else { return nil }
            guard let text = parameter.text, !text.isEmpty, !text.unicodeScalars.contains(where: SwiftSource.needsUnicodeEscape) else {
                problems.append("the parameter '\(name)' must be a text on one line, without control characters")
                return nil
            }
            return text
        }
        if let name = text("enumName") {
            if SwiftIdentifier.isValid(name) && !SwiftIdentifier.reservedInDeclarations.contains(name) {
                enumName = name
            } else {
                problems.append("the parameter 'enumName' must be a Swift type name, not '\(name)'")
            }
        }
        if let publicAccess = parameters["publicAccess"] { self.access = publicAccess.isOn ? .public : .internal }
        lookupFunction = text("lookupFunction")
        // The module's own bundle is where the bundle type looks already, and from any isolation:
        // `Bundle.module` itself is main-actor isolated in a module whose default isolation is
        // MainActor (SwiftPM 6.3), and would not compile in the nonisolated `tr`.
        bundle = text("bundle").flatMap { $0 == "Bundle.module" || $0 == ".module" ? nil : $0 }
        forceFileNameEnum = parameters["forceFileNameEnum"]?.isOn ?? false
        noComments = parameters["noComments"]?.isOn ?? false
        guard problems.isEmpty else {
            throw DiagnosticError(diagnostics: problems.map { Diagnostic(.error, $0, path: template.argument, at: nil) })
        }
    }
}
