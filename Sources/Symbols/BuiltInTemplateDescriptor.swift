import PluginFacts
import StringSymbolsTemplates

/// What the pipeline needs to know of a built-in template, in one place: the partials it is made
/// of, the names it declares, what generating its output checks, and how code that looked a
/// string up by key refers to its symbols instead. A new built-in template is its `.mustache`
/// files, its entry in `BuiltInTemplateSources` and `BuiltInTemplateDeclarations`, a case of
/// ``BuiltInTemplate`` and its descriptor here; no other part of the pipeline names a template.
public struct BuiltInTemplateDescriptor: Sendable {
    /// How `migrate` writes a reference to a symbol of this template's output.
    public enum SymbolReference: Sendable, Equatable {
        /// A static member of `LocalizedStringResource` (`.settingsTitle`, `.Booking.title`),
        /// shown by `Text(_:)` and resolved by `String(localized:)`.
        case localizedStringResourceMember
        /// A `String` accessor of the namespace enum (`L10n.settingsTitle`).
        case stringAccessor(namespace: String)
    }

    /// How keys become members.
    public enum Naming: Sendable, Equatable {
        /// Xcode 26's names, one member per key in its table's namespace (``SymbolTranslator``).
        case xcode
        /// SwiftGen 6.6's names, keys nested into enums at `.` or not (``SwiftGenTranslator``).
        case swiftGen(structured: Bool)
    }

    public var template: BuiltInTemplate
    /// The templates rendered for it: the entry (named as the template) and the partials it
    /// includes, by file name without `.mustache`.
    public var templateNames: [String]
    /// The names its output declares, which no table or symbol may take.
    public var declarations: BuiltInTemplateDeclarations
    /// Whether its output formats translations itself where the platform cannot read the tables
    /// (Linux), so that generating reports those that do not fit their accessor's arguments.
    public var checksTranslationsWhenGenerating: Bool
    /// How code refers to its symbols.
    public var symbolReference: SymbolReference
    /// How keys become members.
    public var naming: Naming = .xcode
    /// The template parameters it reads, beside those its files name as `parameters.NAME`.
    public var parameterNames: [String] = []

    /// Whether its output compiles only with Apple's Foundation.
    public var needsAppleFoundation: Bool { template.needsAppleFoundation }
}

extension BuiltInTemplate {
    /// Everything the pipeline asks of the template.
    public var descriptor: BuiltInTemplateDescriptor {
        switch self {
        case .xcode:
            BuiltInTemplateDescriptor(
                template: self, templateNames: ["xcode", "xcode-module", "xcode-table", "xcode-symbol", "bundle-lookup"],
                declarations: .xcode, checksTranslationsWhenGenerating: false, symbolReference: .localizedStringResourceMember)
        case .string:
            BuiltInTemplateDescriptor(
                template: self,
                templateNames: ["string", "string-module", "string-table", "string-symbol", "string-bundle", "string-catalog", "string-legacy", "bundle-lookup"],
                declarations: .string, checksTranslationsWhenGenerating: true, symbolReference: .stringAccessor(namespace: "L10n"))
        case .swiftgen, .swiftgenFlat:
            BuiltInTemplateDescriptor(
                template: self,
                templateNames: [rawValue, "swiftgen-module", "swiftgen-table", "swiftgen-level", "string-bundle", "string-catalog", "string-legacy", "bundle-lookup"],
                declarations: .swiftgen, checksTranslationsWhenGenerating: true, symbolReference: .stringAccessor(namespace: "L10n"),
                naming: .swiftGen(structured: self == .swiftgen), parameterNames: SwiftGenParameters.names)
        }
    }
}

extension TemplateChoice {
    /// The built-in template's descriptor; `nil` for a custom template.
    public var descriptor: BuiltInTemplateDescriptor? {
        if case .builtIn(let template) = self { template.descriptor } else { nil }
    }

    /// What the chosen template declares: for a custom template, which may include any built-in
    /// partial, what any of them declares.
    var declarations: BuiltInTemplateDeclarations {
        descriptor?.declarations ?? .union
    }
}
