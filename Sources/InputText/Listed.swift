/// `items` as a sentence lists them: `'a', 'b' and 'c'`; one item alone; nothing for none.
package func listed(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
}
