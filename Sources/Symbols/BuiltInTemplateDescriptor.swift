import PluginFacts
import StringSymbolsTemplates

/// What the pipeline needs to know of a built-in template, in one place: the partials it is made
/// of, the names it declares, what generating its output checks, and how code that looked a
/// string up by key refers to its symbols instead. A new built-in template is its `.mustache`
/// files, its entry in `BuiltInTemplateSources` and `BuiltInTemplateDeclarations`, a case of
/// ``BuiltInTemplate`` and its descriptor here; no other part of the pipeline names a template.
package struct BuiltInTemplateDescriptor: Sendable {
    /// How `migrate` writes a reference to a symbol of this template's output.
    package enum SymbolReference: Sendable, Equatable {
        /// A static member of `LocalizedStringResource` (`.settingsTitle`, `.Booking.title`),
        /// shown by `Text(_:)` and resolved by `String(localized:)`.
        case localizedStringResourceMember
        /// A `String` accessor of the namespace enum (`L10n.settingsTitle`).
        case stringAccessor(namespace: String)

        /// The first releases whose Foundation has `LocalizedStringResource`, which the symbols of
        /// the `xcode` output are members of: their `@available` platforms.
        package static let localizedStringResourcePlatforms = "macOS 13, iOS 16, tvOS 16, watchOS 9"

        /// The platforms code that refers to the symbols needs (``localizedStringResourcePlatforms``);
        /// `nil` where any will do.
        package var minimumPlatforms: String? {
            switch self {
            case .localizedStringResourceMember: Self.localizedStringResourcePlatforms
            case .stringAccessor: nil
            }
        }
    }

    /// How keys become members.
    package enum Naming: Sendable, Equatable {
        /// Xcode 26's names, one member per key in its table's namespace (``SymbolTranslator``).
        case xcode
        /// SwiftGen 6.6's names, keys nested into enums at `.` or not (``SwiftGenTranslator``).
        case swiftGen(structured: Bool)
    }

    package var template: BuiltInTemplate
    /// The names its output declares, which no table or symbol may take.
    package var declarations: BuiltInTemplateDeclarations
    /// Whether its output formats translations itself where the platform cannot read the tables
    /// (Linux), so that generating reports those that do not fit their accessor's arguments.
    package var checksTranslationsWhenGenerating: Bool
    /// How code refers to its symbols.
    package var symbolReference: SymbolReference
    /// How keys become members.
    package var naming: Naming = .xcode
    /// The template parameters it reads, beside those its files name as `parameters.NAME`.
    package var parameterNames: [String] = []

    /// Whether its output compiles only with Apple's Foundation.
    package var needsAppleFoundation: Bool { template.needsAppleFoundation }
}

extension BuiltInTemplate {
    /// Everything the pipeline asks of the template.
    package var descriptor: BuiltInTemplateDescriptor {
        switch self {
        case .xcode:
            BuiltInTemplateDescriptor(
                template: self, declarations: .xcode, checksTranslationsWhenGenerating: false, symbolReference: .localizedStringResourceMember)
        case .string:
            BuiltInTemplateDescriptor(
                template: self,
                declarations: .string, checksTranslationsWhenGenerating: true, symbolReference: .stringAccessor(namespace: BuiltInTemplateDeclarations.namespaceEnumName))
        case .swiftgen, .swiftgenFlat:
            BuiltInTemplateDescriptor(
                template: self,
                declarations: .swiftgen, checksTranslationsWhenGenerating: true, symbolReference: .stringAccessor(namespace: BuiltInTemplateDeclarations.namespaceEnumName),
                naming: .swiftGen(structured: self == .swiftgen), parameterNames: SwiftGenParameters.names)
        }
    }
}

extension TemplateChoice {
    /// The built-in template's descriptor; `nil` for a custom template.
    package var descriptor: BuiltInTemplateDescriptor? {
        if case .builtIn(let template) = self { template.descriptor } else { nil }
    }

    /// What the chosen template declares: for a custom template, which may include any built-in
    /// partial, what any of them declares.
    var declarations: BuiltInTemplateDeclarations {
        descriptor?.declarations ?? .union
    }
}
