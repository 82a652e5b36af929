// Stand-in for Foundation's `String.LocalizationValue`, which Linux Foundation does not have.
//
// Part of the test stand-in in Tests/StandIn: these files make the module `StandIn`, which every
// file of a module under test sees as generated code sees Foundation (see TestSupport's StandIn),
// so that the generated Apple-flavour code compiles and runs on Linux. They declare only the Apple
// API that DESIGN.md allows generated code to use, with Apple's signatures
// (developer.apple.com/documentation/swift/string/localizationvalue), plus the `StandInStrings`
// namespace in Resolution.swift that lets tests observe resolution.

import Foundation

extension String {
    /// Stand-in for `String.LocalizationValue` (Foundation; macOS 12, iOS 15, tvOS 15, watchOS 8):
    /// a localizable string with optional interpolated values.
    ///
    /// Like Apple's, a value built from an interpolation records a *format key*, the literal text
    /// with `%` written as `%%` and one format specifier per interpolated value, and the values in
    /// interpolation order. A value built from a plain literal or `init(_:)` keeps its text as is.
    ///
    /// Apple's type is `Equatable`; so is this one. It is `Sendable` only in the newest SDKs, so
    /// this one is not (the stricter side, as DESIGN.md asks).
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation {
        /// The format key Apple builds: `"%lld landmarks"` for `"\(count) landmarks"`.
        internal let standInFormatKey: String
        /// The interpolated values, in interpolation order.
        internal let standInArguments: [FormatArgument]

        /// Stand-in for `String.LocalizationValue.init(_ value: String)`: a value with no
        /// interpolations whose key is `value`.
        public init(_ value: String) {
            standInFormatKey = value
            standInArguments = []
        }

        /// Stand-in for `String.LocalizationValue.init(stringLiteral:)`.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// Stand-in for `String.LocalizationValue.init(stringInterpolation:)`.
        public init(stringInterpolation: StringInterpolation) {
            standInFormatKey = stringInterpolation.standInFormatKey
            standInArguments = stringInterpolation.standInArguments
        }

        /// One interpolated value as Apple passes it to the format: integers narrower than 32 bits
        /// are widened to `Int32`/`UInt32` (`%d`/`%u`), `Int` and `UInt` to 64 bits.
        internal enum FormatArgument: Equatable, Sendable {
            case string(String)
            case int32(Int32)
            case int64(Int64)
            case uint32(UInt32)
            case uint64(UInt64)
            case float(Float)
            case double(Double)

            /// The value as a C variadic argument for `String(format:locale:arguments:)`.
            var cVarArg: any CVarArg {
                switch self {
                case .string(let value): value
                case .int32(let value): value
                case .int64(let value): value
                case .uint32(let value): value
                case .uint64(let value): value
                case .float(let value): value
                case .double(let value): value
                }
            }

            /// `Int64(3)`, `String("Ana")`: the type and value, for test output.
            var description: String {
                switch self {
                case .string(let value): "String(\(String(reflecting: value)))"
                case .int32(let value): "Int32(\(value))"
                case .int64(let value): "Int64(\(value))"
                case .uint32(let value): "UInt32(\(value))"
                case .uint64(let value): "UInt64(\(value))"
                case .float(let value): "Float(\(value))"
                case .double(let value): "Double(\(value))"
                }
            }
        }
    }
}

extension String.LocalizationValue {
    /// Stand-in for `String.LocalizationValue.StringInterpolation`: collects the format key and the
    /// arguments of an interpolated literal.
    ///
    /// It accepts only what generated code interpolates: `String` and the integer and
    /// floating-point types of `_FormatSpecifiable`. Apple's also takes `NSObject`s,
    /// `AttributedString`, `FormatStyle`-formatted values, placeholders and more; those are left
    /// out so that generated code relying on them fails here instead of passing unnoticed.
    public struct StringInterpolation: StringInterpolationProtocol {
        internal var standInFormatKey = ""
        internal var standInArguments: [FormatArgument] = []

        /// Stand-in for `StringInterpolation.init(literalCapacity:interpolationCount:)`.
        public init(literalCapacity: Int, interpolationCount: Int) {
            standInFormatKey.reserveCapacity(literalCapacity + 4 * interpolationCount)
            standInArguments.reserveCapacity(interpolationCount)
        }

        /// Stand-in for `StringInterpolation.appendLiteral(_:)`: the text, with `%` escaped as `%%`
        /// so that it formats back to itself.
        public mutating func appendLiteral(_ literal: String) {
            standInFormatKey += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// Stand-in for `StringInterpolation.appendInterpolation(_ string: String)`: `%@`.
        public mutating func appendInterpolation(_ string: String) {
            standInFormatKey += "%@"
            standInArguments.append(.string(string))
        }

        /// Stand-in for `StringInterpolation.appendInterpolation<T: _FormatSpecifiable>(_ value: T)`:
        /// a number with its type's default specifier (see `_FormatSpecifiable`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            let (specifier, argument) = FormatArgument.number(value)
            standInFormatKey += specifier
            standInArguments.append(argument)
        }

        /// Stand-in for `StringInterpolation.appendInterpolation<T: _FormatSpecifiable>(_:specifier:)`:
        /// a number with an explicit specifier such as `%x` or `%.2f`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            standInFormatKey += specifier
            standInArguments.append(FormatArgument.number(value).argument)
        }
    }
}

extension String.LocalizationValue.FormatArgument {
    /// The default specifier of a number and the argument Apple passes for it. The specifiers are
    /// those of Apple's inlinable `formatSpecifier(_:)` in the SDK's Foundation.swiftinterface;
    /// narrow integers are widened to 32 bits as Apple's `_FormatSpecifiable._arg` does.
    static func number<T: _FormatSpecifiable>(_ value: T) -> (specifier: String, argument: Self) {
        switch value {
        case let value as Int: ("%lld", .int64(Int64(value)))
        case let value as Int64: ("%lld", .int64(value))
        case let value as Int32: ("%d", .int32(value))
        case let value as Int16: ("%d", .int32(Int32(value)))
        case let value as Int8: ("%d", .int32(Int32(value)))
        case let value as UInt: ("%llu", .uint64(UInt64(value)))
        case let value as UInt64: ("%llu", .uint64(value))
        case let value as UInt32: ("%u", .uint32(value))
        case let value as UInt16: ("%u", .uint32(UInt32(value)))
        case let value as UInt8: ("%u", .uint32(UInt32(value)))
        case let value as Double: ("%lf", .double(value))
        case let value as Float: ("%f", .float(value))
        default: fatalError("stand-in: \(T.self) conforms to _FormatSpecifiable but is not one of Apple's types")
        }
    }
}

/// Stand-in for Foundation's `_FormatSpecifiable`, the underscored protocol through which Apple's
/// `String.LocalizationValue.StringInterpolation` (and SwiftUI's `LocalizedStringKey`) accept
/// numbers. Only the standard integer and floating-point types conform (Apple's list adds `CGFloat`,
/// which Linux code does not need).
///
/// Specifiers, from Apple's inlinable `formatSpecifier(_:)` in the SDK's Foundation.swiftinterface
/// (Apple's documentation pages do not list them; `%lld` for `Int` and `%lf` for `Double` are also
/// what Xcode extracts from `"\(count)"` and `"\(value)"`): `Int`, `Int64` `%lld`; `Int8`,
/// `Int16`, `Int32` `%d`; `UInt`, `UInt64` `%llu`; `UInt8`, `UInt16`, `UInt32` `%u`; `Float` `%f`;
/// `Double` `%lf`.
public protocol _FormatSpecifiable: Equatable, Sendable {}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
