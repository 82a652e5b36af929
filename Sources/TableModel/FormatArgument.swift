
/// One argument of a format string, gathered from every placeholder that uses its number.
public struct FormatArgument: Hashable, Sendable {
    /// How a placeholder uses the argument.
    public enum Role: Hashable, Sendable {
        /// The value that is printed (or selects a substitution's variant).
        case value
        /// The field width of a `*` or `*n$` width.
        case width
        /// The precision of a `.*` or `.*n$` precision.
        case precision
    }

    /// One placeholder's use of the argument.
    public struct Use: Hashable, Sendable {
        /// How the placeholder uses the argument.
        public var role: Role
        /// The placeholder's specifier as written, such as `%2$@`.
        public var text: String
        /// Offset of the placeholder in the UTF-8 encoding of the format string.
        public var utf8Offset: Int
        /// Length of the placeholder in UTF-8 bytes.
        public var utf8Length: Int

        /// Creates a use.
        public init(role: Role, text: String, utf8Offset: Int, utf8Length: Int) {
            self.role = role
            self.text = text
            self.utf8Offset = utf8Offset
            self.utf8Length = utf8Length
        }
    }

    /// The argument number, counted from 1: the position in the argument list.
    public var number: Int
    /// The Swift type, from the first use that determines one; `nil` when only substitutions of
    /// unknown type use the argument.
    public var type: FormatArgumentType?
    /// The label: the first name of a named placeholder `%(name)…` or substitution `%#@name@`.
    public var name: String?
    /// The substitution that uses the argument, if any.
    public var substitutionName: String?
    /// Every use, in order of appearance.
    public var uses: [Use]

    /// Creates an argument.
    public init(number: Int, type: FormatArgumentType?, name: String?, substitutionName: String?, uses: [Use]) {
        self.number = number
        self.type = type
        self.name = name
        self.substitutionName = substitutionName
        self.uses = uses
    }
}

/// What a catalog says about a substitution, for numbering its `%#@name@` reference.
public struct FormatSubstitutionInfo: Hashable, Sendable {
    /// The substitution's `argNum`; when `nil`, the reference is numbered by its position.
    public var argumentNumber: Int?
    /// The type of the substitution's `formatSpecifier` (see
    /// ``FormatArgumentType/init(formatSpecifier:)``).
    public var type: FormatArgumentType?

    /// Creates substitution information.
    public init(argumentNumber: Int? = nil, type: FormatArgumentType? = nil) {
        self.argumentNumber = argumentNumber
        self.type = type
    }
}

/// The arguments of a format string in argument-number order, with what is wrong with them.
public struct FormatArgumentList: Hashable, Sendable {
    /// The arguments that are used, ascending by ``FormatArgument/number``. A number that no
    /// placeholder uses is absent here and reported in ``diagnostics``.
    public var arguments: [FormatArgument]
    /// Problems with the numbering, in order of position.
    public var diagnostics: [FormatArgumentDiagnostic]

    /// Creates a list.
    public init(arguments: [FormatArgument], diagnostics: [FormatArgumentDiagnostic]) {
        self.arguments = arguments
        self.diagnostics = diagnostics
    }

    /// The Swift types in argument order (`nil` for a substitution of unknown type).
    public var types: [FormatArgumentType?] { arguments.map(\.type) }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The argument each placeholder prints (or selects a substitution's case with), by the
    /// placeholder's UTF-8 offset in the format string.
    public var valueArgumentNumbersByOffset: [Int: Int] {
        var numbers: [Int: Int] = [:]
        for argument in arguments {
            for use in argument.uses where use.role == .value { numbers[use.utf8Offset] = argument.number }
        }
        return numbers
    }
}

/// A problem with the arguments of a format string.
public struct FormatArgumentDiagnostic: Hashable, Sendable {
    /// How serious the problem is.
    public enum Severity: Hashable, Sendable {
        /// The string still has one clear meaning.
        case warning
        /// Foundation cannot format the string reliably (it reads arguments by position and type).
        case error
    }

    /// The problem.
    public enum Kind: Hashable, Sendable {
        /// No placeholder uses these numbers, but higher ones are used (`%1$@ %3$@`). Error.
        case missingArguments(ClosedRange<Int>)
        /// Placeholders use one number with two types (`%1$@ %1$lld`). Error.
        case conflictingTypes(argument: Int, FormatArgumentType, FormatArgumentType)
        /// Placeholders give one number two names (`%1$(a)@ %1$(b)@`). Warning.
        case conflictingNames(argument: Int, String, String)
        /// Two numbers have the same name (`%(n)d %(n)d`), so their labels would clash. Warning.
        case duplicateName(String, arguments: [Int])
        /// Positional (`%1$@`) and implicitly numbered (`%@`) placeholders are mixed. Warning.
        case mixedNumbering
        /// The text reads more arguments than Foundation numbers (it keeps an argument's number
        /// in a signed byte, so the 128th and later are read from the wrong place). Error.
        case tooManyArguments(Int)
    }

    /// The problem.
    public var kind: Kind
    /// How serious it is.
    public var severity: Severity
    /// A message for the user.
    public var message: String
    /// Offset of the placeholder the problem is reported at, in UTF-8 bytes.
    public var utf8Offset: Int
    /// Length of that placeholder in UTF-8 bytes.
    public var utf8Length: Int

    /// Creates a diagnostic.
    public init(kind: Kind, severity: Severity, message: String, utf8Offset: Int, utf8Length: Int) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.utf8Offset = utf8Offset
        self.utf8Length = utf8Length
    }
}

extension FormatSubstitutionInfo {
    /// What ``FormatString/arguments(substitutions:)`` needs of each substitution of a
    /// localization, by name: its `argNum` and the type of its format specifier (`nil` when the
    /// specifier is no printf conversion).
    public static func table(for substitutions: [Substitution]) -> [String: FormatSubstitutionInfo] {
        table(substitutions.lazy.map { ($0.name, $0.argumentNumber, $0.formatSpecifier) })
    }

    /// The table of substitutions given by name, `argNum` and format specifier.
    public static func table(
        _ substitutions: some Sequence<(name: String, argumentNumber: Int?, formatSpecifier: String)>
    ) -> [String: FormatSubstitutionInfo] {
        var table: [String: FormatSubstitutionInfo] = [:]
        for (name, argumentNumber, formatSpecifier) in substitutions {
            table[name] = FormatSubstitutionInfo(argumentNumber: argumentNumber, type: FormatArgumentType(formatSpecifier: formatSpecifier))
        }
        return table
    }
}
