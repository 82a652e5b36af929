import Foundation
import InputText

/// A member of a JSON object whose value the parser stepped over instead of parsing, so that it
/// can be parsed later, on any thread, with the same positions and depth limit as in place.
///
/// The catalog reader parses a large catalog's entries this way, each on the core that decodes
/// it, so the whole document's tree never exists at once.
package struct DeferredMember: KeyedMember, Sendable {
    /// The decoded key.
    package var key: String
    /// Where the key's opening quote is.
    package var keyLocation: SourceLocation
    /// The offsets of the value's first byte and of the byte after its last.
    package var valueRange: Range<Int>
    /// The line of the value's first byte, and the offset where that line starts.
    package var line: Int
    package var lineStart: Int
    /// The nesting depth of the object that holds the member.
    package var depth: Int
}

extension JSONScanner {
    /// Parses a document as ``parseDocument()`` does, except that the members of the root
    /// object's member `deferredKey`, when that is an object, are stepped over and returned as
    /// ``DeferredMember``s. In the root, that member's value is an empty object at the same place.
    ///
    /// Stepping over a value checks little beyond where it ends, so a value it passes may still
    /// hold a syntax error: ``parseDeferredValue(_:)`` finds it. On any syntax error the caller
    /// parses the whole document with ``parseDocument()``, which reports the first one.
    ///
    /// - Returns: `nil` when the root is not an object, or its member `deferredKey` is missing,
    ///   repeated or not an object: then there is nothing to gain, and the caller parses the
    ///   whole document.
    ///
    /// `stepped` is given each deferred member as soon as it is stepped over, so that work on
    /// the members can start while the scanner goes on.
    package mutating func parseDocument(
        deferringMembersOf deferredKey: String, stepped: (DeferredMember) -> Void = { _ in }
    ) throws(JSONSyntaxError) -> (root: JSONValue, deferred: [DeferredMember])? {
        try skipByteOrderMark()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        let rootLocation = location
        var members: [JSONObject.Member] = []
        var deferred: [DeferredMember]?
        if try enterContainer(closedBy: UInt8(ascii: "}")) {
            repeat {
                let (key, keyLocation) = try parseMemberKey()
                if key == deferredKey {
                    guard deferred == nil, index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
                    let valueLocation = location
                    deferred = try stepOverMembers(stepped: stepped)
                    members.append(JSONObject.Member(key: key, keyLocation: keyLocation, value: JSONValue(.object(JSONObject(members: [])), at: valueLocation)))
                } else {
                    members.append(JSONObject.Member(key: key, keyLocation: keyLocation, value: try parseValue()))
                }
            } while try parseSeparator(closing: UInt8(ascii: "}"))
        }
        try expectEndOfDocument()
        guard let deferred else { return nil }
        return (JSONValue(.object(JSONObject(members: members)), at: rootLocation), deferred)
    }

    /// Parses one value that ``parseDocument(deferringMembersOf:)`` stepped over.
    package mutating func parseDeferredValue(_ member: DeferredMember) throws(JSONSyntaxError) -> JSONValue {
        index = member.valueRange.lowerBound
        line = member.line
        lineStart = member.lineStart
        depth = member.depth
        let value = try parseValue()
        guard index == member.valueRange.upperBound else {
            // Only text that is not JSON can end elsewhere than where stepping over it ended.
            throw JSONSyntaxError("the value does not end where it was expected to", at: location)
        }
        return value
    }

