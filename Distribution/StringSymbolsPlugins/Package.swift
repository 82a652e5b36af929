// swift-tools-version: 6.1
import PackageDescription

// StringSymbols' plugins over a prebuilt string-symbols (an artifact bundle, SE-0305): the packages
// that use them build nothing of StringSymbols, which saves every clean build the tool's own
// build. The plugins' sources are those of the StringSymbols package (Plugins/, linked here), so
// both packages generate the same files.
//
// The binary target is the bundle Scripts/make-artifactbundle writes beside this file. A release
// uploads the bundle's .zip and puts here the .binaryTarget(name:url:checksum:) line the script
// prints, in place of the one below.
let package = Package(
    name: "StringSymbolsPlugins",
    products: [
        .plugin(name: "StringSymbolsPlugin", targets: ["StringSymbolsPlugin"]),
        .plugin(name: "GenerateStringSymbols", targets: ["GenerateStringSymbols"]),
    ],
    targets: [
        .binaryTarget(name: "string-symbols", path: "string-symbols.artifactbundle"),
        // Generates Swift for a target's String Catalogs and legacy tables at build time (SwiftPM and Xcode).
        .plugin(name: "StringSymbolsPlugin", capability: .buildTool(), dependencies: ["string-symbols"]),
        // `swift package generate-string-symbols`: writes the generated files into the package.
        .plugin(
            name: "GenerateStringSymbols",
            capability: .command(
                intent: .custom(verb: "generate-string-symbols", description: "Write Swift for the String Catalogs of the package's targets into each target's Generated folder"),
                permissions: [.writeToPackageDirectory(reason: "The generated Swift is written into each target's Generated folder")]
            ),
            dependencies: ["string-symbols"]
        ),
    ]
)
