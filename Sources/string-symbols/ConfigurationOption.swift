import Checking
import Findings
import TableModel
import Foundation
import PluginFacts
import Symbols

/// One option of ``ToolConfiguration``, declared once: its key in `string-symbols.json`, its
/// flag on the command line, the words of its help, how its value is written, and where the value
/// goes. The configuration file's reader, the CLI's parser, its help and the merge of flags over
/// the file are all driven by ``all``, so an option is added in one place.
struct ConfigurationOption: Sendable {
    /// How an option's value is written.
    enum ValueKind: Sendable, Equatable {
        /// One of these words.
        case choice([String])
        /// A word or path, which must not be empty.
        case text
        /// A switch on the command line; `true` or `false` in the file.
        case flag
        /// Names, given one at a time on the command line (the flag repeated); an array of
        /// strings in the file.
        case names
        /// Languages as catalogs name them (`de`, `pt-BR`), given one at a time on the command
        /// line; an array of strings in the file.
        case languages
        /// One language, as ``languages`` spells each.
        case language
        /// Regular expressions, given one at a time on the command line; an array of strings in
        /// the file.
        case patterns
        /// One regular expression.
        case pattern
        /// Extraction states as catalogs spell them (``ExtractionState/known``: `stale`,
        /// `extracted_with_value`, …), or `none`, so that a misspelt one is refused, not ignored.
        case extractionStates
        /// `NAME=VALUE` pairs, given one at a time on the command line (`NAME` alone is `true`);
        /// an object of strings and booleans in the file.
        case parameters
    }

    /// A value as the command line or the file gives it.
    enum Value: Sendable, Equatable {
        case text(String)
        case bool(Bool)
        case names([String])
        case parameters([String: TemplateParameter])
    }

    /// The key in `string-symbols.json`.
    let key: String
    /// The flag, such as `--access`.
    let flag: String
    /// A one-letter flag, such as `-v`, if it has one.
    let shortFlag: String?
    /// What the help calls the value, such as `<level>`; `nil` for a switch.
    let valueName: String?
    /// How the value is written.
    let kind: ValueKind
    /// What the option does, for `--help` (one paragraph, wrapped by the help).
    let help: String
    /// Sets the value in a configuration: a path relative to `folder` (the configuration file's,
    /// or `nil` for the current directory).
    let apply: @Sendable (_ configuration: inout ToolConfiguration, _ value: Value, _ folder: String?) -> Void

    /// The flag as the help shows it, with its short form and value: `-v, --verbose`,
    /// `--access <level>`.
    var synopsis: String {
        ([shortFlag, flag].compactMap { $0 }.joined(separator: ", ")) + (valueName.map { " " + $0 } ?? "")
    }

    /// Sets `value` in `configuration`; a path is relative to `folder` (`nil`: the current directory).
    func apply(_ value: Value, to configuration: inout ToolConfiguration, relativeTo folder: String? = nil) {
        apply(&configuration, value, folder)
    }


}

extension ConfigurationOption.ValueKind {
    /// The words `--forbid-extraction-state` takes: the states catalogs have, and `none` for a
    /// key without one.
    static let extractionStateWords = ExtractionState.known.map(\.rawValue) + ["none"]

    /// Why `text`, given on the command line, is no value of this kind; `nil` when it is one.
    func problem(with text: String) -> String? {
        switch self {
        case .choice(let words) where !words.contains(text):
            Self.notOneOf(words, text)
        case .extractionStates where !Self.extractionStateWords.contains(text):
            Self.notOneOf(Self.extractionStateWords, text)
        case .choice, .text, .names, .extractionStates:
            text.isEmpty ? "needs a value that is not empty" : nil
        case .patterns, .pattern:
            text.isEmpty ? "needs a value that is not empty" : RegularExpression.problem(with: text)
        case .languages, .language:
            LanguageCode.problem(with: text)
        case .parameters:
            TemplateParameter.parse(text) == nil ? "takes NAME=VALUE (or NAME alone, for true) with a name of letters, digits and '_', not '\(text)'" : nil
        case .flag:
            "takes no value"
        }
    }

    /// The one wording of a value that is none of the words an option takes.
    private static func notOneOf(_ words: [String], _ text: String) -> String {
        "takes one of \(words.joined(separator: ", ")), not '\(text)'"
    }
}

extension ConfigurationOption {
    /// Every option, in the order the help lists them.
    static let all: [ConfigurationOption] = [
        moduleName, sourceLanguage, access, template, templateParameters, symbols, darwinOnly, verbose, check,
        requiredLanguages, allowNeedsReview, requiredComments, forbidEmptyValues, forbiddenPatterns, forbiddenExtractionStates, keyPattern, xcodeSymbols,
        lookupMethods, lookupFunctions, baseline, ratchet,
    ]

