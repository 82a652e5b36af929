import Findings
import InputText
import TableModel

extension CheckReport {
    /// The report of `check` on `tables`: each table's translations checked on its own
    /// (``TranslationChecker``), with the team's `policy` (``PolicyChecker``), at `level`. At
    /// `off` the findings are only counted (``unreported``), for the summary.
    package init(checking tables: [LoadedTable], level: CheckLevel, policy: CheckPolicy) {
        let checkedLevel = level == .off ? CheckLevel.warning : level
        let checker = TranslationChecker(level: checkedLevel)
        let policyChecker = PolicyChecker(policy: policy, level: checkedLevel)
        self.init(catalogs: tables.map { file in
            var check = checker.check(file)
            let found = policyChecker.check(file)
            guard !found.isEmpty else { return check }
            let resolved = found.map { finding in
                var finding = finding
                finding.diagnostic = file.catalog.sourceFiles.resolve(finding.diagnostic)
                return finding
            }
            let origin = SourceLocation(line: 0, column: 0)
            check.findings = (check.findings + resolved).sortedOutOfLine {
                ($0.diagnostic.path, $0.diagnostic.location ?? origin) < ($1.diagnostic.path, $1.diagnostic.location ?? origin)
            }
            return check
        })
        if level == .off {
            unreported = Dictionary(grouping: findings, by: \.kind).mapValues(\.count)
            for index in catalogs.indices { catalogs[index].findings = [] }
        }
        // What a baseline's fixed findings are counted against: the rules applied, the files read.
        let rules = level == .off ? [] : CheckFinding.Kind.allCases.filter { !$0.isPolicy || policy.applies($0) }
        scope = BaselineScope(rules: Set(rules.map(\.rawValue)), files: tables.flatMap(\.files))
    }
}
