// Stand-in for Foundation's `String(localized: LocalizedStringResource)`, which Linux Foundation
// does not have, and the test registry it resolves against.
//
// Part of the test stand-in in Tests/StandIn (see LocalizationValue.swift). Apple looks a resource up
// in the string tables of its bundle; here a test registers the formats it expects to be looked up,
// keyed by bundle, table and key, so that a wrong bundle, table or key shows as the default value
// instead of the registered text.

import Foundation

extension String {
    /// Stand-in for `String.init(localized resource: LocalizedStringResource)` (Foundation; macOS 13,
    /// iOS 16, tvOS 16, watchOS 9): the format registered for the resource's bundle, table and key
    /// (`StandInStrings.register`), or else its default value's format, filled with the default
    /// value's arguments in interpolation order and formatted in the resource's locale.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = StandInStrings.resolve(resource).string
    }
}

/// Not Apple API: the test side of the stand-in. Registers the formats that `String(localized:)`
/// finds, and reports how a resource resolved.
///
/// The registry is the stand-in's only global mutable state: a process-wide table behind a lock,
/// standing for the compiled string tables of every bundle.
public enum StandInStrings {
    /// Which bundle a `LocalizedStringResource.BundleDescription` designates, comparable so that a
    /// test can register for it.
    public enum BundleIdentity: Hashable, Sendable, CustomStringConvertible {
        /// `.main`.
        case main
        /// `.atURL(url)`: the standardized path of the bundle directory, without a trailing slash.
        case directory(String)
        /// `.forClass(c)`: the module that defines `c`, whose bundle Apple's `Bundle(for:)` finds.
        case module(String)

        /// The identity of the bundle that `description` designates.
        public init(_ description: LocalizedStringResource.BundleDescription) {
            switch description {
            case .main: self = .main
            case .atURL(let url): self.init(url: url)
            case .forClass(let aClass):
                // `String(reflecting:)` starts with the defining module, even for a private class:
                // `AppResources.AppResourcesStringsBundle.(unknown context at $…).Anchor`.
                self = .module(String(String(reflecting: aClass).prefix { $0 != "." }))
            }
        }

        /// The identity of the bundle directory at `url`.
        public init(url: URL) {
            var path = url.standardizedFileURL.path
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            self = .directory(path)
        }

        public var description: String {
            switch self {
            case .main: "main"
            case .directory(let path): "directory \(path)"
            case .module(let name): "module \(name)"
            }
        }
    }

    /// How one resource resolved.
    public struct Resolution: Hashable, Sendable, CustomStringConvertible {
        /// The bundle the resource designates.
        public var bundle: BundleIdentity
        /// The table looked up: the resource's, or `Localizable` when it has none.
        public var table: String
        /// The key looked up.
        public var key: String
        /// The format registered for bundle, table and key; `nil` when none was, and the default
        /// value was used.
        public var registeredFormat: String?
        /// The default value's format key, as Apple builds it: `"%lld %@"` for `"\(arg1) \(arg2)"`.
        public var defaultFormat: String
        /// The default value's arguments in interpolation order, as `Int64(3)`, `String("Ana")`.
        public var arguments: [String]
        /// Why the arguments do not fit the format, when they do not; `string` then says so
        /// instead of formatting (which could crash, as it can on Apple platforms).
        public var problem: String?
        /// The resolved string.
        public var string: String

        /// One line: `bundle=… table=… key=… registered=… default=… arguments=[…] -> string`.
        public var description: String {
            let registered = registeredFormat.map { String(reflecting: $0) } ?? "none"
            return "bundle=\(bundle) table=\(table) key=\(String(reflecting: key)) registered=\(registered) "
                + "default=\(String(reflecting: defaultFormat)) arguments=[\(arguments.joined(separator: ", "))] "
                + "-> \(String(reflecting: string))"
        }
    }

    /// Registers `format` as the value of `key` in `table` of `bundle`, replacing any earlier one.
    /// The format is what a compiled string table holds: printf specifiers, positional or not.
    public static func register(_ format: String, key: String, table: String = "Localizable", bundle: BundleIdentity) {
        registry.withLock { $0[Entry(bundle: bundle, table: table, key: key)] = format }
    }

    /// Removes every registered format.
    public static func unregisterAll() {
        registry.withLock { $0.removeAll() }
    }

