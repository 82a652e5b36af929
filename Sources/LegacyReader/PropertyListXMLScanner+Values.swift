import InputText

/// The structure of a property list: the document, `<plist>`, dictionaries, arrays and the
/// values they hold.
extension PropertyListXMLScanner {
    mutating func parseDocument() throws(PropertyListSyntaxError) -> PropertyListNode {
        try checkEncodingSignature()
        guard let tag = try nextTag(.prolog) else {
            throw PropertyListSyntaxError("no property list in the file; expected '<plist>'", at: location)
        }
        let root: PropertyListNode
        if case .opening(let opening) = tag, opening.element == .plist {
            root = try parsePlist(opening)
        } else {
            root = try parseValue(tag, in: .prolog)
        }
        if let extra = try nextTag(.epilog) {
            throw PropertyListSyntaxError("unexpected \(describe(extra)) \(Place.epilog)", at: extra.location)
        }
        return root
    }

    /// Rejects binary property lists and UTF-16 text, and steps over a UTF-8 byte order mark.
    mutating func checkEncodingSignature() throws(PropertyListSyntaxError) {
        if hasPrefix("bplist", at: 0) {
            throw PropertyListSyntaxError(
                "the file is a binary property list; convert it to XML with 'plutil -convert xml1 \(path)'", at: location
            )
        }
        // A UTF-16 byte order mark, or a NUL in the first two bytes, which UTF-16 text starting
        // with an ASCII character always has.
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) || bytes[0] == 0 || bytes[1] == 0 {
            throw PropertyListSyntaxError("the file is UTF-16; property lists are read as UTF-8 only", at: location)
        }
        if hasPrefix("\u{FEFF}", at: 0) {
            index = 3
            lineStart = 3
        }
    }

    /// Parses `<plist>` and the one value it holds.
    mutating func parsePlist(_ plist: OpeningTag) throws(PropertyListSyntaxError) -> PropertyListNode {
        guard !plist.isEmpty else { throw PropertyListSyntaxError("'<plist>' holds no value", at: plist.location) }
        guard let first = try nextTag(.inside(.plist)) else { throw unterminated(plist) }
        if case .closing(let closing) = first, closing.element == .plist {
            throw PropertyListSyntaxError("'<plist>' holds no value", at: closing.location)
        }
        let root = try parseValue(first, in: .inside(.plist))
        guard let end = try nextTag(.inside(.plist)) else { throw unterminated(plist) }
        switch end {
        case .closing(let closing):
            try expectClosing(closing, of: plist)
        case .opening(let opening):
            throw PropertyListSyntaxError("'<plist>' holds more than one value; found \(describe(end))", at: opening.location)
        }
        return root
    }

    /// Parses the value that `tag` opens.
    mutating func parseValue(_ tag: Tag, in place: Place) throws(PropertyListSyntaxError) -> PropertyListNode {
        let opening: OpeningTag
        switch tag {
        case .closing(let closing):
            throw PropertyListSyntaxError("unexpected closing tag '</\(excerpt(closing.name))>' \(place)", at: closing.location)
        case .opening(let tag):
            opening = tag
        }
        let value: PropertyListNode.Value
        switch opening.element {
        case .dict:
            value = .dictionary(try parseDictionary(opening))
        case .array:
            value = .array(try parseArray(opening))
        case .string:
            value = .string(opening.isEmpty ? "" : try readText(of: opening))
        case .integer:
            value = .integer(try integerText(try rawText(of: opening), of: opening))
        case .real:
            value = .real(try realText(try rawText(of: opening), of: opening))
        case .date:
            value = .date(try dateText(try rawText(of: opening), of: opening))
        case .data:
            value = .data(try base64Decoded(try rawText(of: opening), of: opening))
        case .true, .false:
            try expectNoContent(opening)
            value = .bool(opening.element == .true)
        case .key:
            throw PropertyListSyntaxError("'<key>' \(place); a key must be inside '<dict>', before its value", at: opening.location)
        case .plist:
            throw PropertyListSyntaxError("unexpected '<plist>' \(place); it can only wrap the root value", at: opening.location)
        }
        return PropertyListNode(value: value, location: opening.location, contentLocation: opening.contentLocation)
    }

    mutating func parseDictionary(_ dict: OpeningTag) throws(PropertyListSyntaxError) -> [PropertyListMember] {
        var members: [PropertyListMember] = []
        guard !dict.isEmpty else { return members }
        try enterContainer(dict)
        members.reserveCapacity(4)
        // Filled once the dictionary is large enough that looking a key up beats comparing it
        // with every key before it.
        var firstLocations: [String: SourceLocation] = [:]
        while true {
            guard let tag = try nextTag(.inside(.dict)) else { throw unterminated(dict) }
            let keyTag: OpeningTag
            switch tag {
            case .closing(let closing):
                try expectClosing(closing, of: dict)
                depth -= 1
                return members
            case .opening(let opening):
                guard opening.element == .key else {
                    throw PropertyListSyntaxError("expected '<key>' inside '<dict>', found \(describe(tag))", at: opening.location)
                }
                keyTag = opening
            }
            let key = keyTag.isEmpty ? "" : try readText(of: keyTag)
            guard let valueTag = try nextTag(.inside(.dict)) else { throw unterminated(dict) }
            guard case .opening(let valueOpening) = valueTag, valueOpening.element != .key else {
                throw PropertyListSyntaxError("the key '\(key)' has no value; found \(describe(valueTag))", at: valueTag.location)
            }
            let value = try parseValue(valueTag, in: .inside(.dict))
            let keyLocation = keyTag.contentLocation
            let first: SourceLocation?
            if members.count < Self.linearKeySearchLimit {
                first = members.first { $0.key == key }?.keyLocation
            } else {
                if firstLocations.isEmpty {
                    for member in members.reversed() { firstLocations[member.key] = member.keyLocation }
                }
                first = firstLocations.updateValue(keyLocation, forKey: key)
                if let first { firstLocations[key] = first }
            }
            if let first {
                let message = Diagnostic.duplicateKeyMessage(key, firstAt: first, path: path)
                warnings.append(Diagnostic(.warning, message, path: path, at: keyLocation))
            }
            members.append(PropertyListMember(key: key, keyLocation: keyLocation, value: value))
        }
    }

    /// Up to how many members a dictionary's keys are compared one by one to find a repetition.
    static let linearKeySearchLimit = 8

    mutating func parseArray(_ array: OpeningTag) throws(PropertyListSyntaxError) -> [PropertyListNode] {
        var elements: [PropertyListNode] = []
        guard !array.isEmpty else { return elements }
        try enterContainer(array)
        while true {
            guard let tag = try nextTag(.inside(.array)) else { throw unterminated(array) }
            if case .closing(let closing) = tag {
                try expectClosing(closing, of: array)
                depth -= 1
                return elements
            }
            elements.append(try parseValue(tag, in: .inside(.array)))
        }
    }

    mutating func enterContainer(_ tag: OpeningTag) throws(PropertyListSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw PropertyListSyntaxError("dictionaries and arrays nest deeper than \(Self.maximumDepth) levels", at: tag.location)
        }
    }

    /// Requires `<true>` or `<false>`, unless written empty, to be closed at once.
    mutating func expectNoContent(_ tag: OpeningTag) throws(PropertyListSyntaxError) {
        guard !tag.isEmpty else { return }
        guard hasPrefix("</", at: index), case .closing(let closing) = try readTag() else {
            throw PropertyListSyntaxError("\(tag.element.quoted) must be empty; write '<\(tag.element.name)/>'", at: tag.contentLocation)
        }
        try expectClosing(closing, of: tag)
    }

    func unterminated(_ tag: OpeningTag) -> PropertyListSyntaxError {
        PropertyListSyntaxError("unterminated \(tag.element.quoted); '</\(tag.element.name)>' is missing", at: tag.location)
    }

    /// A tag as messages name it: `'<string>'`, `'<string/>'` or `'</string>'`.
    func describe(_ tag: Tag) -> String {
        switch tag {
        case .opening(let opening): opening.isEmpty ? "'<\(opening.element.name)/>'" : opening.element.quoted
        case .closing(let closing): "'</\(excerpt(closing.name))>'"
        }
    }
}

extension PropertyListXMLScanner.Tag {
    var location: SourceLocation {
        switch self {
        case .opening(let opening): opening.location
        case .closing(let closing): closing.location
        }
    }
}
