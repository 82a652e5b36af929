import Foundation

// Reads the cases `FormatDifferentialTests` wrote (a JSON array of objects: `text`, `locale`,
// `arguments` as `[type, value]` pairs, and `twin`, a text Foundation must read the same way)
// and prints one JSON line per case: its index, what Foundation makes of the text, and what the
// template's formatter makes of it (`null` when it leaves it to Foundation), or, for a case with
// a twin, what Foundation makes of the twin. Each line is written before the next case starts,
// so a case that traps is the first one without a line.

let input = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
guard let cases = try JSONSerialization.jsonObject(with: input) as? [[String: Any]] else {
    FileHandle.standardError.write(Data("the cases are not a JSON array of objects\n".utf8))
    exit(2)
}
for (index, item) in cases.enumerated() {
    let text = item["text"] as! String
    let locale = Locale(identifier: item["locale"] as! String)
    let arguments = (item["arguments"] as! [[String]]).map { pair in
        guard let value = FormatComparison.argument(type: pair[0], text: pair[1]) else {
            FileHandle.standardError.write(Data("case \(index): '\(pair[1])' is no \(pair[0])\n".utf8))
            exit(2)
        }
        return value
    }
    let foundation = FormatComparison.foundation(text, arguments, locale: locale)
    let other: String? = if let twin = item["twin"] as? String {
        FormatComparison.foundation(twin, arguments, locale: locale)
    } else {
        FormatComparison.template(text, arguments, locale: locale)
    }
    let line = try JSONSerialization.data(withJSONObject: [index, foundation, other ?? NSNull()] as [Any])
    FileHandle.standardOutput.write(line + Data("\n".utf8))
}
