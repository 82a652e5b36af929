
/// One condition of a CLDR plural rule, such as `v in 0 and i mod 10 in 2..4 and i mod 100 not
/// in 12..14`: relations joined by `and`, alternatives joined by `or`.
///
/// The syntax is CLDR's (unicode.org/reports/tr35/tr35-numbers.html#Language_Plural_Rules):
/// operands `n i v w f t e c`, `mod` (or `%`), `in` / `not in` (or `=` / `!=`) with values and
/// ranges separated by commas.
package struct PluralCondition: Hashable, Sendable, CustomStringConvertible {
    /// An operand of the rules.
    package enum Operand: String, Hashable, Sendable {
        case n, i, v, w, f, t, e
    }

    /// `operand [mod modulus] [not] in ranges`.
    package struct Relation: Hashable, Sendable {
        package var operand: Operand
        package var modulus: Int?
        package var negated: Bool
        package var ranges: [ClosedRange<Int>]
    }

    /// Alternatives (`or`), each relations that must all hold (`and`).
    package var alternatives: [[Relation]]

    /// Parses `text`; `nil` when it is not a condition in CLDR's syntax.
    package init?(parsing text: String) {
        var tokens = PluralConditionTokens(text)
        var alternatives: [[Relation]] = []
        repeat {
            var relations: [Relation] = []
            repeat {
                guard let relation = Self.relation(from: &tokens) else { return nil }
                relations.append(relation)
            } while tokens.consume("and")
            alternatives.append(relations)
        } while tokens.consume("or")
        guard tokens.isAtEnd, !alternatives.isEmpty else { return nil }
        self.alternatives = alternatives
    }

    private static func relation(from tokens: inout PluralConditionTokens) -> Relation? {
        guard let name = tokens.next(), let operand = Operand(rawValue: name == "c" ? "e" : name) else { return nil }
        var modulus: Int?
        if tokens.consume("mod") || tokens.consume("%") {
            guard let value = tokens.next().flatMap({ Int($0) }), value > 0 else { return nil }
            modulus = value
        }
        let negated: Bool
        if tokens.consume("not") {
            guard tokens.consume("in") else { return nil }
            negated = true
        } else if tokens.consume("in") || tokens.consume("=") {
            negated = false
        } else if tokens.consume("!=") {
            negated = true
        } else {
            return nil
        }
        var ranges: [ClosedRange<Int>] = []
        repeat {
            guard let token = tokens.next() else { return nil }
            let bounds = token.split(separator: ".", omittingEmptySubsequences: true)
            if token.contains("..") {
                guard bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low <= high else { return nil }
                ranges.append(low...high)
            } else {
                guard let value = Int(token) else { return nil }
                ranges.append(value...value)
            }
        } while tokens.consume(",")
        return Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
    }

    /// Whether a relation reads the exponent of compact notation (`e`).
    package var readsExponent: Bool {
        alternatives.contains { $0.contains { $0.operand == .e } }
    }

    /// Whether the condition holds for `operands`.
    package func holds(for operands: PluralOperands) -> Bool {
        alternatives.contains { relations in relations.allSatisfy { $0.holds(for: operands) } }
    }

    /// The condition in CLDR's syntax, as the data writes it.
    package var description: String {
        alternatives.map { relations in
            relations.map { relation in
                let operand = relation.operand.rawValue + (relation.modulus.map { " mod \($0)" } ?? "")
                let ranges = relation.ranges.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)..\($0.upperBound)" }
                return operand + (relation.negated ? " not in " : " in ") + ranges.joined(separator: ",")
            }.joined(separator: " and ")
        }.joined(separator: " or ")
    }
}

extension PluralCondition.Relation {
    /// Whether the relation holds. A value with a fraction (only `n` can have one) is in no
    /// range, as CLDR specifies.
    func holds(for operands: PluralOperands) -> Bool {
        let value: Double
        switch operand {
        case .n: value = operands.n
        case .i: value = Double(operands.i)
        case .v: value = Double(operands.v)
        case .w: value = Double(operands.w)
        case .f: value = Double(operands.f)
        case .t: value = Double(operands.t)
        case .e: value = Double(operands.e)
        }
        let reduced = modulus.map { value.truncatingRemainder(dividingBy: Double($0)) } ?? value
        let isIn = reduced.rounded(.towardZero) == reduced
            && ranges.contains { Double($0.lowerBound) <= reduced && reduced <= Double($0.upperBound) }
        return isIn != negated
    }
}

/// The words of a condition: names, numbers, ranges (`2..4`), `,`, `=`, `!=`, `%`.
struct PluralConditionTokens {
    private var tokens: [String]
    private var position = 0

    init(_ text: String) {
        var tokens: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " {
                flush()
            } else if character == "," || character == "=" || character == "%" {
                flush()
                tokens.append(String(character))
            } else if character == "!", index + 1 < characters.count, characters[index + 1] == "=" {
                flush()
                tokens.append("!=")
                index += 1
            } else {
                current.append(character)
            }
            index += 1
        }
        flush()
        self.tokens = tokens
    }

    var isAtEnd: Bool { position == tokens.count }

    mutating func next() -> String? {
        guard position < tokens.count else { return nil }
        defer { position += 1 }
        return tokens[position]
    }

    mutating func consume(_ token: String) -> Bool {
        guard position < tokens.count, tokens[position] == token else { return false }
        position += 1
        return true
    }
}
