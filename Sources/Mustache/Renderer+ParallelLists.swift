import Dispatch

// A section over a long list renders its elements in parallel: contiguous runs of them, each
// into its own buffer, joined in order. The output is the one rendering them in turn gives,
// and so is the error: the first run (in list order) that fails gives it.
//
// An element's rendering depends on what came before it only through the indentation owed to
// the line it starts on. Every run assumes the indentation owed where the list starts (after
// each element of a list of lines, that is what is owed again); a run whose assumption turns
// out wrong is rendered again, in place, once the runs before it are joined.
//
// Each run renders from copies of the templates, of the enclosing context frames and of the
// section's nodes in storage of its own. A renderer retains and releases what it walks all the
// time, and counts that several cores change at once are contended: with shared storage, two
// cores rendered 20,000 symbols no faster than one.

extension Renderer {
    /// Lists shorter than this render in place: spreading them costs more than it saves.
    static var minimumParallelListCount: Int { 256 }
    /// How many runs a list is cut into, at most: enough for the cores to finish close together.
    /// The cores take runs in turn, and the core that takes the last one works on alone while
    /// the others wait: with 16 runs over two cores, that was a tenth of the list's time.
    private static var maximumRunCount: Int { 64 }

    mutating func renderInParallel(_ elements: ListElements, children: [Node]) throws(MustacheError) {
        let count = elements.count
        let runCount = Swift.min(Self.maximumRunCount, count)
        // Runs differ in length by one element at most, and none is empty (there are at most as
        // many as elements).
        @Sendable func range(ofRun run: Int) -> Range<Int> {
            run * count / runCount..<(run + 1) * count / runCount
        }
        let assumedIndentation = output.pendingIndentation
        var runner = self
        runner.output = OutputBuffer(text: "", pendingIndentation: assumedIndentation)
        runner.lineStarts = 0
        runner.privateTemplates = [:]
        let template = runner
        nonisolated(unsafe) let outcomes = UnsafeMutableBufferPointer<Result<Renderer, MustacheError>?>.allocate(capacity: runCount)
        outcomes.initialize(repeating: nil)
        defer {
            outcomes.deinitialize()
            outcomes.deallocate()
        }
        DispatchQueue.concurrentPerform(iterations: runCount) { run in
            var renderer = template
            renderer.makeStackPrivate()
            let children = children.map { $0.privateCopy() }
            do throws(MustacheError) {
                try renderer.render(elements, in: range(ofRun: run), children: children)
                outcomes[run] = .success(renderer)
            } catch {
                outcomes[run] = .failure(error)
            }
        }
        output.reserveCapacity(forAppending: outcomes.reduce(0) { total, outcome in
            guard case .success(let finished)? = outcome else { return total }
            return total + finished.output.count
        })
        for run in 0..<runCount {
            let renderer: Renderer
            switch outcomes[run].take()! {
            case .success(let finished): renderer = finished
            case .failure(let error): throw error
            }
            if output.pendingIndentation != assumedIndentation {
                try render(elements, in: range(ofRun: run), children: children)
                continue
            }
            output.append(renderer.output)
            lineStarts += renderer.lineStarts
        }
    }

    /// Gives the outer frames of the context stack storage of this renderer's own, so that
    /// looking names up in them does not touch what other threads touch.
    mutating func makeStackPrivate() {
        contextStack = contextStack.map { $0.privateCopy(levels: 2) }
        argumentStack = argumentStack.map { $0.mapValues { $0.map { $0.privateCopy() } } }
    }
}

extension MustacheTemplate {
    /// The same template in storage of its own.
    func privateCopy() -> MustacheTemplate {
        MustacheTemplate(name: String(privateCopyOf: name), nodes: nodes.map { $0.privateCopy() })
    }
}

extension Node {
    /// The same node in storage of its own: reference counts that threads share are contended,
    /// and a renderer retains and releases the nodes it walks all the time.
    func privateCopy() -> Node {
        switch self {
        case .text(let text, let endsLine): .text(String(privateCopyOf: text), endsLine: endsLine)
        case .lineStart: .lineStart
        case .variable(let path, let escaped, let location): .variable(path.privateCopy(), escaped: escaped, at: location)
        case .section(let path, let inverted, let children, let location):
            .section(path.privateCopy(), inverted: inverted, children: children.map { $0.privateCopy() }, at: location)
        case .partial(let reference, let indentation, let location):
            .partial(reference.privateCopy(), indentation: indentation.map { String(privateCopyOf: $0) }, at: location)
        case .parent(let reference, let arguments, let indentation, let location):
            .parent(
                reference.privateCopy(), arguments: arguments.mapValues { $0.map { $0.privateCopy() } },
                indentation: indentation.map { String(privateCopyOf: $0) }, at: location)
        case .block(let name, let defaultContent, let site, let location):
            .block(name: String(privateCopyOf: name), defaultContent: defaultContent.map { $0.privateCopy() }, site: site, at: location)
        }
    }
}

extension ValuePath {
    func privateCopy() -> ValuePath {
        ValuePath(text: String(privateCopyOf: text), keys: keys.map { String(privateCopyOf: $0) })
    }
}

extension TemplateReference {
    func privateCopy() -> TemplateReference {
        switch self {
        case .named(let name): .named(String(privateCopyOf: name))
        case .dynamic(let path): .dynamic(path.privateCopy())
        }
    }
}

extension MustacheValue {
    /// The value with its dictionaries and objects, `levels` deep, in storage of its own; lists
    /// are shared, since they can be long.
    func privateCopy(levels: Int) -> MustacheValue {
        guard levels > 0 else { return self }
        switch self {
        case .string(let string): return .string(String(privateCopyOf: string))
        case .dictionary(let entries):
            var copy: [String: MustacheValue] = [:]
            copy.reserveCapacity(entries.count)
            for (key, value) in entries { copy[String(privateCopyOf: key)] = value.privateCopy(levels: levels - 1) }
            return .dictionary(copy)
        case .object(let object):
            return .object(MustacheObject(
                names: object.names.map { String(privateCopyOf: $0) }, values: object.values.map { $0.privateCopy(levels: levels - 1) }))
        default:
            return self
        }
    }
}

extension String {
    /// The same text in storage of its own (a short text has none to share).
    init(privateCopyOf text: String) {
        self = String(decoding: Array(text.utf8), as: UTF8.self)
    }
}

/// The elements of a list section: an array's, or those of a list that makes them when read.
enum ListElements: Sendable {
    case array([MustacheValue])
    case made(MustacheList)

    var count: Int {
        switch self {
        case .array(let elements): elements.count
        case .made(let list): list.count
        }
    }

    subscript(index: Int) -> MustacheValue {
        switch self {
        case .array(let elements): elements[index]
        case .made(let list): list[index]
        }
    }
}