    /// The bundle URL of module `module`'s stand-in `Bundle.module` (BundleModule.swift): a
    /// directory `StringSymbolsStandIn/<module>.resources` in the temporary directory.
    public static func moduleBundleURL(forModule module: String) -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("StringSymbolsStandIn", isDirectory: true)
            .appendingPathComponent("\(module).resources", isDirectory: true)
    }

    /// Resolves `resource` as `String(localized:)` does, with the details of the lookup.
    ///
    /// With no arguments the format is returned as it is, unformatted (so `100%` stays `100%`).
    public static func resolve(_ resource: LocalizedStringResource) -> Resolution {
        let bundle = BundleIdentity(resource.bundle)
        let table = resource.table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        let registered = registry.withLock { $0[Entry(bundle: bundle, table: table, key: resource.key)] }
        let value = resource.defaultValue
        let format = registered ?? value.standInFormatKey
        var problem: String?
        let string: String
        if value.standInArguments.isEmpty {
            string = format
        } else if let mismatch = FormatCheck.mismatch(format: format, arguments: value.standInArguments) {
            problem = mismatch
            string = "<stand-in: \(mismatch)>"
        } else {
            string = String(format: format, locale: resource.locale, arguments: value.standInArguments.map(\.cVarArg))
        }
        return Resolution(
            bundle: bundle, table: table, key: resource.key, registeredFormat: registered,
            defaultFormat: value.standInFormatKey, arguments: value.standInArguments.map(\.description),
            problem: problem, string: string)
    }

    private struct Entry: Hashable {
        var bundle: BundleIdentity
        var table: String
        var key: String
    }

    /// The registered formats, behind a lock.
    private static let registry = Registry()

    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var formats: [Entry: String] = [:]

        func withLock<Result>(_ body: (inout [Entry: String]) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&formats)
        }
    }
}

/// Checks a printf format against the arguments before `String(format:)` runs it, since a wrong
/// argument for `%@` crashes and a 64-bit integer for `%d` silently truncates.
private enum FormatCheck {
    /// What an argument must be to fill a conversion.
    private enum Kind: String {
        case object = "a String"
        case integer32 = "a 32-bit integer"
        case integer64 = "a 64-bit integer"
        case floatingPoint = "a Float or Double"

        func accepts(_ argument: String.LocalizationValue.FormatArgument) -> Bool {
            switch (self, argument) {
            case (.object, .string), (.integer32, .int32), (.integer32, .uint32),
                 (.integer64, .int64), (.integer64, .uint64), (.floatingPoint, .float), (.floatingPoint, .double):
                true
            default:
                false
            }
        }
    }

    /// A description of the first argument that does not fit `format`, or `nil` when all fit.
    static func mismatch(format: String, arguments: [String.LocalizationValue.FormatArgument]) -> String? {
        // Scalar by scalar, as printf reads its format: `%@` followed by a joiner is one character.
        let characters = Array(format.unicodeScalars)
        var index = 0
        var nextSequential = 1
        while index < characters.count {
            guard characters[index] == "%" else { index += 1; continue }
            let start = index
            index += 1
            guard index < characters.count else { return "format ends in a lone %" }
            if characters[index] == "%" { index += 1; continue }
            // [argnum$]
            var digits = ""
            var lookahead = index
            while lookahead < characters.count, ("0"..."9").contains(characters[lookahead]) {
                digits.unicodeScalars.append(characters[lookahead]); lookahead += 1
            }
            var position: Int?
            if !digits.isEmpty, lookahead < characters.count, characters[lookahead] == "$" {
                position = Int(digits)
                index = lookahead + 1
            }
            // flags, width, precision
            while index < characters.count, "-+ #0'".unicodeScalars.contains(characters[index]) { index += 1 }
            while index < characters.count, ("0"..."9").contains(characters[index]) { index += 1 }
            if index < characters.count, characters[index] == "." {
                index += 1
                while index < characters.count, ("0"..."9").contains(characters[index]) { index += 1 }
            }
            // length
            var length = ""
            while index < characters.count, "hlqLzjt".unicodeScalars.contains(characters[index]) {
                length.unicodeScalars.append(characters[index]); index += 1
            }
            guard index < characters.count else { return "format ends inside \(String(String.UnicodeScalarView(characters[start...])))" }
            let conversion = characters[index]
            index += 1
            let specifier = String(String.UnicodeScalarView(characters[start..<index]))
            let wide = ["l", "ll", "q", "j", "z", "t"].contains(length)
            let kind: Kind
            switch conversion {
            case "@": kind = .object
            case "d", "i", "u", "x", "X", "o": kind = wide ? .integer64 : .integer32
            case "D", "U", "O": kind = .integer64
            case "c": kind = .integer32
            case "f", "F", "e", "E", "g", "G", "a", "A": kind = .floatingPoint
            default: return "the stand-in does not support \(specifier)"
            }
            let argumentNumber = position ?? nextSequential
            if position == nil { nextSequential += 1 }
            guard argumentNumber >= 1, argumentNumber <= arguments.count else {
                return "\(specifier) needs argument \(argumentNumber), but there are \(arguments.count)"
            }
            let argument = arguments[argumentNumber - 1]
            guard kind.accepts(argument) else {
                return "\(specifier) needs \(kind.rawValue) for argument \(argumentNumber), got \(argument.description)"
            }
        }
        return nil
    }
}
