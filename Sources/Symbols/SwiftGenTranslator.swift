import Foundation
import InputText
import TableModel

/// Turns a table into the strings a SwiftGen-style template declares, with SwiftGen 6.6's names,
/// nesting and argument types, from legacy tables and catalogs alike: a catalog's substitution
/// (`%#@count@` with `lld`) gives the argument its stringsdict variable gives, so call sites
/// written against a table still compile once it is migrated to a catalog.
///
/// Beyond SwiftGen, what would not compile is left out rather than written: a key that gives no
/// name, placeholders that disagree on an argument's type, and a string whose declaration another
/// already makes (groups whose enums take one name are merged). Each is an ``Omission``, reported
/// as the other templates' are (``OmissionReport``).
struct SwiftGenTranslator: Sendable {
    /// Whether keys nest into enums at `.` (`structured-swift5`) or name one member each (`flat-swift5`).
    var structured: Bool
    /// Which keys are declared.
    var selection: SymbolSelection
    /// Names no group's enum may take: what the output refers to from inside the groups.
    var reservedNames: Set<String> = []

    /// The table's strings, grouped, and the keys left out.
    func level(of file: LoadedTable) -> (level: SwiftGenLevel, omissions: [Omission]) {
        var omissions = Omissions(path: file.path, declinable: file.catalog.storage.holdsSymbolChoices)
        var strings: [SwiftGenString] = []
        let catalog = file.catalog
        for entry in catalog.entries where !entry.isOnlyInTranslations && selection.includes(entry) {
            if entry.extractionState == .manual { omissions.manualKeys.insert(entry.key) }
            let source = catalog.sourceValue(of: entry)
            if source.isStringSet {
                omissions.add(.stringSet, key: entry.key, "the key '\(entry.key)' is a string set, which has no accessor", at: entry.keyLocation)
                continue
            }
            let components = entry.key.split(separator: ".").map(String.init)
            // SwiftGen's flat names come from the key as its context shows it, with line feeds
            // and carriage returns escaped (`multiLine\nKey` → `multiLineNKey`).
            let name = SwiftGenName.memberName(structured ? components.last ?? "" : SwiftGenName.newlineEscaped(entry.key))
            guard SwiftIdentifier.isValid(name), name != "_" else {
                omissions.add(.noName, key: entry.key, "the key '\(entry.key)' gives no Swift name, so it has no accessor", at: entry.keyLocation)
                continue
            }
            // A text Foundation reads otherwise than written (a substitution's name it stops
            // reading, a conversion no argument can serve) would show wrong text through any
            // accessor, as the other templates say.
            if let (text, warning) = source.texts.lazy.compactMap({ text in text.format(isSubstitutionVariant: false).warnings.first(where: \.isFatal).map { (text, $0) } }).first {
                omissions.add(.unsupportedArgument, key: entry.key, "\(warning.message) in \(ParameterResolver.quoted(text)); '\(entry.key)' has no accessor", at: text.location)
                continue
            }
            let format = Self.format(of: source)
            let types: [SwiftGenArgumentType]
            do {
                types = try SwiftGenPlaceholders.types(of: format)
            } catch {
                omissions.add(
                    .unusableValue, key: entry.key,
                    "the value of '\(entry.key)' gives argument \(error.position) two types, \(error.first.rawValue) and \(error.second.rawValue), so it has no accessor",
                    at: entry.keyLocation)
                continue
            }
            let documentation = entry.comment ?? (source.substitutions.isEmpty && source.texts.count == 1 ? format : "Plural format key: \"\(Self.defaultText(of: source))\"")
            strings.append(SwiftGenString(
                key: entry.key, keyLocation: entry.keyLocation, groups: Array(components.dropLast()), name: name,
                types: types, documentation: documentation, fallback: Self.fallback(of: source, format: format, types: types)))
        }
        var root = Self.nest(strings)
        Self.dropReservedGroups(in: &root, reserved: reservedNames, omissions: &omissions)
        // The flat form lists the strings in the structured form's order, a level's own first.
        if !structured {
            root = SwiftGenLevel(typeName: nil, strings: Self.flattened(root).map { var string = $0; string.groups = []; return string }, children: [])
        }
        Self.dropClashes(in: &root, omissions: &omissions)
        return (root, omissions.list)
    }

    /// The source text every language has (the `other` case), as written.
    static func defaultText(of source: SourceValue) -> String {
        SourceText.defaultTextIndex(of: source.texts).map { source.texts[$0].text } ?? ""
    }

    /// The text shown where the table has no such key: the default text with each substitution
    /// expanded into its `other` case (`%1$.1f kilometres away`), when that takes the arguments
    /// the accessor passes; else the format as SwiftGen reads it (`%d` for `%#@count@`), which
    /// never reads an argument the accessor does not pass.
    static func fallback(of source: SourceValue, format: String, types: [SwiftGenArgumentType]) -> String {
        guard !source.substitutions.isEmpty,
              let expanded = DefaultForms(of: ParsedSourceValue(source), parameters: []).format,
              (try? SwiftGenPlaceholders.types(of: expanded)) == types else { return format }
        return expanded
    }

