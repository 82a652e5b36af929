import Foundation
import Testing
import TestSupport
@testable import JSON

/// JSONTestSuite's parsing cases: `y_` must parse, `n_` must be rejected with a position,
/// `i_` may go either way but must not crash.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.jsonTestSuite), "JSONTestSuite not found at \(SharedFolder.jsonTestSuite.path)"))
struct JSONTestSuiteTests {
    static let cases = SharedFolder.requiredFiles(in: SharedFolder.jsonTestSuite, withExtension: "json")

    @Test func suiteIsPresent() {
        #expect(Self.cases.count > 300, "expected JSONTestSuite's test_parsing cases in \(SharedFolder.jsonTestSuite.path)")
    }

    @Test(arguments: cases)
    func parsingCase(file: URL) throws {
        let bytes = try [UInt8](Data(contentsOf: file))
        let name = file.lastPathComponent
        let result = Result { () throws(JSONSyntaxError) -> JSONValue in try JSONParser().parse(bytes) }
        switch (name.first, result) {
        case ("y", .failure(let error)):
            Issue.record("\(name) must parse, but: \(error)")
        case ("n", .success):
            Issue.record("\(name) must be rejected, but it parsed")
        case ("n", .failure(let error)), ("i", .failure(let error)):
            #expect(error.location.line >= 1 && error.location.column >= 1)
            #expect(!error.message.isEmpty)
            if name.hasPrefix("i") { print("JSONTestSuite \(name): rejected: \(error)") }
        case ("i", .success):
            print("JSONTestSuite \(name): accepted")
        case ("y", .success):
            break
        default:
            Issue.record("\(name) is not a y_, n_ or i_ case")
        }
    }
}
