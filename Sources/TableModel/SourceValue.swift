import InputText

/// One text of a value: the string itself, where it is, and which variation cases lead to it.
public struct SourceText: Sendable {
    /// The text, with its placeholders.
    public var text: String
    /// Where the text's opening quote is (for a key fallback, where the key is).
    public var location: SourceLocation
    /// The variation cases leading to this text, outermost first; empty for a plain string.
    public var selectors: [VariantSelector]
    /// The text parsed as a format string, when the reader parsed it (see
    /// ``StringUnit/parsedFormat``).
    public var parsedFormat: ParsedFormat?

    /// Creates a text.
    public init(text: String, location: SourceLocation, selectors: [VariantSelector] = [], parsedFormat: ParsedFormat? = nil) {
        self.text = text
        self.location = location
        self.selectors = selectors
        self.parsedFormat = parsedFormat
    }

    /// The text parsed as a format string: the reader's parse, else a parse made now.
    ///
    /// - Parameter isSubstitutionVariant: Whether the text is a case of a substitution, where
    ///   `%arg` is the substitution's argument.
    public func format(isSubstitutionVariant: Bool) -> FormatString {
        parsedFormat?.format ?? FormatString(text, isSubstitutionVariant: isSubstitutionVariant)
    }

    /// Every text of a value, depth first in file order.
    public static func texts(of value: LocalizedValue) -> [SourceText] {
        var texts: [SourceText] = []
        collect(value, selectors: [], into: &texts)
        return texts
    }

    private static func collect(_ value: LocalizedValue, selectors: [VariantSelector], into texts: inout [SourceText]) {
        switch value {
        case .stringUnit(let unit):
            texts.append(SourceText(text: unit.value, location: unit.valueLocation, selectors: selectors, parsedFormat: unit.parsedFormat))
        case .stringSet(let set):
            for (index, element) in set.values.enumerated() {
                texts.append(SourceText(text: element.value, location: element.location, selectors: selectors + [.element(index)]))
            }
        case .variations(.plural(let variants)):
            for variant in variants {
                collect(variant.value, selectors: selectors + [.plural(variant.selector)], into: &texts)
            }
        case .variations(.device(let variants)):
            for variant in variants {
                collect(variant.value, selectors: selectors + [.device(variant.selector)], into: &texts)
            }
        }
    }
}

extension LocalizedValue {
    /// Whether any text of the value satisfies `predicate`; walks the value without collecting
    /// its texts.
    public func containsText(where predicate: (String) -> Bool) -> Bool {
        switch self {
        case .stringUnit(let unit): predicate(unit.value)
        case .stringSet(let set): set.values.contains { predicate($0.value) }
        case .variations(.plural(let variants)): variants.contains { $0.value.containsText(where: predicate) }
        case .variations(.device(let variants)): variants.contains { $0.value.containsText(where: predicate) }
        }
    }

    /// Calls `body` with every text of the value and where it is, depth first in file order,
    /// without collecting them or the variation cases that lead to each.
    package func forEachText(_ body: (String, SourceLocation) -> Void) {
        switch self {
        case .stringUnit(let unit): body(unit.value, unit.valueLocation)
        case .stringSet(let set): for element in set.values { body(element.value, element.location) }
        case .variations(.plural(let variants)): for variant in variants { variant.value.forEachText(body) }
        case .variations(.device(let variants)): for variant in variants { variant.value.forEachText(body) }
        }
    }
}

extension LocalizedValue {
    /// Calls `unit` with every string unit of the value, which it may change, and `element`
    /// with every element of a string set, depth first in file order.
    package mutating func updateStringUnits(_ unit: (inout StringUnit) -> Void, element: (String, SourceLocation) -> Void) {
        switch self {
        case .stringUnit(var value):
            unit(&value)
            self = .stringUnit(value)
        case .stringSet(let set):
            for item in set.values { element(item.value, item.location) }
        case .variations(var variations):
            variations.updateStringUnits(unit, element: element)
            self = .variations(variations)
        }
    }
}

extension Variations {
    /// Calls `unit` with every string unit of the cases, which it may change, and `element` with
    /// every element of a string set, in file order.
    package mutating func updateStringUnits(_ unit: (inout StringUnit) -> Void, element: (String, SourceLocation) -> Void) {
        switch self {
        case .plural(var variants):
            for index in variants.indices { variants[index].value.updateStringUnits(unit, element: element) }
            self = .plural(variants)
        case .device(var variants):
            for index in variants.indices { variants[index].value.updateStringUnits(unit, element: element) }
            self = .device(variants)
        }
    }
}

/// One step from a value to one of its texts.
public enum VariantSelector: Hashable, Sendable {
    /// The case for a plural category.
    case plural(PluralCategory)
    /// The case for a device family.
    case device(DeviceFamily)
    /// The element at an index of a string set.
    case element(Int)
}

/// The source-language value of an entry: what its symbol's parameters are derived from.
public struct SourceValue: Sendable {
    /// Where the value comes from.
    public enum Origin: Sendable {
        /// There is no source-language text: the key is the value, as Xcode does.
        case key
        /// The source-language localization.
        case localization(Localization)
    }

    /// Where the value comes from.
    public var origin: Origin
    /// Every text of the value, variations included; a key fallback has exactly one.
    public var texts: [SourceText]

    /// The substitutions the texts may refer to.
    public var substitutions: [Substitution] {
        if case .localization(let localization) = origin { return localization.substitutions }
        return []
    }

    /// Whether the value is a string set rather than a string.
    public var isStringSet: Bool {
        if case .localization(let localization) = origin, case .stringSet = localization.value { return true }
        return false
    }
}

extension StringTable {
    /// The source-language value of `entry`: its localization in ``sourceLanguage``, or the key.
    public func sourceValue(of entry: CatalogEntry) -> SourceValue {
        if let localization = entry.localization(for: sourceLanguage), let value = localization.value {
            return SourceValue(origin: .localization(localization), texts: SourceText.texts(of: value))
        }
        return SourceValue(origin: .key, texts: [SourceText(text: entry.key, location: entry.keyLocation)])
    }
}

extension VariantSelector: CustomStringConvertible {
    /// `plural.one`, `device.mac`, `element.0`.
    public var description: String {
        switch self {
        case .plural(let category): "plural.\(category.rawValue)"
        case .device(let family): "device.\(family.rawValue)"
        case .element(let index): "element.\(index)"
        }
    }
}
