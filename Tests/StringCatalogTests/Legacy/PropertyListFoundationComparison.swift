import Foundation
@testable import LegacyReader

/// Compares what `PropertyListXMLParser` reads with what Foundation's
/// `PropertyListSerialization` reads from the same bytes.
enum PropertyListFoundationComparison {
    /// What Foundation reads from `bytes`, or its error's description.
    static func foundationValue(of bytes: [UInt8]) -> Result<Any, FoundationError> {
        do {
            return .success(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil))
        } catch {
            let debugDescription = (error as NSError).userInfo["NSDebugDescription"] as? String
            return .failure(FoundationError(description: debugDescription ?? "\(error)"))
        }
    }

    struct FoundationError: Error, CustomStringConvertible {
        var description: String
    }

    /// The first difference between `node` and Foundation's value for it, as a sentence naming
    /// where it is; `nil` when they are equal. A dictionary's repeated key compares by its last
    /// value, as Foundation keeps the last.
    static func difference(_ node: PropertyListNode, _ foundation: Any, at path: String = "root") -> String? {
        func mismatch(_ expected: String) -> String {
            "\(path): parsed \(expected), Foundation has \(type(of: foundation)) \(foundation)"
        }
        switch node.value {
        case .string(let text):
            return foundation as? String == text ? nil : mismatch("string \(text.debugDescription)")
        case .bool(let flag):
            guard type(of: foundation) == Bool.self, foundation as? Bool == flag else { return mismatch("bool \(flag)") }
            return nil
        case .integer(let text):
            guard type(of: foundation) != Bool.self, let number = foundation as? NSNumber, let expected = integerValue(text) else {
                return mismatch("integer \(text)")
            }
            let equal = switch expected {
            case .negative(let value): number.int64Value == value
            case .nonNegative(let value): number.uint64Value == value
            }
            return equal ? nil : mismatch("integer \(text)")
        case .real(let text):
            guard type(of: foundation) != Bool.self, let number = foundation as? NSNumber, let expected = Double(text) else {
                return mismatch("real \(text)")
            }
            let actual = number.doubleValue
            return actual == expected || actual.isNaN && expected.isNaN ? nil : mismatch("real \(text)")
        case .date(let text):
            guard let date = foundation as? Date, let expected = dateValue(text) else { return mismatch("date \(text)") }
            return date == expected ? nil : mismatch("date \(text)")
        case .data(let bytes):
            return foundation as? Data == Data(bytes) ? nil : mismatch("data \(bytes)")
        case .array(let elements):
            guard let array = foundation as? [Any], array.count == elements.count else {
                return mismatch("an array of \(elements.count)")
            }
            for (offset, element) in elements.enumerated() {
                if let difference = difference(element, array[offset], at: "\(path)[\(offset)]") { return difference }
            }
            return nil
        case .dictionary(let members):
            var lastValues: [String: PropertyListNode] = [:]
            for member in members { lastValues[member.key] = member.value }
            guard let dictionary = foundation as? [String: Any], Set(dictionary.keys) == Set(lastValues.keys) else {
                return mismatch("a dictionary with keys \(lastValues.keys.sorted())")
            }
            for key in lastValues.keys.sorted() {
                if let difference = difference(lastValues[key]!, dictionary[key]!, at: "\(path)[\(key.debugDescription)]") {
                    return difference
                }
            }
            return nil
        }
    }

    enum IntegerValue {
        case negative(Int64)
        case nonNegative(UInt64)
    }

    /// The value of an integer as the parser keeps it: a sign, then digits or `0x` and hex digits.
    static func integerValue(_ text: String) -> IntegerValue? {
        var digits = Substring(text)
        let isNegative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
            radix = 16
        }
        guard let magnitude = UInt64(digits, radix: radix) else { return nil }
        guard isNegative else { return .nonNegative(magnitude) }
        if magnitude == UInt64(Int64.max) + 1 { return .negative(Int64.min) }
        return Int64(exactly: magnitude).map { .negative(-$0) }
    }

    /// The date that `2001-12-31T23:59:59Z` stands for, in UTC and the proleptic Gregorian
    /// calendar, as Foundation's reader counts (`Calendar` would switch to the Julian calendar
    /// before 1582).
    static func dateValue(_ text: String) -> Date? {
        let isNegative = text.hasPrefix("-")
        let fields = text.dropFirst(isNegative ? 1 : 0).split(whereSeparator: { "-T:Z".contains($0) }).compactMap { Int($0) }
        guard fields.count == 6, (1...12).contains(fields[1]) else { return nil }
        let (month, day) = (fields[1], fields[2])
        // Days since 1970-01-01, counting years from March so that the leap day ends a year.
        let year = (isNegative ? -fields[0] : fields[0]) - (month <= 2 ? 1 : 0)
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + fields[3] * 3_600 + fields[4] * 60 + fields[5]
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}
