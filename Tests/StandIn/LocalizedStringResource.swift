// Stand-in for Foundation's `LocalizedStringResource`, which Linux Foundation does not have.
//
// Part of the test stand-in in Tests/StandIn (see LocalizationValue.swift). Signatures follow
// developer.apple.com/documentation/foundation/localizedstringresource.

import Foundation

/// Stand-in for `LocalizedStringResource` (Foundation; macOS 13, iOS 16, tvOS 16, watchOS 9): a
/// reference to a localizable string, looked up later by `String(localized:)` (Resolution.swift).
///
/// Apple's is `Sendable` in current SDKs; so is this one.
public struct LocalizedStringResource: Sendable, ExpressibleByStringInterpolation {
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
    /// `Sendable`, like Apple's (Swift 6 counts the `AnyClass` of `forClass` as `Sendable`).
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

    /// Stand-in for `init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    /// locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil)`.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil
    ) {
        self.init(key, defaultValue: defaultValue, table: table, locale: locale,
                  bundle: .atURL(bundle.bundleURL), comment: comment)
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

    /// Stand-in for `init(_ keyAndValue: String.LocalizationValue, table: String? = nil,
    /// locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil)`.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: Bundle, comment: StaticString? = nil
    ) {
        self.init(keyAndValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment)
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
}
