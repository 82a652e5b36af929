/// What failed, with every diagnostic found on the way, in the order of the inputs: the one
/// error every stage throws (reading, translating, rendering, writing, checking), so that a
/// stage passes another's problems on as they are.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic, errors and warnings; at least one is an error.
    public var diagnostics: [Diagnostic]

    /// Creates an error from its diagnostics.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Creates an error from one diagnostic.
    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    /// The diagnostics, one per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
