import Foundation
import ViewKit

/// The dialog that deletes the account.
public struct DeleteAccountView: View {
    let retentionDays: Int

    public init(retentionDays: Int) {
        self.retentionDays = retentionDays
    }

    public var body: [Text] {
        [
            Text("delete.title", tableName: "Account", bundle: .module),
            Text(message),
        ]
    }

    private var message: String {
        String(format: Bundle.module.localizedString(forKey: "delete.message", value: nil, table: "Account"), retentionDays)
    }
}