    /// The option whose key in `string-symbols.json` is `key`.
    static func option(forKey key: String) -> ConfigurationOption? {
        all.first { $0.key == key }
    }

    static let moduleName = ConfigurationOption(
        key: "moduleName", flag: "--module-name", shortFlag: nil, valueName: "<name>", kind: .text,
        help: "The module that owns the tables; the generated types are named after it. Default: in a package, the target's folder in Sources the first input is in; else the folder of the first input (the folder that holds an .lproj folder, for a legacy table).",
        apply: { configuration, value, _ in if case .text(let name) = value { configuration.generator.moduleName = name } })

    static let sourceLanguage = ConfigurationOption(
        key: "sourceLanguage", flag: "--source-language", shortFlag: nil, valueName: "<code>", kind: .language,
        help: "The language of legacy tables' keys and source texts, read from <code>.lproj (English.lproj for en), else Base.lproj. Default: en. A .strings or .stringsdict file named as an input is the source of its table, whatever its folder.",
        apply: { configuration, value, _ in if case .text(let language) = value { configuration.generator.sourceLanguage = language } })

    static let access = ConfigurationOption(
        key: "access", flag: "--access", shortFlag: nil, valueName: "<level>", kind: .choice(AccessLevel.allCases.map(\.rawValue)),
        help: "public (default), package or internal.",
        apply: { configuration, value, _ in if case .text(let word) = value, let level = AccessLevel(rawValue: word) { configuration.generator.access = level } })

    static let template = ConfigurationOption(
        key: "template", flag: "--template", shortFlag: nil, valueName: "<template>", kind: .text,
        help: "xcode (default): LocalizedStringResource members, used as Text(.roomAvailable) from any module; string: portable accessors returning String, for Linux too; swiftgen and swiftgen-flat: SwiftGen's structured-swift5 and flat-swift5 output (L10n.Settings.title), for SwiftGen's call sites; or the path of a Mustache template (partials are NAME.mustache beside it; in string-symbols.json, relative to the file).",
        apply: { configuration, value, folder in
            guard case .text(let argument) = value else { return }
            let choice = TemplateChoice(argument: argument)
            if case .file(let path) = choice {
                configuration.generator.template = .file(folder.map { TableFileName.path(path, inFolder: $0) } ?? path)
            } else {
                configuration.generator.template = choice
            }
        })

    static let templateParameters = ConfigurationOption(
        key: "templateParameters", flag: "--parameter", shortFlag: nil, valueName: "<name=value>", kind: .parameters,
        help: "A parameter of the template, read by it as parameters.NAME (the swiftgen templates take SwiftGen's: enumName, publicAccess, lookupFunction, bundle, forceFileNameEnum, noComments); NAME alone is true. Repeat it for each.",
        apply: { configuration, value, _ in if case .parameters(let parameters) = value { configuration.generator.templateParameters.merge(parameters) { _, new in new } } })

    static let symbols = ConfigurationOption(
        key: "symbols", flag: "--symbols", shortFlag: nil, valueName: "<selection>", kind: .choice(SymbolSelection.allCases.map(\.rawValue)),
        help: "all (default): every key but stale ones and those with generatesSymbol false; manual: exactly Xcode's rule.",
        apply: { configuration, value, _ in if case .text(let word) = value, let selection = SymbolSelection(rawValue: word) { configuration.generator.symbols = selection } })

    static let darwinOnly = ConfigurationOption(
        key: "darwinOnly", flag: "--darwin-only", shortFlag: nil, valueName: nil, kind: .flag,
        help: "Wrap the xcode output in #if canImport(Darwin), for a module that also builds on Linux but uses its strings on Apple platforms only.",
        apply: { configuration, value, _ in if case .bool(let on) = value { configuration.generator.darwinOnly = on } })

    static let verbose = ConfigurationOption(
        key: "verbose", flag: "--verbose", shortFlag: "-v", valueName: nil, kind: .flag,
        help: "Report every key that gets no symbol on its own; without it, keys that are not manual are summarised per catalog and reason.",
        apply: { configuration, value, _ in if case .bool(let on) = value { configuration.generator.verbose = on } })

    static let lookupMethods = ConfigurationOption(
        key: "lookupMethods", flag: "--lookup-method", shortFlag: nil, valueName: "<name>", kind: .names,
        help: "A method of the project's called on a key's literal, \"key\".localized(…), whose arguments are the key's; repeat the flag for each. One of String whose body passes self to NSLocalizedString is found without it.",
        apply: { configuration, value, _ in if case .names(let names) = value { configuration.lookupMethods += names } })

    static let lookupFunctions = ConfigurationOption(
        key: "lookupFunctions", flag: "--lookup-function", shortFlag: nil, valueName: "<name>", kind: .names,
        help: "A static or free function of the project's whose first argument is the key, String.localized or L; repeat the flag for each. One whose body passes its first parameter to NSLocalizedString is found without it.",
        apply: { configuration, value, _ in if case .names(let names) = value { configuration.lookupFunctions += names } })

