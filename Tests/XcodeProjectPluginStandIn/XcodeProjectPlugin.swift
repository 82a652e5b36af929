// Stand-in for `XcodeProjectPlugin`, the module Xcode gives a package plugin that runs for an
// Xcode project (`#if canImport(XcodeProjectPlugin)`). Only Xcode ships it, so nothing on Linux
// could compile `StringSymbolsPlugin`'s Xcode extension; the tests type-check it against this.
//
// It declares what the plugin uses, as the module has had it since Xcode 16, whose members are
// URLs (`pluginWorkDirectoryURL`, and `FileList` elements with `url`); Xcode 14 and 15 gave
// `PackagePlugin.Path`s. The declarations follow the interface Xcode 16 and 26 compile plugins
// against, as SwiftPM's own plugin template and Apple's plugins that build in Xcode use it
// (swift-openapi-generator, swift-format, swift-protobuf): `XcodeBuildToolPlugin`'s requirement is
// synchronous (`throws`, not `async throws`, unlike `BuildToolPlugin`'s), and `tool(named:)`
// returns `PackagePlugin.PluginContext.Tool`. Nothing here ever runs: the bodies only trap.

import Foundation
import PackagePlugin

/// Stand-in for `XcodePluginContext`: what a plugin running for an Xcode project is given.
public struct XcodePluginContext {
    /// The project the plugin runs for.
    public let xcodeProject: XcodeProject
    /// A folder the plugin may write into, its outputs among them.
    public let pluginWorkDirectoryURL: URL

    /// The executable `name` that the plugin depends on.
    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("the XcodeProjectPlugin stand-in only type-checks")
    }
}

/// Stand-in for `XcodeProject`.
public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let directoryURL: URL
    public let targets: [XcodeTarget]
}

/// Stand-in for `XcodeTarget`: a target of an Xcode project.
public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    /// The target's name as Xcode shows it.
    public let displayName: String
    /// What the target builds, if anything.
    public let product: XcodeProduct?
    /// The files of the target's build phases, the string tables among them.
    public let inputFiles: FileList
}

/// Stand-in for `XcodeProduct`: what a target builds.
public struct XcodeProduct {
    /// The product's name, its module's name for a framework.
    public let name: String
    /// What kind of product it is.
    public let kind: Kind

    /// Stand-in for `XcodeProduct.Kind`.
    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }
}

/// Stand-in for `XcodeBuildToolPlugin`: a build tool plugin that also runs for Xcode targets.
public protocol XcodeBuildToolPlugin {
    /// The commands that build `target`'s generated files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}
