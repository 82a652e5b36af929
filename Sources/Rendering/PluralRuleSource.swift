import InputText
import PluralRules

/// CLDR's plural rules of a module's languages as Swift, for the `string` template's lookup:
/// languages whose rules are the same share one `case`, and languages whose only category is
/// `other` (or that CLDR does not know) need none.
struct PluralRuleSource: Sendable {
    /// Languages as a `case` pattern (`"de", "en"`), with each category's condition.
    struct Group: Sendable {
        var languages: [String]
        var conditions: [(category: String, condition: String)]
    }

    var groups: [Group]

    /// The rules of `languages` (catalog language codes, such as `pt-BR`), grouped.
    init(languages: [String]) {
        var groups: [Group] = []
        var indexByConditions: [String: Int] = [:]
        for language in Set(languages).sortedOutOfLine() {
            guard let rules = PluralRules.cardinal(forLanguage: language), !rules.conditions.isEmpty else { continue }
            let conditions = rules.conditions.map { (category: $0.category.rawValue, condition: $0.condition.swiftExpression) }
            let signature = conditions.map { "\($0.category): \($0.condition)" }.joined(separator: "; ")
            if let index = indexByConditions[signature] {
                groups[index].languages.append(language)
            } else {
                indexByConditions[signature] = groups.count
                groups.append(Group(languages: [language], conditions: conditions))
            }
        }
        self.groups = groups
    }
}

extension PluralCondition {
    /// The condition as a Swift expression over operands named `n` (`n.i % 10 == 1 && n.v == 0`),
    /// of the generated `PluralOperands`: `n.n` a `Double`, the others integers.
    var swiftExpression: String {
        alternatives.map { relations in
            relations.map(\.swiftExpression).joined(separator: " && ")
        }.joined(separator: " || ")
    }
}

extension PluralCondition.Relation {
    var swiftExpression: String {
        let isDouble = operand == .n
        var value = "n.\(operand.rawValue)"
        if let modulus {
            value = isDouble ? "\(value).truncatingRemainder(dividingBy: \(modulus))" : "\(value) % \(modulus)"
        }
        func test(_ range: ClosedRange<Int>, negated: Bool) -> String {
            if range.lowerBound == range.upperBound { return "\(value) \(negated ? "!=" : "==") \(range.lowerBound)" }
            let bounds = "\(range.lowerBound)...\(range.upperBound)"
            let test = isDouble ? "PluralOperands.integral(\(value), in: \(bounds))" : "(\(bounds)).contains(\(value))"
            return negated ? "!" + test : test
        }
        if ranges.count == 1 { return test(ranges[0], negated: negated) }
        let any = "(" + ranges.map { test($0, negated: false) }.joined(separator: " || ") + ")"
        return negated ? "!" + any : any
    }
}
