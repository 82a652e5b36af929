// Stand-in for the `Bundle.module` accessor that SwiftPM generates for a target with resources.
//
// Not part of the module StandIn: like SwiftPM's accessor, this file is compiled into each module
// that owns catalogs. SwiftPM defines SWIFT_PACKAGE when it builds a package, and adds this
// accessor to each target that has resources; compile with `-D SWIFT_PACKAGE` to get it, as
// generated code built by SwiftPM does. Like SwiftPM 6.3's, it takes the module's default
// isolation: in a module that defaults to `MainActor`, `Bundle.module` is main-actor isolated.

#if SWIFT_PACKAGE
import Foundation

extension Foundation.Bundle {
    /// Stand-in for SwiftPM's generated `Bundle.module`: the resource bundle of this module.
    ///
    /// SwiftPM's accessor finds `<package>_<target>.resources` (`.bundle` on Apple platforms) beside
    /// the executable. The stand-in's bundle is the directory
    /// `StandInStrings.moduleBundleURL(forModule:)`, created when first used, named after this
    /// module (the first component of `#fileID`), so that tests can register strings for it.
    static let module: Bundle = {
        let moduleName = String("\(#fileID)".prefix { $0 != "/" })
        let url = StandInStrings.moduleBundleURL(forModule: moduleName)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            fatalError("stand-in Bundle.module: cannot create \(url.path): \(error)")
        }
        guard let bundle = Bundle(url: url) else {
            fatalError("stand-in Bundle.module: no bundle at \(url.path)")
        }
        return bundle
    }()
}
#endif
