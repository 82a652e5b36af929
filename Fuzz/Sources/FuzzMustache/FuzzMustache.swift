import Mustache

/// Compiles a template and renders it, with partials, against ``FuzzContext/root``.
///
/// The input is split at NUL bytes: the first piece is the template, the next ones are the
/// partials `a`, `b` and `c` (the context's dynamic names point at them too). Each piece is
/// decoded as UTF-8 with invalid bytes repaired, as a template file read as text would be. A
/// syntax or render error is a correct answer; so is the depth limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let pieces = UnsafeBufferPointer(start: data, count: size)
        .split(separator: 0, maxSplits: FuzzContext.partialNames.count, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    guard let template = try? MustacheTemplate(pieces[0], name: "fuzz") else { return 0 }
    _ = template.referencedNames

    var partials: [String: MustacheTemplate] = [:]
    for (name, source) in zip(FuzzContext.partialNames, pieces.dropFirst()) {
        partials[name] = try? MustacheTemplate(source, name: name)
    }
    for options in FuzzContext.options {
        _ = try? template.render(FuzzContext.root, partials: partials, options: options)
    }
    return 0
}
