// Stand-in for Foundation's `LocalizedStringResource`, which Linux Foundation does not have.
//
// Part of the test stand-in in Tests/StandIn (see LocalizationValue.swift). Signatures follow
// developer.apple.com/documentation/foundation/localizedstringresource.

import Foundation

/// Stand-in for `LocalizedStringResource` (Foundation; macOS 13, iOS 16, tvOS 16, watchOS 9): a
/// reference to a localizable string, looked up later by `String(localized:)` (Resolution.swift).
///
/// Where Apple's SDKs differ, this takes the stricter side (DESIGN.md, "The Apple API the output
/// may use"): Apple's is `Sendable` only from iOS 18 and macOS 15 with the 26 SDK, and not at all
/// in older SDKs, so this one is not; it is `Equatable`, not `Hashable`. (Apple's is also
/// `Codable`; generated code never encodes a resource, so that is left out rather than
/// imitated.)
public struct LocalizedStringResource: Equatable, ExpressibleByStringInterpolation, CustomLocalizedStringResourceConvertible {
    /// Stand-in for `LocalizedStringResource.StringInterpolation`, Apple's alias of the
    /// interpolation of `String.LocalizationValue`.
    public typealias StringInterpolation = String.LocalizationValue.StringInterpolation

    /// Stand-in for `LocalizedStringResource.key`: the key looked up in `table`.
    public let key: String
    /// Stand-in for `LocalizedStringResource.defaultValue`: the value used when `key` is not in
    /// `table`; its arguments fill the format in either case.
    public let defaultValue: String.LocalizationValue
    /// Stand-in for `LocalizedStringResource.table`: `nil` or empty means `Localizable`.
    public let table: String?
    /// Stand-in for `LocalizedStringResource.locale`: the locale that formats the arguments.
    public var locale: Locale
    /// Stand-in for `LocalizedStringResource.bundle`: where the table is looked up.
    public let bundle: BundleDescription

    /// Stand-in for `LocalizedStringResource.BundleDescription`: the bundle to look strings up in.
    ///
    /// `Sendable`, like Apple's (Swift 6 counts the `AnyClass` of `forClass` as `Sendable`), and
    /// not `Equatable`, like Apple's.
    public enum BundleDescription: Sendable {
        /// Stand-in for `BundleDescription.main`: the app's main bundle.
        case main
        /// Stand-in for `BundleDescription.forClass(_:)`: the bundle that contains the class.
        case forClass(AnyClass)
        /// Stand-in for `BundleDescription.atURL(_:)`: the bundle at a file URL.
        case atURL(URL)
    }

    /// Stand-in for `init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    /// locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main,
    /// comment: StaticString? = nil)`.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        self.init(key: key.description, defaultValue: defaultValue, table: table, locale: locale,
                  bundle: bundle)
    }

    /// Stand-in for `init(_ keyAndValue: String.LocalizationValue, table: String? = nil,
    /// locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main,
    /// comment: StaticString? = nil)`: the value's format key is the key.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key: keyAndValue.standInFormatKey, defaultValue: keyAndValue, table: table, locale: locale,
                  bundle: bundle)
    }

    /// Stand-in for `LocalizedStringResource.init(stringLiteral:)`: the literal is the key, with
    /// the defaults of `init(_:table:locale:bundle:comment:)`.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// Stand-in for `LocalizedStringResource.init(stringInterpolation:)`.
    public init(stringInterpolation: StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The comment for translators is not kept: Apple's resource does not expose it either.
    private init(
        key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale,
        bundle: BundleDescription
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// Stand-in for `LocalizedStringResource.localizedStringResource`: the resource itself.
    public var localizedStringResource: LocalizedStringResource { self }

    /// Two resources are equal when they look up the same key, table, locale and bundle with the
    /// same default value.
    public static func == (lhs: LocalizedStringResource, rhs: LocalizedStringResource) -> Bool {
        lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue && lhs.table == rhs.table && lhs.locale == rhs.locale
            && StandInStrings.BundleIdentity(lhs.bundle) == StandInStrings.BundleIdentity(rhs.bundle)
    }
}

/// Stand-in for `CustomLocalizedStringResourceConvertible` (Foundation; macOS 13, iOS 16, tvOS 16,
/// watchOS 9): a value that can present itself as a localized string resource.
public protocol CustomLocalizedStringResourceConvertible {
    /// The value as a localized string resource.
    var localizedStringResource: LocalizedStringResource { get }
}
