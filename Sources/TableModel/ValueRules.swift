
/// What a valid value is, whichever format it was read from: the rules every reader applies,
/// written once.
///
/// A reader that finds a value breaking a rule reports it with the rule's message at the
/// value's position; a fast reader that declines such a value leaves the report to the full one.
public enum ValueRules {
    /// A substitution's format specifier as the model holds it: without a leading `%` (Xcode
    /// writes `lld`, some tools `%lld`, a stringsdict's `NSStringFormatValueTypeKey` `lld`), or
    /// `nil` when nothing is left.
    public static func formatSpecifier(written text: String) -> String? {
        let specifier = text.hasPrefix("%") ? String(text.dropFirst()) : text
        return specifier.isEmpty ? nil : specifier
    }

    /// Whether a substitution's `argNum` is a position a format can write (`%N$#@name@`):
    /// Foundation reads positions from 1 to 127.
    package static func isWritablePosition(_ number: Int) -> Bool {
        (1 ... FormatParser.maximumPosition).contains(number)
    }

    /// Why a written format specifier was refused.
    public static let emptyFormatSpecifierMessage = "is empty"

    /// The plural category named `name`, if it is one of CLDR's.
    public static func pluralCategory(named name: String) -> PluralCategory? {
        PluralCategory(rawValue: name)
    }

    /// The message for a plural case named `name` that is no CLDR category.
    public static func unknownPluralCategoryMessage(_ name: String) -> String {
        let known = PluralCategory.allCases.map(\.rawValue).joined(separator: ", ")
        return "unknown plural category '\(name)'; the categories are \(known)"
    }

    /// Whether plural cases of these categories are complete: every language selects `other`.
    public static func pluralCasesAreComplete(_ categories: some Sequence<PluralCategory>) -> Bool {
        categories.contains(.other)
    }

    /// The message for plural variations without an `other` case.
    public static let pluralWithoutOtherMessage = "plural variations have no 'other' case, which every language needs"

    /// The device family named `name`, or `nil` when it is not one the model knows.
    public static func knownDevice(named name: String) -> DeviceFamily? {
        let family = DeviceFamily(rawValue: name)
        if case .unknown = family { return nil }
        return family
    }

    /// The message for a device variation case named `name` that is no known device.
    public static func unknownDeviceMessage(_ name: String) -> String {
        let known = DeviceFamily.known.map(\.rawValue).joined(separator: ", ")
        return "unknown device '\(name)'; the devices are \(known)"
    }
}
