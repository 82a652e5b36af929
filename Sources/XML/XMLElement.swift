import InputText

/// An element of an XML document, with its attributes and content as the reader found them.
///
/// Names are kept as written, prefix included (`xml:space`, `xsi:schemaLocation`): the documents
/// this tool reads use fixed prefixes, so names are compared as text, not resolved to namespaces.
package struct XMLElement: Sendable, Equatable {
    /// The element's name, such as `trans-unit`.
    package var name: String
    /// The attributes in the order written, their values with references replaced and
    /// whitespace normalized as XML specifies.
    package var attributes: [XMLAttribute]
    /// The child elements and text, in document order; comments and processing instructions are
    /// left out, and the text between two of them is one piece.
    package var content: [XMLContent]
    /// The position of the element's `<`.
    package var location: SourceLocation

    package init(name: String, attributes: [XMLAttribute] = [], content: [XMLContent] = [], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.content = content
        self.location = location
    }

    /// The value of the attribute `name`, or `nil` without one.
    package func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The attribute `name`, with its position.
    package func attributeNamed(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The child elements, in order.
    package var elements: [XMLElement] {
        content.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The child elements named `name`, in order.
    package func elements(named name: String) -> [XMLElement] {
        elements.filter { $0.name == name }
    }

    /// The first child element named `name`.
    package func firstElement(named name: String) -> XMLElement? {
        for case .element(let element) in content where element.name == name { return element }
        return nil
    }

    /// The element's text: its text content with every child element's text, in order.
    package var text: String {
        var result = ""
        for piece in content {
            switch piece {
            case .text(let text, _): result += text
            case .element(let element): result += element.text
            }
        }
        return result
    }
}

/// An attribute of an element.
package struct XMLAttribute: Sendable, Equatable {
    /// The name as written, prefix included.
    package var name: String
    /// The value, references replaced and whitespace normalized.
    package var value: String
    /// The position of the attribute's name.
    package var location: SourceLocation

    package init(name: String, value: String, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// A piece of an element's content.
package enum XMLContent: Sendable, Equatable {
    /// A child element.
    case element(XMLElement)
    /// Text (character data, references and CDATA sections run together), and where it starts.
    case text(String, SourceLocation)
}
