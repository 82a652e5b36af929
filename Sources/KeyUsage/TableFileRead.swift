import InputText
import SwiftLexer

/// A table the code reads as a file and looks its keys up in itself:
/// `NSDictionary(contentsOfFile: Bundle.main.path(forResource: "KeyBinding", ofType: "strings")!)`,
/// `[NSBundle.mainBundle URLForResource:@"KeyBinding" withExtension:@"strings"]`. Any of its keys
/// may be read, as no lookup shows.
struct TableFileRead: Equatable, Sendable {
    /// The table's name: the file's without its extension.
    var table: String
    /// The file's extension: `strings` or `stringsdict`.
    var fileExtension: String
    /// Where the literal of the file's name starts (its `"`, or the `@` before it).
    var offset: Int

    /// The name after which a file's name follows in Swift: the label of `Bundle`'s methods.
    static let swiftLabel = "forResource"
    /// The same in Objective-C: the selector parts of `NSBundle`'s methods.
    static let objectiveCSelectorParts = ["pathForResource", "URLForResource"]
    private static let objectiveCSelectorPartBytes = objectiveCSelectorParts.map { Array($0.utf8) }
    /// A bit for each length of those parts.
    private static let objectiveCSelectorPartLengths = objectiveCSelectorPartBytes.reduce(UInt64(0)) { $0 | 1 << $1.count }

    /// Whether `name` is one of ``objectiveCSelectorParts``: asked of every name of every
    /// Objective-C file, and so decided by its length first.
    @inline(__always)
    static func isObjectiveCSelectorPart(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        name.count < 64 && objectiveCSelectorPartLengths & 1 << name.count != 0
            && objectiveCSelectorPartBytes.contains { $0.count == name.count && name.elementsEqual($0) }
    }

    /// The read whose resource label (``swiftLabel``, ``objectiveCSelectorParts``) ends at `end`
    /// in `bytes`: its `:`, then
    /// a literal naming a `.strings` or `.stringsdict` file, by its extension or with the next
    /// argument, `ofType:` or `withExtension:`. `nil` for any other resource, and for a name the
    /// code makes.
    static func read(after end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TableFileRead? {
        var index = end
        func skipSpaces() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        }
        func expect(_ byte: UInt8) -> Bool {
            skipSpaces()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        // A literal on one line without escapes (`"KeyBinding"`, `@"KeyBinding"`, Swift's raw
        // `#"KeyBinding"#`), as files are named: its text; `start` is where it starts.
        var start = index
        func literal() -> Range<Int>? {
            skipSpaces()
            start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "@") { index += 1 }
            var hashes = 0
            while index < bytes.count, bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            var close = index + 1
            while close < bytes.count, bytes[close] != UInt8(ascii: "\""), bytes[close] != UInt8(ascii: "\\"), bytes[close] != 0x0A { close += 1 }
            guard close < bytes.count, bytes[close] == UInt8(ascii: "\""), close + hashes < bytes.count,
                  bytes[(close + 1)..<(close + 1 + hashes)].allSatisfy({ $0 == UInt8(ascii: "#") }) else { return nil }
            defer { index = close + 1 + hashes }
            return (index + 1)..<close
        }
        guard expect(UInt8(ascii: ":")), let name = literal(), !name.isEmpty else { return nil }
        let nameStart = start
        let written = String(decoding: bytes[name], as: UTF8.self)
        for fileExtension in ["strings", "stringsdict"] where written.hasSuffix("." + fileExtension) && written.utf8.count > fileExtension.utf8.count + 1 {
            return TableFileRead(table: String(written.dropLast(fileExtension.count + 1)), fileExtension: fileExtension, offset: nameStart)
        }
        // Swift's arguments are separated by a comma, Objective-C's selector parts by spaces.
        _ = expect(UInt8(ascii: ","))
        skipSpaces()
        let labelStart = index
        while index < bytes.count, ObjectiveCScan.Reader.isNamePart(bytes[index]) { index += 1 }
        let label = bytes[labelStart..<index]
        guard label.elementsEqual("ofType".utf8) || label.elementsEqual("withExtension".utf8), expect(UInt8(ascii: ":")), let type = literal(),
              bytes[type].elementsEqual("strings".utf8) || bytes[type].elementsEqual("stringsdict".utf8)
        else { return nil }
        return TableFileRead(table: written, fileExtension: String(decoding: bytes[type], as: UTF8.self), offset: nameStart)
    }

    /// The reads of `reads` in the code of the Swift file whose `tokens` these are: not in a
    /// comment, nor in a branch no build compiles. The byte pass that finds resource labels does
    /// not tell code from comments.
    static func inCode(_ reads: [TableFileRead], tokens: [SwiftToken]) -> [TableFileRead] {
        let dead = LookupFinder.deadBranches(of: tokens)
        var literalStarts: Set<Int> = []
        for index in tokens.indices where dead.isEmpty || !dead[index] {
            if case .stringStart = tokens[index].kind { literalStarts.insert(tokens[index].range.lowerBound) }
        }
        return reads.filter { literalStarts.contains($0.offset) }
    }

    /// How a note names the read: `reading KeyBinding.strings whole at path:line:column`.
    func description(path: String, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let location = SourceLocation(offset: offset, in: bytes)
        return "reading \(table).\(fileExtension) whole at \(path):\(location.line):\(location.column)"
    }
}