    static let check = ConfigurationOption(
        key: "check", flag: "--level", shortFlag: nil, valueName: "<level>", kind: .choice(CheckLevel.allCases.map(\.rawValue)),
        help: "error: findings that crash or print garbage, and those of the team's rules, are errors (exit 1); warning: every finding is a warning (the default); off: only the summary.",
        apply: { configuration, value, _ in if case .text(let word) = value, let level = CheckLevel(rawValue: word) { configuration.generator.check = level } })

    static let requiredLanguages = ConfigurationOption(
        key: "requiredLanguages", flag: "--require-language", shortFlag: nil, valueName: "<language>", kind: .languages,
        help: "A language every key must be translated into, in state translated [untranslated]. Repeat it for each.",
        apply: { configuration, value, _ in if case .names(let languages) = value { configuration.policy.languages += languages } })

    static let allowNeedsReview = ConfigurationOption(
        key: "allowNeedsReview", flag: "--allow-needs-review", shortFlag: nil, valueName: nil, kind: .flag,
        help: "A translation in state needs_review counts as translated for --require-language.",
        apply: { configuration, value, _ in if case .bool(let on) = value { configuration.policy.allowsNeedsReview = on } })

    static let requiredComments = ConfigurationOption(
        key: "requiredComments", flag: "--require-comments", shortFlag: nil, valueName: "<keys>", kind: .choice(CheckPolicy.CommentRequirement.allCases.map(\.rawValue)),
        help: "all: every key needs a translator comment; manual: every key added by hand [comment-missing].",
        apply: { configuration, value, _ in if case .text(let word) = value { configuration.policy.comments = CheckPolicy.CommentRequirement(rawValue: word) } })

    static let forbidEmptyValues = ConfigurationOption(
        key: "forbidEmptyValues", flag: "--forbid-empty-values", shortFlag: nil, valueName: nil, kind: .flag,
        help: "No source text or translation may be empty [value-empty].",
        apply: { configuration, value, _ in if case .bool(let on) = value { configuration.policy.forbidsEmptyValues = on } })

    static let baseline = ConfigurationOption(
        key: "baseline", flag: "--baseline", shortFlag: nil, valueName: "<file>", kind: .text,
        help: "Report only the findings the baseline file does not hold (one file serves check and usage; --write-baseline writes it; in string-symbols.json, relative to the file).",
        apply: { configuration, value, folder in
            guard case .text(let path) = value else { return }
            configuration.baseline = folder.map { TableFileName.path(path, inFolder: $0) } ?? path
        })

    static let ratchet = ConfigurationOption(
        key: "ratchet", flag: "--ratchet", shortFlag: nil, valueName: nil, kind: .flag,
        help: "A baseline that holds findings that are fixed is an error, so that it only ever shrinks.",
        apply: { configuration, value, _ in if case .bool(let on) = value { configuration.ratchet = on } })

    static let xcodeSymbols = ConfigurationOption(
        key: "xcodeSymbols", flag: "--xcode-symbols", shortFlag: nil, valueName: nil, kind: .flag,
        help: "Manual keys must not break Xcode 26's own symbol generation: keys of one Xcode symbol, keys Xcode cannot name, names Swift reserves [xcode-symbols].",
        apply: { configuration, value, _ in if case .bool(let on) = value { configuration.policy.predictsXcodeSymbols = on } })

    static let forbiddenPatterns = ConfigurationOption(
        key: "forbiddenPatterns", flag: "--forbid-pattern", shortFlag: nil, valueName: "<regex>", kind: .patterns,
        help: "A regular expression no source text or translation may match, such as TODO or (?i)lorem [value-pattern]. Repeat it for each.",
        apply: { configuration, value, _ in if case .names(let patterns) = value { configuration.policy.forbiddenPatterns += patterns } })

    static let forbiddenExtractionStates = ConfigurationOption(
        key: "forbiddenExtractionStates", flag: "--forbid-extraction-state", shortFlag: nil, valueName: "<state>", kind: .extractionStates,
        help: "An extraction state no key of a catalog may have: stale, extracted_with_value, migrated, manual, or none for keys without one [extraction-state]. Repeat it for each.",
        apply: { configuration, value, _ in if case .names(let states) = value { configuration.policy.forbiddenExtractionStates += states } })

    static let keyPattern = ConfigurationOption(
        key: "keyPattern", flag: "--key-pattern", shortFlag: nil, valueName: "<regex>", kind: .pattern,
        help: "A regular expression every key must match as a whole, for keys used as identifiers [key-name].",
        apply: { configuration, value, _ in if case .text(let pattern) = value { configuration.policy.keyPattern = pattern } })
}
