import InputText

/// Strings that vary by plural category or by device (`variations`).
///
/// A variations object varies by exactly one dimension; device cases may nest plural variations.
public enum Variations: Sendable {
    /// One case per CLDR plural category.
    case plural([Variant<PluralCategory>])
    /// One case per device family.
    case device([Variant<DeviceFamily>])
}

/// One case of a variation: its selector and its content.
public struct Variant<Selector: Hashable & Sendable>: Sendable {
    /// The plural category or device this case is for.
    public var selector: Selector
    /// Where the selector key is.
    public var location: SourceLocation
    /// The content; it may itself vary.
    public var value: LocalizedValue
    /// Members this reader does not know; kept so that nothing is lost.
    public var unknownFields: [UnknownField]

    /// Creates a variant.
    public init(selector: Selector, location: SourceLocation, value: LocalizedValue, unknownFields: [UnknownField] = []) {
        self.selector = selector
        self.location = location
        self.value = value
        self.unknownFields = unknownFields
    }
}

/// A CLDR plural category.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other
}

/// A device family of a device variation.
public enum DeviceFamily: Hashable, Sendable {
    case iphone, ipod, ipad, mac, applewatch, appletv, applevision
    /// Every device not listed separately.
    case other
    /// A family this reader does not know, kept as written (reported as a warning).
    case unknown(String)

    /// The families this reader knows, in the order Xcode lists them.
    public static let known: [DeviceFamily] = [.iphone, .ipod, .ipad, .mac, .applewatch, .appletv, .applevision, .other]

    /// Creates a family from its JSON spelling.
    public init(rawValue: String) {
        self = Self.known.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
    }

    /// The JSON spelling.
    public var rawValue: String {
        switch self {
        case .iphone: "iphone"
        case .ipod: "ipod"
        case .ipad: "ipad"
        case .mac: "mac"
        case .applewatch: "applewatch"
        case .appletv: "appletv"
        case .applevision: "applevision"
        case .other: "other"
        case .unknown(let value): value
        }
    }
}

/// A `%#@name@` substitution of a localization: one argument with its own plural variations.
public struct Substitution: Sendable {
    /// The name used in `%#@name@`.
    public var name: String
    /// Where the name key is.
    public var location: SourceLocation
    /// The argument number (`argNum`); `nil` when the catalog leaves it out.
    public var argumentNumber: Int?
    /// The printf conversion of the argument without `%`, such as `lld` or `@`.
    public var formatSpecifier: String
    /// Where the format specifier's opening quote is.
    public var formatSpecifierLocation: SourceLocation
    /// The texts per plural category (or device).
    public var variations: Variations
    /// Members this reader does not know; kept so that nothing is lost.
    public var unknownFields: [UnknownField]

    /// Creates a substitution.
    public init(
        name: String,
        location: SourceLocation,
        argumentNumber: Int?,
        formatSpecifier: String,
        formatSpecifierLocation: SourceLocation,
        variations: Variations,
        unknownFields: [UnknownField] = []
    ) {
        self.name = name
        self.location = location
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.formatSpecifierLocation = formatSpecifierLocation
        self.variations = variations
        self.unknownFields = unknownFields
    }
}
