import InputText
import JSON
import TableModel

/// Turns a parsed JSON document into a ``StringTable``, collecting every problem on the way.
///
/// The decoder never stops at the first problem: a wrong member is reported and skipped, and
/// decoding goes on, so one pass reports everything. The caller decides what errors mean.
struct CatalogDecoder {
    let path: String
    /// The language whose texts keep the parse their substitution references are checked with
    /// (``StringUnit/parsedFormat``): the source language, the only one whose texts are parsed
    /// again. `nil` when it is not known yet: then every language's texts keep it.
    let sourceLanguage: String?
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String, sourceLanguage: String? = nil) {
        self.path = path
        self.sourceLanguage = sourceLanguage
    }

    /// Decodes a catalog from its whole tree.
    mutating func decodeCatalog(_ root: JSONValue) -> StringTable? {
        decodeCatalog(root) { decoder, strings in
            guard let strings = decoder.object(strings, describing: "'strings'") else { return nil }
            // Each entry is decoded on the core that takes it, so large catalogs use every core.
            let path = decoder.path
            let language = root.object?["sourceLanguage"]?.value.string
            var decoded = [strings.members.concurrentMap { member in
                DecodedEntry<Never>(Self.decodedEntry(member, value: member.value, path: path, sourceLanguage: language))
            }]
            return decoder.collectEntries(strings.members, decoded: &decoded)
        }
    }

    /// Decodes a catalog whose entries the parser stepped over (`root` holds an empty `strings`)
    /// and that were decoded already, each with ``decodedEntry(_:value:path:)``: `decoded` holds
    /// their outcomes in the order of `deferredEntries`, in runs of any length.
    ///
    /// - Throws: The syntax error of an entry that is not JSON.
    mutating func decodeCatalog(
        _ root: JSONValue, deferredEntries: [DeferredMember], decoded: consuming [[DecodedEntry<JSONSyntaxError>]]
    ) throws(JSONSyntaxError) -> StringTable? {
        var runs = decoded
        return try decodeCatalog(root) { (decoder, _) throws(JSONSyntaxError) in try decoder.collectEntries(deferredEntries, decoded: &runs) }
    }

    /// What decoding one entry gives: the entry (none when its value is not an object) and its
    /// diagnostics, or the syntax error of a value that is not JSON.
    ///
    /// (Not a `Result`: the entry is taken out of an optional in place, where a `Result`'s
    /// payload would be copied, retaining each of its strings and arrays.)
    struct DecodedEntry<Failure: Error>: Sendable {
        var entry: CatalogEntry?
        var diagnostics: [Diagnostic] = []
        var failure: Failure?

        init(_ decoded: (entry: CatalogEntry?, diagnostics: [Diagnostic])) {
            (entry, diagnostics) = decoded
        }

        init(failure: Failure) {
            self.failure = failure
        }
    }

    /// Decodes the entry of `member`, whose value is `value`, on its own: entries are decoded
    /// on any core, in any order.
    static func decodedEntry(
        _ member: some KeyedMember, value: JSONValue, path: String, sourceLanguage: String? = nil
    ) -> (CatalogEntry?, [Diagnostic]) {
        var decoder = CatalogDecoder(path: path, sourceLanguage: sourceLanguage)
        let entry = decoder.object(value, describing: "the entry for key '\(member.key)'").map { object in
            decoder.decodeEntry(key: member.key, keyLocation: member.keyLocation, object)
        }
        return (entry, decoder.diagnostics)
    }

    /// Decodes a catalog, with `decodeStrings` giving the entries of its `strings` member.
    private mutating func decodeCatalog<Failure: Error>(
        _ root: JSONValue, decodeStrings: (inout CatalogDecoder, JSONValue) throws(Failure) -> [CatalogEntry]?
    ) throws(Failure) -> StringTable? {
        guard let object = object(root, describing: "a String Catalog") else { return nil }
        var sourceLanguage: String?
        var version: String?
        var entries: [CatalogEntry]?
        var unknownFields: [UnknownField] = []
        for member in members(of: object) {
            switch member.key {
            case "sourceLanguage":
                sourceLanguage = string(member)
                if sourceLanguage?.isEmpty == true {
                    error("'sourceLanguage' is empty", at: member.value.location)
                    sourceLanguage = nil
                }
            case "version":
                version = string(member)
                if let version, !StringTable.knownVersions.contains(version) {
                    let known = StringTable.knownVersions.sortedOutOfLine().joined(separator: ", ")
                    warning("unknown catalog version '\(version)'; this reader knows \(known)", at: member.value.location)
                }
            case "strings":
                entries = try decodeStrings(&self, member.value)
            default:
                unknownFields.append(UnknownField(member))
            }
        }
        if object["sourceLanguage"] == nil {
            error("missing 'sourceLanguage': a String Catalog names the language of its keys", at: root.location)
        }
        if object["strings"] == nil {
            error("missing 'strings': a String Catalog holds its entries in a 'strings' object", at: root.location)
        }
        if object["version"] == nil {
            warning("missing 'version'; reading the catalog as version 1.0", at: root.location)
        }
        guard let sourceLanguage, let entries else { return nil }
        return StringTable(sourceLanguage: sourceLanguage, version: version ?? "1.0", entries: entries, unknownFields: unknownFields)
    }

    /// The entries of `members` from their outcomes, decoded already: those of repeated keys,
    /// reported here, are dropped. Outcomes are taken out of `decoded`, not copied.
    private mutating func collectEntries<Member: KeyedMember, Failure: Error>(
        _ members: [Member], decoded runs: inout [[DecodedEntry<Failure>]]
    ) throws(Failure) -> [CatalogEntry] {
        let repeated = reportRepeatedKeys(members)
        var nextRepeated = 0
        var memberIndex = 0
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(members.count - repeated.count)
        for run in runs.indices {
            for index in runs[run].indices {
                defer { memberIndex += 1 }
                // Even a repeated key's value must be JSON: the whole document's tree reports
                // the first value that is not, wherever it is.
                if let failure = runs[run][index].failure { throw failure }
                if nextRepeated < repeated.count, repeated[nextRepeated].index == memberIndex {
                    nextRepeated += 1
                    continue
                }
                if !runs[run][index].diagnostics.isEmpty { diagnostics += runs[run][index].diagnostics }
                if let entry = runs[run][index].entry.take() { entries.append(entry) }
            }
        }
        precondition(memberIndex == members.count, "an outcome for every member")
        return entries
    }

    private mutating func decodeEntry(key: String, keyLocation: SourceLocation, _ object: JSONObject) -> CatalogEntry {
        var entry = CatalogEntry(key: key, keyLocation: keyLocation)
        for member in members(of: object) {
            switch member.key {
            case "comment": entry.comment = string(member)
            case "extractionState": entry.extractionState = string(member).map(ExtractionState.init(rawValue:))
            case "generatesSymbol": entry.generatesSymbol = bool(member)
            case "isCommentAutoGenerated": entry.isCommentAutoGenerated = bool(member)
            case "shouldTranslate": entry.shouldTranslate = bool(member)
            case "localizations":
                guard let localizations = self.object(member.value, describing: "'localizations'") else { continue }
                let members = members(of: localizations)
                entry.localizations.reserveCapacity(members.count)
                for localization in members {
                    if let decoded = decodeLocalization(localization) { entry.localizations.append(decoded) }
                }
            default: entry.unknownFields.append(UnknownField(member))
            }
        }
        return entry
    }

    private mutating func decodeLocalization(_ member: JSONObject.Member) -> Localization? {
        guard let object = object(member.value, describing: "the '\(member.key)' localization") else { return nil }
        var localization = Localization(language: member.key, location: member.keyLocation, value: nil)
        let fields = members(of: object)
        var substitutions: JSONObject?
        for field in fields where field.key == "substitutions" {
            substitutions = self.object(field.value, describing: "'substitutions'")
        }
        let (value, unknown) = decodeContent(fields, additionalKeys: Self.localizationKeys)
        localization.value = value
        localization.unknownFields = unknown
        if value == nil, !hasContentMember(object) {
            warning("the '\(member.key)' localization has no 'stringUnit', 'stringSet' or 'variations'; it is ignored", at: member.keyLocation)
        }
        if let substitutions {
            for substitution in members(of: substitutions) {
                if let decoded = decodeSubstitution(substitution) { localization.substitutions.append(decoded) }
            }
        }
        // A substitution that is present but broken was reported already; a reference to it is fine.
        let declaredNames = Set(substitutions?.members.map(\.key) ?? [])
        checkSubstitutionReferences(of: &localization, declaredNames: declaredNames)
        return localization
    }

    /// Decodes the one content member (`stringUnit`, `stringSet` or `variations`) of a localization
    /// or variation case; returns the members it does not know besides `additionalKeys`.
    private mutating func decodeContent(
        _ fields: [JSONObject.Member],
        additionalKeys: Set<String> = []
    ) -> (LocalizedValue?, [UnknownField]) {
        var first: LocalizedValue?
        var contentKeys: [(key: String, location: SourceLocation)] = []
        var unknown: [UnknownField] = []
        for member in fields {
            let decoded: LocalizedValue?
            switch member.key {
            case "stringUnit": decoded = decodeStringUnit(member).map(LocalizedValue.stringUnit)
            case "stringSet": decoded = decodeStringSet(member).map(LocalizedValue.stringSet)
            case "variations": decoded = decodeVariations(member.value).map(LocalizedValue.variations)
            default:
                if !additionalKeys.contains(member.key) { unknown.append(UnknownField(member)) }
                continue
            }
            if let decoded {
                if first == nil { first = decoded }
                contentKeys.append((member.key, member.keyLocation))
            }
        }
        if contentKeys.count > 1 {
            let names = contentKeys.map { "'\($0.key)'" }.joined(separator: " and ")
            error("\(names) together: a localization holds exactly one of them", at: contentKeys[1].location)
            return (nil, unknown)
        }
        return (first, unknown)
    }

    /// What a localization holds besides its content.
    private static let localizationKeys: Set<String> = ["substitutions"]

    private func hasContentMember(_ object: JSONObject) -> Bool {
        object.members.contains { ["stringUnit", "stringSet", "variations"].contains($0.key) }
    }

    private mutating func decodeStringUnit(_ member: JSONObject.Member) -> StringUnit? {
        guard let object = object(member.value, describing: "'stringUnit'") else { return nil }
        var state: TranslationState?
        var value: (String, SourceLocation)?
        var unknown: [UnknownField] = []
        for field in members(of: object) {
            switch field.key {
            case "state": state = string(field).map(TranslationState.init(rawValue:))
            case "value": value = string(field).map { ($0, field.value.location) }
            default: unknown.append(UnknownField(field))
            }
        }
        guard let (text, valueLocation) = value else {
            if object["value"] == nil { error("'stringUnit' has no 'value'", at: member.keyLocation) }
            return nil
        }
        return StringUnit(state: state, value: text, location: member.keyLocation, valueLocation: valueLocation, unknownFields: unknown)
    }

    private mutating func decodeStringSet(_ member: JSONObject.Member) -> StringSet? {
        guard let object = object(member.value, describing: "'stringSet'") else { return nil }
        var state: TranslationState?
        var values: [(value: String, location: SourceLocation)]?
        var unknown: [UnknownField] = []
        for field in members(of: object) {
            switch field.key {
            case "state": state = string(field).map(TranslationState.init(rawValue:))
            case "values":
                guard let array = field.value.array else {
                    error("'values' must be an array of strings, not \(field.value.kindDescription)", at: field.value.location)
                    continue
                }
                values = array.compactMap { element in
                    guard let text = element.string else {
                        error("'values' must hold strings, not \(element.kindDescription)", at: element.location)
                        return nil
                    }
                    return (text, element.location)
                }
            default: unknown.append(UnknownField(field))
            }
        }
        guard let values else {
            if object["values"] == nil { error("'stringSet' has no 'values'", at: member.keyLocation) }
            return nil
        }
        return StringSet(state: state, values: values, location: member.keyLocation, unknownFields: unknown)
    }

    private mutating func decodeVariations(_ value: JSONValue) -> Variations? {
        guard let object = object(value, describing: "'variations'") else { return nil }
        var decoded: [(key: String, location: SourceLocation, variations: Variations)] = []
        var hadError = false
        for member in members(of: object) {
            switch member.key {
            case "plural":
                guard let cases = variantCases(member) else { hadError = true; continue }
                let variants: [Variant<PluralCategory>] = cases.compactMap { variant in
                    guard let category = ValueRules.pluralCategory(named: variant.selector) else {
                        error(ValueRules.unknownPluralCategoryMessage(variant.selector), at: variant.location)
                        hadError = true
                        return nil
                    }
                    return variant.with(selector: category)
                }
                if !ValueRules.pluralCasesAreComplete(variants.lazy.map(\.selector)), !cases.isEmpty {
                    warning(ValueRules.pluralWithoutOtherMessage, at: member.keyLocation)
                }
                decoded.append((member.key, member.keyLocation, .plural(variants)))
            case "device":
                guard let cases = variantCases(member) else { hadError = true; continue }
                let variants = cases.map { variant in
                    let family = DeviceFamily(rawValue: variant.selector)
                    if ValueRules.knownDevice(named: variant.selector) == nil {
                        warning(ValueRules.unknownDeviceMessage(variant.selector), at: variant.location)
                    }
                    return variant.with(selector: family)
                }
                decoded.append((member.key, member.keyLocation, .device(variants)))
            default:
                warning("variation by '\(member.key)' is not supported and is ignored", at: member.keyLocation)
            }
        }
        if decoded.count > 1 {
            error("variations by 'plural' and 'device' together: nest one inside the other", at: decoded[1].location)
            return nil
        }
        guard let only = decoded.first, !hadError else {
            if !hadError { error("'variations' holds no 'plural' or 'device' variation", at: value.location) }
            return nil
        }
        return only.variations
    }

    /// The cases of a `plural` or `device` object, with content decoded; `nil` if any case is broken.
    private mutating func variantCases(_ member: JSONObject.Member) -> [VariantCase]? {
        guard let object = object(member.value, describing: "'\(member.key)'") else { return nil }
        if object.members.isEmpty {
            error("'\(member.key)' variations hold no cases", at: member.value.location)
            return nil
        }
        var cases: [VariantCase] = []
        var complete = true
        for variant in members(of: object) {
            guard let content = self.object(variant.value, describing: "the '\(variant.key)' case") else {
                complete = false
                continue
            }
            let (value, unknown) = decodeContent(members(of: content))
            guard let value else {
                if !hasContentMember(content) {
                    error("the '\(variant.key)' case has no 'stringUnit' or 'variations'", at: variant.keyLocation)
                }
                complete = false
                continue
            }
            cases.append(VariantCase(selector: variant.key, location: variant.keyLocation, value: value, unknownFields: unknown))
        }
        return complete ? cases : nil
    }

    /// A variation case whose selector is not yet checked against its dimension.
    private struct VariantCase {
        var selector: String
        var location: SourceLocation
        var value: LocalizedValue
        var unknownFields: [UnknownField]

        func with<Selector>(selector: Selector) -> Variant<Selector> {
            Variant(selector: selector, location: location, value: value, unknownFields: unknownFields)
        }
    }

    private mutating func decodeSubstitution(_ member: JSONObject.Member) -> Substitution? {
        guard let object = object(member.value, describing: "the substitution '\(member.key)'") else { return nil }
        var argumentNumber: Int?
        var specifier: (String, SourceLocation)?
        var variations: Variations?
        var unknown: [UnknownField] = []
        var complete = true
        for field in members(of: object) {
            switch field.key {
            case "argNum":
                guard let number = field.value.integer, number >= 1 else {
                    error("'argNum' must be a whole number of at least 1, not \(describe(field.value))", at: field.value.location)
                    complete = false
                    continue
                }
                argumentNumber = number
            case "formatSpecifier":
                if let text = string(field) {
                    specifier = ValueRules.formatSpecifier(written: text).map { ($0, field.value.location) }
                    if specifier == nil { error("'formatSpecifier' \(ValueRules.emptyFormatSpecifierMessage)", at: field.value.location) }
                }
                if specifier == nil { complete = false }
            case "variations":
                variations = decodeVariations(field.value)
                if variations == nil { complete = false }
            default: unknown.append(UnknownField(field))
            }
        }
        if object["formatSpecifier"] == nil {
            error("the substitution '\(member.key)' has no 'formatSpecifier'", at: member.keyLocation)
        }
        if object["variations"] == nil {
            error("the substitution '\(member.key)' has no 'variations'", at: member.keyLocation)
        }
        guard complete, let (format, formatLocation) = specifier, let variations else { return nil }
        return Substitution(
            name: member.key,
            location: member.keyLocation,
            argumentNumber: argumentNumber,
            formatSpecifier: format,
            formatSpecifierLocation: formatLocation,
            variations: variations,
            unknownFields: unknown
        )
    }

    /// Reports each reference of the source language's texts to a substitution that
    /// `declaredNames` lacks (the symbols' arguments depend on it), and each substitution of
    /// `localization` that no text refers to. A translation's reference to a substitution it
    /// does not define is `check`'s finding (`unknown-substitution`), not an error that stops
    /// reading the catalog. The texts parsed for it keep
    /// their parse (``StringUnit/parsedFormat``), so that nothing parses them again.
    mutating func checkSubstitutionReferences(of localization: inout Localization, declaredNames: Set<String>) {
        // Most localizations have no substitution, and no text that may refer to one.
        if localization.substitutions.isEmpty, localization.value?.containsText(where: Self.mayReferenceSubstitution) != true {
            return
        }
        var referenced: Set<String> = []
        let language = localization.language
        // Unknown only in a catalog without a source language, which is an error of its own.
        let isSource = sourceLanguage == nil || sourceLanguage == language
        func checkReferences(in text: String, at location: SourceLocation, isSubstitutionVariant: Bool) -> FormatString? {
            // Most texts have no reference at all; only those with "#@" need the format parser.
            guard Self.mayReferenceSubstitution(text) else { return nil }
            let format = FormatString(text, isSubstitutionVariant: isSubstitutionVariant)
            for segment in format.segments {
                guard let name = segment.placeholder?.substitutionName else { continue }
                referenced.insert(name)
                if isSource, !declaredNames.contains(name) {
                    error("'%#@\(name)@' refers to a substitution '\(name)' that the '\(language)' localization does not define", at: location)
                }
            }
            return format
        }
        // Only the source language's texts are parsed again: a translation's parse is dropped,
        // and its value is only read, not written back.
        if let sourceLanguage, sourceLanguage != language {
            localization.value?.forEachText { _ = checkReferences(in: $0, at: $1, isSubstitutionVariant: false) }
            for substitution in localization.substitutions {
                LocalizedValue.variations(substitution.variations).forEachText { _ = checkReferences(in: $0, at: $1, isSubstitutionVariant: true) }
            }
        } else {
            func keepParse(_ unit: inout StringUnit, isSubstitutionVariant: Bool) {
                if let format = checkReferences(in: unit.value, at: unit.valueLocation, isSubstitutionVariant: isSubstitutionVariant) {
                    unit.parsedFormat = ParsedFormat(format)
                }
            }
            localization.value?.updateStringUnits({ keepParse(&$0, isSubstitutionVariant: false) }) {
                _ = checkReferences(in: $0, at: $1, isSubstitutionVariant: false)
            }
            for index in localization.substitutions.indices {
                localization.substitutions[index].variations.updateStringUnits({ keepParse(&$0, isSubstitutionVariant: true) }) {
                    _ = checkReferences(in: $0, at: $1, isSubstitutionVariant: true)
                }
            }
        }
        for substitution in localization.substitutions where !referenced.contains(substitution.name) {
            warning("the substitution '\(substitution.name)' is not referenced by any '%#@\(substitution.name)@'", at: substitution.location)
        }
    }

    private static func mayReferenceSubstitution(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count > 1 else { return false }
            for index in 1..<bytes.count where bytes[index] == UInt8(ascii: "@") && bytes[index - 1] == UInt8(ascii: "#") {
                return true
            }
            return false
        }
    }

    // MARK: Members and types

    /// The members of an object, after reporting duplicate keys (each after its first is an error).
    private mutating func members(of object: JSONObject) -> [JSONObject.Member] {
        unique(object.members)
    }

    /// `members` without repeated keys, each repeated one reported as an error.
    private mutating func unique<Member: KeyedMember>(_ members: [Member]) -> [Member] {
        members.dropping(reportRepeatedKeys(members))
    }

    /// Reports each member whose key an earlier member has as an error, and gives them by index.
    private mutating func reportRepeatedKeys<Member: KeyedMember>(_ members: [Member]) -> [(index: Int, first: SourceLocation)] {
        let repeated = members.repeatedKeys()
        for (index, first) in repeated {
            error(Diagnostic.duplicateCatalogKeyMessage(members[index].key, firstAt: first, path: path), at: members[index].keyLocation)
        }
        return repeated
    }

    /// `what` is only worked out for the message: most of them name a key, and the text would
    /// cost an allocation for every object read.
    private mutating func object(_ value: JSONValue, describing what: @autoclosure () -> String) -> JSONObject? {
        if let object = value.object { return object }
        error("\(what()) must be an object, not \(value.kindDescription)", at: value.location)
        return nil
    }

    private mutating func string(_ member: JSONObject.Member) -> String? {
        if let string = member.value.string { return string }
        error("'\(member.key)' must be a string, not \(member.value.kindDescription)", at: member.value.location)
        return nil
    }

    private mutating func bool(_ member: JSONObject.Member) -> Bool? {
        if let bool = member.value.bool { return bool }
        error("'\(member.key)' must be true or false, not \(member.value.kindDescription)", at: member.value.location)
        return nil
    }

    private func describe(_ value: JSONValue) -> String {
        if case .number(let lexeme) = value.kind { return lexeme }
        return value.kindDescription
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, path: path, at: location))
    }

    private mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, path: path, at: location))
    }
}

extension UnknownField {
    /// The name and position of a JSON member the decoder does not know.
    init(_ member: JSONObject.Member) {
        self.init(name: member.key, location: member.keyLocation)
    }
}
