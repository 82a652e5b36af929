import Testing
@testable import TableModel

@Suite struct FormatArgumentTypeTests {
    /// Conversion × length → type, for every conversion with no length, `hh`, `h`, `l` and `ll`.
    static let table: [(conversion: FormatConversion, types: [FormatArgumentType])] = [
        //              none       hh        h         l                 ll
        (.object, [.string, .string, .string, .string, .string]),
        (.decimal, [.int32, .int8, .int16, .int, .int]),
        (.integer, [.int32, .int8, .int16, .int, .int]),
        (.longDecimal, [.int, .int, .int, .int, .int]),
        (.unsigned, [.uint32, .uint8, .uint16, .uint, .uint]),
        (.longUnsigned, [.uint, .uint, .uint, .uint, .uint]),
        (.octal, [.uint32, .uint8, .uint16, .uint, .uint]),
        (.longOctal, [.uint, .uint, .uint, .uint, .uint]),
        (.hex, [.uint32, .uint8, .uint16, .uint, .uint]),
        (.upperHex, [.uint32, .uint8, .uint16, .uint, .uint]),
        (.float, [.double, .double, .double, .double, .double]),
        (.upperFloat, [.double, .double, .double, .double, .double]),
        (.exponent, [.double, .double, .double, .double, .double]),
        (.upperExponent, [.double, .double, .double, .double, .double]),
        (.general, [.double, .double, .double, .double, .double]),
        (.upperGeneral, [.double, .double, .double, .double, .double]),
        (.hexFloat, [.double, .double, .double, .double, .double]),
        (.upperHexFloat, [.double, .double, .double, .double, .double]),
        (.character, [.cChar, .cChar, .cChar, .uint16, .cChar]),
        (.unichar, [.uint16, .uint16, .uint16, .uint16, .uint16]),
        (.cString, [.cString, .cString, .cString, .utf16String, .cString]),
        (.unicharString, [.utf16String, .utf16String, .utf16String, .utf16String, .utf16String]),
        (.pointer, [.rawPointer, .rawPointer, .rawPointer, .rawPointer, .rawPointer]),
    ]

    @Test(arguments: table)
    func mapping(conversion: FormatConversion, types: [FormatArgumentType]) {
        let lengths: [FormatLengthModifier?] = [nil, .char, .short, .long, .longLong]
        #expect(lengths.map { FormatArgumentType(conversion: conversion, length: $0) } == types)
    }

    @Test func tableCoversEveryConversion() {
        #expect(Set(Self.table.map(\.conversion)) == Set(FormatConversion.allCases))
    }

    @Test(arguments: [FormatLengthModifier.quad, .longDouble, .size, .pointerDifference, .maximum])
    func wordSizedModifiers(length: FormatLengthModifier) {
        #expect(FormatArgumentType(conversion: .decimal, length: length) == .int)
        #expect(FormatArgumentType(conversion: .hex, length: length) == .uint)
        #expect(FormatArgumentType(conversion: .general, length: length) == .double)
    }

    static let specifierCases: [(specifier: String, type: FormatArgumentType?)] = [
        ("lld", .int), ("@", .string), ("%d", .int32), ("ld", .int), ("u", .uint32), ("lu", .uint),
        ("f", .double), ("%.2f", .double), ("c", .cChar),
        ("", nil), ("abc", nil), ("%#@x@", nil), ("d%", nil), ("%d %d", nil), ("%%", nil), ("arg", nil), ("lldx", nil),
    ]

    @Test(arguments: specifierCases)
    func formatSpecifier(specifier: String, type: FormatArgumentType?) {
        #expect(FormatArgumentType(formatSpecifier: specifier) == type)
    }

    @Test func spellingAndPointers() {
        #expect(FormatArgumentType.allCases.map(\.swiftName) == [
            "String", "Int", "Int8", "Int16", "Int32", "UInt", "UInt8", "UInt16", "UInt32", "Double", "CChar",
            "UnsafePointer<CChar>", "UnsafePointer<UInt16>", "UnsafeRawPointer",
        ])
        #expect(FormatArgumentType.allCases.filter(\.isPointer) == [.cString, .utf16String, .rawPointer])
    }
}
