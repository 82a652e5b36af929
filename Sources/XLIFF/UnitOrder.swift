import InputText

/// The order of units in Xcode's XLIFF: by id, UTF-16 code unit by code unit, except that runs
/// of ASCII digits compare by their numbers (`90°` before `180°`, `Portrait 90°` before
/// `Portrait 270°`); case counts (`Rotate Screen` before `Rotate screen`). Measured on every
/// `<file>` of Xcode's exports at hand (310, of Xcode 15.3 to 27): each is in this order. Ids
/// whose numbers are equal but written differently (`1`, `01`) are ordered by their code units.
enum UnitOrder {
    /// `elements` ordered by the ids `id` gives, each id's code units taken once.
    static func sorted<Element>(_ elements: [Element], by id: (Element) -> String) -> [Element] {
        let ids = elements.map { Array(id($0).utf16) }
        return positionsSorted(count: elements.count) { precedes(ids[$0], ids[$1]) }.map { elements[$0] }
    }

    private static func precedes(_ lhs: [UInt16], _ rhs: [UInt16]) -> Bool {
        compareNumerically(lhs, rhs) ?? lhs.lexicographicallyPrecedes(rhs)
    }

    /// Whether `lhs` comes first; `nil` when the two are equal with numbers compared by value.
    private static func compareNumerically(_ lhs: [UInt16], _ rhs: [UInt16]) -> Bool? {
        var left = 0, right = 0
        while left < lhs.count && right < rhs.count {
            if isDigit(lhs[left]) && isDigit(rhs[right]) {
                let leftEnd = lhs[left...].firstIndex { !isDigit($0) } ?? lhs.count
                let rightEnd = rhs[right...].firstIndex { !isDigit($0) } ?? rhs.count
                let leftDigits = lhs[left..<leftEnd].drop { $0 == 0x30 }
                let rightDigits = rhs[right..<rightEnd].drop { $0 == 0x30 }
                if leftDigits.count != rightDigits.count { return leftDigits.count < rightDigits.count }
                if !leftDigits.elementsEqual(rightDigits) { return leftDigits.lexicographicallyPrecedes(rightDigits) }
                left = leftEnd
                right = rightEnd
                continue
            }
            if lhs[left] != rhs[right] { return lhs[left] < rhs[right] }
            left += 1
            right += 1
        }
        let leftRest = lhs.count - left, rightRest = rhs.count - right
        return leftRest == rightRest ? nil : leftRest < rightRest
    }

    private static func isDigit(_ unit: UInt16) -> Bool {
        unit >= 0x30 && unit <= 0x39
    }
}
