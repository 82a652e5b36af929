@testable import KeyUsage
@testable import SwiftLexer

/// Swift source bytes to tokens, lookups and a rewrite: the lexer (comments, every string literal
/// form, regex literals, `#if`), the lookup finder over its tokens, and the rewrite and unified
/// diff that `migrate` makes of them. A lexing error is a correct answer; what is checked is that
/// tokens and lookups lie inside the file, in order, that the pass over the bytes that decides
/// which files to lex never passes over one with a lookup, and that the rewrite keeps each byte
/// outside the lookups it replaces. The same bytes are read as Objective-C too (C's literals,
/// escapes and comments), whose scan must end and place what it finds inside the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = Array(UnsafeBufferPointer(start: data, count: size))
    let objectiveC = source.withUnsafeBufferPointer { ObjectiveCScan($0) }
    let lines = source.count(where: { $0 == 0x0A || $0 == 0x0D }) + 1
    for place in objectiveC.keyExpressions.map(\.location) + (objectiveC.firstUndecodedLiteral.map { [$0.location] } ?? []) {
        precondition(place.line >= 1 && place.line <= lines && place.column >= 1, "an Objective-C place outside the file")
    }
    let tokens: [SwiftToken]
    do {
        tokens = try source.withUnsafeBufferPointer { buffer throws(SwiftLexError) in try SwiftLexer.tokens(of: buffer) }
    } catch {
        precondition(error.line >= 1 && error.column >= 1, "an error outside the file")
        return 0
    }
    var end = 0
    for token in tokens {
        precondition(token.range.lowerBound >= end && token.range.upperBound <= source.count, "tokens out of order or outside the file")
        precondition(token.line >= 1 && token.column >= 1, "a token outside the file")
        end = token.range.upperBound
    }
    let patterns = LookupPatterns(lookupMethods: ["localized"], lookupFunctions: ["String.localized", "L"])
    guard let lookups = try? patterns.lookups(in: source) else {
        preconditionFailure("the tokens lexed once and not twice")
    }
    // `usage` lexes only what the pass over the bytes says may hold a lookup.
    precondition(lookups.isEmpty || patterns.mayHoldLookups(in: source), "the byte pass would pass over a lookup")
    var edits: [SourceRewrite.Edit] = []
    for lookup in lookups {
        precondition(lookup.callRange.upperBound <= source.count, "a lookup outside the file")
        for range in lookup.key.interpolations {
            precondition(lookup.callRange.contains(range.lowerBound) || range.isEmpty, "an interpolation outside its call")
        }
        if let last = edits.last, lookup.callRange.lowerBound < last.range.upperBound { continue }
        edits.append(SourceRewrite.Edit(range: lookup.callRange, replacement: "L10n.x", line: lookup.line, column: lookup.column))
    }
    let rewrite = SourceRewrite(path: "Fuzz.swift", original: source, edits: edits)
    let rewritten = rewrite.rewritten
    let removed = edits.reduce(0) { $0 + $1.range.count }
    precondition(rewritten.count == source.count - removed + edits.count * 6, "the rewrite changed bytes outside its edits")
    _ = rewrite.diff(displayPath: "Fuzz.swift")
    return 0
}
