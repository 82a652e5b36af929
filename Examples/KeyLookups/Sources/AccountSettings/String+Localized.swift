import Foundation

extension String {
    /// The string this key stands for in the module's `Localizable` table, its placeholders
    /// filled with `arguments`: `"settings.devices %lld".localized(3)`.
    func localized(_ arguments: any CVarArg...) -> String {
        let format = Bundle.module.localizedString(forKey: self, value: nil, table: nil)
        return arguments.isEmpty ? format : String(format: format, arguments: arguments)
    }
}