    /// The default text with each substitution (`%#@count@`, `%1$#@count@`) replaced by a
    /// placeholder of its argument (`%lld`, `%1$lld`), as SwiftGen reads a stringsdict's format key.
    static func format(of source: SourceValue) -> String {
        var text = defaultText(of: source)
        for substitution in source.substitutions {
            let specifier = substitution.formatSpecifier.isEmpty ? "@" : substitution.formatSpecifier
            if let number = substitution.argumentNumber {
                // A catalog's `argNum` numbers the argument wherever the reference stands.
                text = text.replacingAll("%\(number)$#@\(substitution.name)@", with: "%\(number)$\(specifier)")
                text = text.replacingAll("%#@\(substitution.name)@", with: "%\(number)$\(specifier)")
            } else {
                text = text.replacingAll("%#@\(substitution.name)@", with: "%\(specifier)")
            }
        }
        return text
    }

    /// The strings nested by their groups: each level's strings sorted by key without regard to
    /// case, its groups by name.
    static func nest(_ strings: [SwiftGenString], depth: Int = 0, typeName: String? = nil) -> SwiftGenLevel {
        var here: [SwiftGenString] = []
        var below: [String: [SwiftGenString]] = [:]
        for string in strings {
            if string.groups.count > depth { below[string.groups[depth], default: []].append(string) } else { here.append(string) }
        }
        here.sortOutOfLine { ($0.key.lowercased(), $0.key) < ($1.key.lowercased(), $1.key) }
        // Groups whose enums take one name (`Apples`, `apples`) are one enum: SwiftGen would
        // declare it twice.
        var merged: [String: [SwiftGenString]] = [:]
        var order: [String] = []
        for component in below.keys.sortedOutOfLine() {
            let name = SwiftGenName.typeName(component)
            if merged[name] == nil { order.append(name) }
            merged[name, default: []] += below[component]!
        }
        let children = order.compactMap { name -> SwiftGenLevel? in
            guard SwiftIdentifier.isValid(name) else { return nil }
            return nest(merged[name]!, depth: depth + 1, typeName: name)
        }
        // A group without a name (`%@.title`) keeps its strings at this level.
        let unnamed = order.filter { !SwiftIdentifier.isValid($0) }.flatMap { merged[$0]! }
        return SwiftGenLevel(typeName: typeName, strings: here + unnamed.map { var string = $0; string.groups = []; return string }, children: children)
    }

    /// Leaves out a group whose enum takes a name the output refers to from inside it (`L10n`,
    /// whose `tr` its members call), with an omission for each of its keys.
    static func dropReservedGroups(in level: inout SwiftGenLevel, reserved: Set<String>, omissions: inout Omissions) {
        guard !reserved.isEmpty else { return }
        level.children = level.children.filter { child in
            guard let name = child.typeName, reserved.contains(name) else { return true }
            for (string, _) in child.allStrings {
                omissions.add(
                    .takenName, key: string.key,
                    "the key '\(string.key)' is in the group '\(name)', whose enum would hide the generated '\(name)' its members use, so it has no accessor",
                    at: string.keyLocation)
            }
            return false
        }
        for index in level.children.indices { dropReservedGroups(in: &level.children[index], reserved: reserved, omissions: &omissions) }
    }

    /// The strings of a level and the levels below, in SwiftGen's flat order: a level's strings,
    /// then each group's in turn.
    static func flattened(_ level: SwiftGenLevel) -> [SwiftGenString] {
        level.strings + level.children.flatMap(flattened)
    }

    /// Leaves out a string whose declaration another of its level already makes (the same name
    /// and argument types; for a property, also a group's enum of that name), with an omission.
    /// Of keys that clash, a manual key keeps the accessor, as it keeps its symbol in the other
    /// templates; else the first in the level's order.
    static func dropClashes(in level: inout SwiftGenLevel, omissions: inout Omissions) {
        enum Declarer { case group(String), key(String) }
        func signature(_ string: SwiftGenString) -> String {
            string.types.isEmpty ? string.name : string.name + "(" + string.types.map(\.rawValue).joined(separator: ",") + ")"
        }
        var declared: [String: Declarer] = [:]
        for child in level.children { if let name = child.typeName { declared[name] = .group(name) } }
        for string in level.strings where omissions.manualKeys.contains(string.key) && declared[signature(string)] == nil {
            declared[signature(string)] = .key(string.key)
        }
        level.strings = level.strings.filter { string in
            switch declared[signature(string)] {
            case .group(let name)?:
                omissions.add(
                    .takenName, key: string.key,
                    "the key '\(string.key)' gives the accessor '\(string.name)', which the group '\(name)' already declares, so it has none",
                    at: string.keyLocation)
                return false
            case .key(let other)? where other != string.key:
                omissions.add(
                    .declaredByAnother, key: string.key, keptKey: other,
                    "the key '\(string.key)' gives the accessor '\(string.name)', which the key '\(other)' already declares, so it has none",
                    at: string.keyLocation)
                return false
            case .key?:
                return true
            case nil:
                declared[signature(string)] = .key(string.key)
                return true
            }
        }
        for index in level.children.indices { dropClashes(in: &level.children[index], omissions: &omissions) }
    }

    /// The keys of one table left out, as they are found.
    struct Omissions {
        let path: String
        let declinable: Bool
        /// The table's selected `manual` keys, whose omissions are reported one by one.
        var manualKeys: Set<String> = []
        private(set) var list: [Omission] = []

        init(path: String, declinable: Bool) {
            self.path = path
            self.declinable = declinable
        }

        mutating func add(_ reason: Omission.Reason, key: String, keptKey: String? = nil, _ message: String, at location: SourceLocation) {
            list.append(Omission(
                reason: reason, keys: [key], keptKey: keptKey, concernsManualKey: manualKeys.contains(key), declinable: declinable,
                diagnostics: [Diagnostic(.warning, message, path: path, at: location)]))
        }
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }
}
