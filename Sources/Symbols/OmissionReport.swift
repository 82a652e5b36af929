import InputText

/// Turns the omissions of a translation into warnings: each manual key's on its own; those of
/// keys that are not manual, which were mostly extracted from code and never chosen as symbols,
/// as one warning per catalog and reason, with the count, the first few keys, and how to list
/// them all. So a real app catalog prints a handful of lines, not dozens.
struct OmissionReport {
    let omissions: [Omission]
    let detail: WarningDetail

    /// How many keys (or groups) a summary names.
    static let shownInSummary = 3

    func diagnostics() -> [Diagnostic] {
        var result: [Diagnostic] = []
        var summarised: [Group: [Omission]] = [:]
        var order: [Group] = []
        for omission in omissions {
            guard detail == .summary, !omission.concernsManualKey, let first = omission.diagnostics.first else {
                result += omission.diagnostics
                continue
            }
            let group = Group(path: first.path, reason: omission.reason)
            if summarised[group] == nil { order.append(group) }
            summarised[group, default: []].append(omission)
        }
        for group in order {
            let members = (summarised[group] ?? []).sortedOutOfLine { ($0.diagnostics[0].location ?? .init(line: 0, column: 0)) < ($1.diagnostics[0].location ?? .init(line: 0, column: 0)) }
            if members.count == 1 {
                result += members[0].diagnostics
            } else {
                result.append(Diagnostic(.warning, Self.summary(group.reason, members), path: group.path, at: members[0].diagnostics[0].location))
            }
        }
        return result
    }

    private struct Group: Hashable {
        var path: String
        var reason: Omission.Reason
    }

    /// The warning for several omissions of one reason in one catalog.
    static func summary(_ reason: Omission.Reason, _ omissions: [Omission]) -> String {
        let shown = omissions.prefix(shownInSummary).map { omission in
            ((omission.keptKey.map { [$0] } ?? []) + omission.keys).map { "'\($0)'" }.joined(separator: " / ")
        }
        let more = omissions.count > shownInSummary ? " and \(omissions.count - shownInSummary) more" : ""
        let examples = shown.joined(separator: ", ") + more
        let listAll = "--verbose, or \"verbose\": true in string-symbols.json, lists each"
        let declinable = omissions[0].declinable
        let orDecline = { (keys: String) in Omission.orDecline(on: keys, declinable) }
        switch reason {
        case .noName:
            return "\(omissions.count) keys give no symbol name, so they have no symbol: \(examples)\(declinable ? "; set \"generatesSymbol\" to false on them to say so" : "") (\(listAll))"
        case .stringSet:
            return "\(omissions.count) keys are string sets, which have no symbol: \(examples)\(declinable ? "; set \"generatesSymbol\" to false on them to say so" : "") (\(listAll))"
        case .unsupportedArgument:
            return "\(omissions.count) keys hold a '%' that starts no valid format specifier, or take an argument that no generated accessor can pass (a C pointer such as '%s', '%n', a long double, a substitution inside a substitution), so they have no symbol: \(examples); write '%%' for a percent sign and '%@' for text\(orDecline("them")) (\(listAll) with its reason)"
        case .unusableValue:
            return "\(omissions.count) keys have source values that give no consistent arguments (an argument of two types, a gap in the numbering, an unknown substitution), so they have no symbol: \(examples); fix the values\(orDecline("them")) (\(listAll) with its reason)"
        case .takenName:
            return "\(omissions.count) keys give the name of a namespace or of a declaration of the generated code, so they have no symbol: \(examples); rename them\(orDecline("them")) (\(listAll))"
        case .declaredByAnother:
            return "\(omissions.count) keys give an accessor that another key already declares (a manual key, else the one before them), so they have none: \(examples); rename them\(orDecline("them")) (\(listAll))"
        case .clash:
            return "\(omissions.count) groups of keys give one symbol per group, so their keys that are not manual have no symbol: \(examples); rename keys\(orDecline("all but one key of each group")) (\(listAll) group)"
        }
    }
}