    /// Parses one value that ``parseDocument(deferringMembersOf:)`` stepped over, as
    /// ``parseDeferredValue(_:)`` does, except that when it is an object, the members of its
    /// member `pruned` (when that is an object) whose keys `keeps` refuses are stepped over and
    /// left out: a catalog entry's localizations in languages a reader does not need. A member
    /// left out is checked no further than where it ends.
    package mutating func parseDeferredValue(
        _ member: DeferredMember, pruning pruned: String, keeping keeps: (String) -> Bool
    ) throws(JSONSyntaxError) -> JSONValue {
        index = member.valueRange.lowerBound
        line = member.line
        lineStart = member.lineStart
        depth = member.depth
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return try parseDeferredValue(member) }
        let start = location
        var members: [JSONObject.Member] = []
        if try enterContainer(closedBy: UInt8(ascii: "}")) {
            repeat {
                let (key, keyLocation) = try parseMemberKey()
                let value: JSONValue
                if key == pruned, index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                    let objectStart = location
                    var kept: [JSONObject.Member] = []
                    if try enterContainer(closedBy: UInt8(ascii: "}")) {
                        repeat {
                            let (innerKey, innerKeyLocation) = try parseMemberKey()
                            if keeps(innerKey) {
                                kept.append(JSONObject.Member(key: innerKey, keyLocation: innerKeyLocation, value: try parseValue()))
                            } else {
                                try stepOverValue()
                            }
                        } while try parseSeparator(closing: UInt8(ascii: "}"))
                    }
                    value = JSONValue(.object(JSONObject(members: kept)), at: objectStart)
                } else {
                    value = try parseValue()
                }
                members.append(JSONObject.Member(key: key, keyLocation: keyLocation, value: value))
            } while try parseSeparator(closing: UInt8(ascii: "}"))
        }
        guard index == member.valueRange.upperBound else {
            throw JSONSyntaxError("the value does not end where it was expected to", at: location)
        }
        return JSONValue(.object(JSONObject(members: members)), at: start)
    }

    /// Steps over the members of the object at the cursor, keeping each key and where its value is.
    private mutating func stepOverMembers(stepped: (DeferredMember) -> Void) throws(JSONSyntaxError) -> [DeferredMember] {
        var members: [DeferredMember] = []
        guard try enterContainer(closedBy: UInt8(ascii: "}")) else { return members }
        let objectDepth = depth
        repeat {
            let (key, keyLocation) = try parseMemberKey()
            let (valueLine, valueLineStart, valueStart) = (line, lineStart, index)
            try stepOverValue()
            let member = DeferredMember(key: key, keyLocation: keyLocation, valueRange: valueStart..<index, line: valueLine, lineStart: valueLineStart, depth: objectDepth)
            stepped(member)
            members.append(member)
        } while try parseSeparator(closing: UInt8(ascii: "}"))
        return members
    }

    /// Moves the cursor past the value at it. Arrays and objects are stepped over by counting
    /// brackets outside strings, keeping track of lines; other values are parsed.
    package mutating func stepOverValue() throws(JSONSyntaxError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else {
            _ = try parseValue()
            return
        }
        var nesting = 0
        while index < bytes.count {
            // Most bytes are indentation, and text inside strings: pass over them in tight loops,
            // runs of spaces eight bytes at a time.
            while let word = word(at: index) {
                let spaces = Self.leadingSpaceCount(word)
                index += spaces
                if spaces < 8 { break }
            }
            while index < bytes.count, !Self.isStructural(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                nesting += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                nesting -= 1
                index += 1
                if nesting == 0 { return }
            case UInt8(ascii: "\""):
                // A line break inside a string is an error that parsing the value reports.
                index = endOfString(from: index + 1)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                stepOverLineBreak()
            default:
                index += 1
            }
        }
        throw JSONSyntaxError("unexpected end of input", at: location)
    }

    /// The offset after the quote that closes the string whose text starts at `start`, or past
    /// the end of the bytes when it is not closed.
    private func endOfString(from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count {
            guard let quote = memchr(bytes.baseAddress! + cursor, Int32(UInt8(ascii: "\"")), bytes.count - cursor) else { break }
            let offset = bytes.baseAddress!.distance(to: quote.assumingMemoryBound(to: UInt8.self))
            // The quote is escaped when an odd number of backslashes precede it.
            var backslashes = 0
            while offset - backslashes - 1 >= start, bytes[offset - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 { return offset + 1 }
            cursor = offset + 1
        }
        return bytes.count + 1
    }

    /// Whether `byte` matters when stepping over a value: a bracket, a quote or a line break.
    private static func isStructural(_ byte: UInt8) -> Bool {
        // One bit per ASCII byte: \n \r " in the first word, [ ] { } in the second.
        let low: UInt64 = 1 << 0x0A | 1 << 0x0D | 1 << 0x22
        let high: UInt64 = 1 << (0x5B - 64) | 1 << (0x5D - 64) | 1 << (0x7B - 64) | 1 << (0x7D - 64)
        return byte < 64 ? low >> byte & 1 == 1 : byte < 128 && high >> (byte - 64) & 1 == 1
    }
}
