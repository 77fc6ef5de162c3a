// swift-tools-version: 6.1
// The generator of `TypedLiteral` conformances lives in its own package so that swift-syntax, which
// it needs to read declarations, never enters the root package's graph: `scripts/imshell` and
// `scripts/test` build none of it. `scripts/update-literals` builds and runs it; its output is
// committed (`Generated/TypedLiterals.generated.swift` in each module with `// @TypedLiteral` types).
import PackageDescription

/// Swift 6 mode plus the upcoming features the root package enables (CONTRIBUTING.md).
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "imshell-literal-generator",
  platforms: [.macOS(.v15)],
  dependencies: [
    // The root package, for TypedLiterals: the marker scanner and fingerprints the freshness test
    // shares with the generator, and the protocol the generated code conforms to (tests).
    // Named, so that `.product(name:package: "imshell-project")` works whatever the checkout's folder is called.
    .package(name: "imshell-project", path: ".."),
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
  ],
  targets: [
    // Reads `// @TypedLiteral` declarations with swift-syntax and writes their conformances.
    .target(
      name: "LiteralGeneratorCore",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftBasicFormat", package: "swift-syntax"),
        .product(name: "TypedLiterals", package: "imshell-project"),
      ],
      swiftSettings: strictSettings
    ),
    // `literal-generator [--check] DIR…`: what `scripts/update-literals` runs.
    .executableTarget(name: "literal-generator", dependencies: ["LiteralGeneratorCore"], swiftSettings: strictSettings),
    // What the macro's tests checked, now of the generator: the generated file for ExpansionFixtures.swift is
    // committed beside it, compiled here and checked for behaviour, and regenerated to check it is fresh.
    .testTarget(
      name: "LiteralGeneratorTests",
      dependencies: ["LiteralGeneratorCore", .product(name: "TypedLiterals", package: "imshell-project")],
      swiftSettings: strictSettings
    ),
  ]
)
