/// A list whose elements are made when a template reaches them.
///
/// A long list of costly values need not exist all at once: an element made on demand lives only
/// while its part of the template renders, and a long list renders on every core, each core
/// making the elements it renders. Templates cannot tell it from ``MustacheValue/array(_:)``.
///
/// An element is made each time it is read: a template that walks the list twice makes every
/// element twice. Two lists are equal when their elements are.
public struct MustacheList: Sendable, Hashable {
    /// The number of elements.
    public let count: Int
    private let make: @Sendable (Int) -> MustacheValue

    /// Creates a list of `count` elements; `element` makes the one at an index, the same value
    /// every time it is asked for that index.
    public init(count: Int, element: @escaping @Sendable (Int) -> MustacheValue) {
        self.count = count
        make = element
    }

    /// The element at `index`, made now.
    public subscript(index: Int) -> MustacheValue {
        make(index)
    }

    /// Every element, made now.
    public var elements: [MustacheValue] {
        (0..<count).map(make)
    }

    public static func == (lhs: MustacheList, rhs: MustacheList) -> Bool {
        lhs.count == rhs.count && lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}
