/// A position in a UTF-8 text.
///
/// Lines and columns start at 1. Columns count UTF-8 bytes from the start of the line,
/// as the Swift compiler and Clang do, so editors and IDE issue navigators that consume
/// `path:line:column:` diagnostics land on the right character.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    // Stored in 32 bits: every value and key of a parsed catalog carries a location, and the
    // smaller tree is measurably faster to build and free. Catalogs do not reach 4 GiB.
    // Inlinable: every reader makes one for each key and value it reads.
    @usableFromInline var storedLine: UInt32
    @usableFromInline var storedColumn: UInt32

    /// The 1-based line number.
    @inlinable
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// The 1-based column, in UTF-8 bytes.
    @inlinable
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Creates a location from a 1-based line and a 1-based byte column.
    @inlinable
    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// `line:column`, the form used inside diagnostics.
    public var description: String { "\(line):\(column)" }

    @inlinable
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
