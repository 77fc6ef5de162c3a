// swift-tools-version: 6.2
import PackageDescription

/// Settings every target of ours shares: Swift 6 mode, the upcoming features CONTRIBUTING.md asks
/// for, and no warnings (SwiftPM applies warning settings to the root package only, so an app that
/// depends on us is never failed by a warning a newer compiler adds).
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .treatAllWarnings(as: .error),
]

/// The persistent hash tree behind the Animals and Quakes state (book, chapter 18): a reducer that
/// changes one element of a copied `TreeDictionary` pays O(log n), where a `Dictionary` copies all n.
let hashTreeCollections: Target.Dependency = .product(name: "HashTreeCollections", package: "swift-collections")

/// SQLite through GRDB, for the local stores.
let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")

/// The loopback HTTP servers' framework, only when the `Servers` trait is on (the default). With the
/// trait off (`--disable-default-traits`), SwiftPM does not even fetch Hummingbird's graph: 4 packages
/// to clone instead of 27, which is what a new machine's first `scripts/imshell` does (the shell
/// itself never links a server; `:serve` builds one on first use, with the trait).
let hummingbird: Target.Dependency = .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Servers"]))

/// Generators for property tests (test targets only): print → parse round trips over generated
/// values of every action type.
let propertyBased: Target.Dependency = .product(name: "PropertyBased", package: "swift-property-based")

/// swift-syntax, for the literal generator only, and only with the `LiteralGenerator` trait on: with
/// it off (the default, for us and for an app that depends on us) SwiftPM neither fetches nor builds
/// swift-syntax, and the generator's targets compile to a stub that says how to turn it on.
func swiftSyntax(_ product: String) -> Target.Dependency {
  .product(name: product, package: "swift-syntax", condition: .when(traits: ["LiteralGenerator"]))
}

/// A dependency of the generator's targets, also only with the trait: without it the plugin's tool,
/// which `swift build` of this package compiles for the host, is a stub that compiles nothing else.
func withLiteralGenerator(_ target: String) -> Target.Dependency {
  .target(name: target, condition: .when(traits: ["LiteralGenerator"]))
}

let package = Package(
  name: "imshell",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "imshell", targets: ["imshell"]),
    .library(name: "ImmutableData", targets: ["ImmutableData"]),
    .library(name: "ImmutableUI", targets: ["ImmutableUI"]),
    // The sample domains, the literal layer and the shell as libraries, so Benchmarks/ can measure
    // them in process and Fuzz/ can fuzz them.
    .library(name: "TypedLiterals", targets: ["TypedLiterals"]),
    .library(name: "CounterData", targets: ["CounterData"]),
    .library(name: "AnimalsData", targets: ["AnimalsData"]),
    .library(name: "QuakesData", targets: ["QuakesData"]),
    .library(name: "FoodTruckData", targets: ["FoodTruckData"]),
    // The shell in three layers, so that any app can have its own (Examples/ is one): the engine,
    // which knows no sample and no terminal; the four samples' adapters; the terminal front with
    // one entry point, `ShellCommand.main`.
    .library(name: "ImmutableShell", targets: ["ImmutableShell"]),
    .library(name: "SampleDomains", targets: ["SampleDomains"]),
    .library(name: "ShellTerminal", targets: ["ShellTerminal"]),
    // What an app links so that a shell can attach to its running store: no terminal, GRDB or
    // Hummingbird (README, "Attach to a running app").
    .library(name: "ImmutableShellAgent", targets: ["ImmutableShellAgent"]),
    // The attach channel's wire format and sockets, which the agent and the shell share (and
    // Fuzz/ fuzzes).
    .library(name: "AttachWire", targets: ["AttachWire"]),
    // The book's clients `import Services` for `NetworkSession`; this one name makes them compile.
    .library(name: "Services", targets: ["Services"]),
    // `swift package --allow-writing-to-package-directory generate-typed-literals [--check] [--target T…]`:
    // writes the `TypedLiteral` conformances of a package's `// @TypedLiteral` declarations. Needs the
    // `LiteralGenerator` trait on this package (an app: `traits: [.defaults, "LiteralGenerator"]`).
    .plugin(name: "GenerateTypedLiterals", targets: ["GenerateTypedLiterals"]),
  ],
  traits: [
    .trait(
      name: "Servers",
      description: "Builds AnimalsDataServer, AnimalsCeilingServer and USGSDouble on Hummingbird (on by default)."
    ),
    .trait(
      name: "LiteralGenerator",
      description: "Builds the literal generator on swift-syntax, for `swift package generate-typed-literals` (off by default)."
    ),
    .default(enabledTraits: ["Servers"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // 600 is the oldest release the generator builds with; CI resolves the newest in the range.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
  ],
  targets: [
    .target(name: "ImmutableData", swiftSettings: strictSettings),
    .target(name: "ImmutableUI", dependencies: ["ImmutableData"], swiftSettings: strictSettings),
    .target(
      name: "TypedLiterals",
      dependencies: [hashTreeCollections],
      swiftSettings: strictSettings
    ),
    .target(name: "CounterData", dependencies: ["ImmutableData", "TypedLiterals"], swiftSettings: strictSettings),
    // What the Animals and Quakes local stores share: the path checks, opening and migrating a
    // GRDB database, and the error type with its translation from SQLite's result codes.
    .target(name: "LocalStoreSupport", dependencies: [grdb], swiftSettings: strictSettings),
    // What the Animals and Quakes remote stores share: the network-session seam, the URLSession
    // behind it, and the stable sentences every failed request becomes.
    .target(name: "RemoteStoreSupport", swiftSettings: strictSettings),
    // The book's `Services` module, by name: re-exports RemoteStoreSupport's `NetworkSession`.
    .target(name: "Services", dependencies: ["RemoteStoreSupport"], swiftSettings: strictSettings),
    .target(
      name: "AnimalsData",
      dependencies: [
        "ImmutableData", "TypedLiterals", "LocalStoreSupport", "RemoteStoreSupport", grdb, hashTreeCollections,
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "QuakesData",
      dependencies: [
        "ImmutableData", "TypedLiterals", "LocalStoreSupport", "RemoteStoreSupport", grdb, hashTreeCollections,
      ],
      swiftSettings: strictSettings
    ),
    .target(name: "FoodTruckData", dependencies: ["ImmutableData", "TypedLiterals"], swiftSettings: strictSettings),
    .executableTarget(name: "AnimalsDataClient", dependencies: ["AnimalsData", "TypedLiterals"], swiftSettings: strictSettings),
    .executableTarget(
      name: "QuakesDataClient",
      dependencies: ["QuakesData", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: strictSettings
    ),
    // What the loopback servers share: stopping when the shell that started them is gone.
    .target(name: "LoopbackServerSupport", swiftSettings: strictSettings),
    .executableTarget(
      name: "AnimalsDataServer",
      dependencies: [
        // GRDB for the read-only connection that tells when the store file changed (StoreVersion).
        "AnimalsData", "LoopbackServerSupport", grdb,
        hummingbird,
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // The API's OpenAPI document, compiled into the binary (`GET /openapi.json`), so a copied
      // binary still serves it.
      resources: [.embedInCode("openapi.json")],
      swiftSettings: strictSettings
    ),
    // The framework's ceiling beside AnimalsDataServer in scripts/load-animals: bare Hummingbird
    // answering the categories JSON from memory.
    .executableTarget(
      name: "AnimalsCeilingServer",
      dependencies: ["AnimalsData", hummingbird],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "USGSDouble",
      dependencies: [
        "LoopbackServerSupport",
        hummingbird,
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings
    ),
    // The attach channel both sides share: frames, messages, the sockets' folder, Unix sockets.
    .target(name: "AttachWire", swiftSettings: strictSettings),
    // The engine: sessions, commands, output, completion, history, export. HashTreeCollections
    // only so that `:storage` can count the trie nodes two states share.
    .target(
      name: "ImmutableShell", dependencies: ["ImmutableData", "ImmutableUI", "TypedLiterals", "AttachWire", "RemoteStoreSupport", hashTreeCollections],
      swiftSettings: strictSettings
    ),
    // The agent an app starts beside its store; it reaches the app's types through its `Domain`.
    .target(
      name: "ImmutableShellAgent", dependencies: ["ImmutableShell", "ImmutableData", "TypedLiterals", "AttachWire"],
      swiftSettings: strictSettings
    ),
    // A program to attach to: a Counter store driven by its standard input, with the agent on.
    .executableTarget(
      name: "CounterService", dependencies: ["ImmutableShellAgent", "SampleDomains", "CounterData", "ImmutableData"],
      swiftSettings: strictSettings
    ),
    // The example app of "Attach to a running app": an HTTP service whose requests dispatch into a
    // Counter store, with the agent on (Hummingbird, so only with the `Servers` trait).
    .executableTarget(
      name: "CounterHTTPService", dependencies: ["ImmutableShellAgent", "SampleDomains", "CounterData", "ImmutableData", hummingbird],
      swiftSettings: strictSettings
    ),
    // The four samples as the engine sees them: one adapter per domain (selectors, filters,
    // components, stores, servers) and the catalog `imshell` hands to the shell.
    .target(
      name: "SampleDomains",
      dependencies: [
        "ImmutableShell", "ImmutableData", "TypedLiterals", "CounterData", "AnimalsData", "QuakesData", "FoodTruckData",
        "RemoteStoreSupport", hashTreeCollections,
      ],
      swiftSettings: strictSettings
    ),
    // libedit's native el_* API (scripts/lib/ensure-deps installs libedit-dev).
    .systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    // The SIGINT counter and wake-up pipe, libedit's interruptible character reader, the locale
    // and one malloc arena: state that needs exactly one definition, so a C target rather than
    // header inlines.
    .target(name: "CTerminal", dependencies: ["CLibEdit"], cSettings: [.treatAllWarnings(as: .error)]),
    // The terminal front: the command line, batch and libedit loops, history file, signals and
    // the walkthrough player, for any program name and catalog.
    .target(
      name: "ShellTerminal",
      dependencies: [
        "ImmutableShell", "TypedLiterals", "CLibEdit", "CTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings
    ),
    // `imshell`: the terminal front with the four samples.
    .executableTarget(
      name: "imshell", dependencies: ["ShellTerminal", "SampleDomains"], swiftSettings: strictSettings),
    // Reads `// @TypedLiteral` declarations with swift-syntax and writes their conformances; empty
    // without the `LiteralGenerator` trait.
    .target(
      name: "LiteralGeneratorCore",
      dependencies: [
        withLiteralGenerator("TypedLiterals"), swiftSyntax("SwiftSyntax"), swiftSyntax("SwiftParser"), swiftSyntax("SwiftBasicFormat"),
      ],
      swiftSettings: strictSettings
    ),
    // `literal-generator [--check] MODULE_DIR…`: what the plugin and `scripts/update-literals` run.
    .executableTarget(
      name: "literal-generator", dependencies: [withLiteralGenerator("LiteralGeneratorCore"), withLiteralGenerator("TypedLiterals")],
      swiftSettings: strictSettings),
    .plugin(
      name: "GenerateTypedLiterals",
      capability: .command(
        intent: .custom(
          verb: "generate-typed-literals",
          description: "Writes Generated/TypedLiterals.generated.swift in each module with // @TypedLiteral declarations"),
        permissions: [.writeToPackageDirectory(reason: "writes each module's Generated/TypedLiterals.generated.swift")]
      ),
      dependencies: ["literal-generator"]
    ),
    .target(
      name: "TestSupport", dependencies: ["ImmutableData", "TypedLiterals", "LocalStoreSupport", grdb], path: "Tests/TestSupport",
      swiftSettings: strictSettings),
    .testTarget(name: "AttachWireTests", dependencies: ["AttachWire"], swiftSettings: strictSettings),
    .testTarget(
      name: "ImmutableShellAgentTests",
      dependencies: ["ImmutableShellAgent", "ImmutableShell", "AttachWire", "SampleDomains", "CounterData", "ImmutableData", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(name: "ImmutableDataTests", dependencies: ["ImmutableData", "TestSupport"], swiftSettings: strictSettings),
    .testTarget(name: "ImmutableUITests", dependencies: ["ImmutableUI", "TestSupport"], swiftSettings: strictSettings),
    .testTarget(
      name: "TypedLiteralsTests", dependencies: ["TypedLiterals", "TestSupport", hashTreeCollections, propertyBased],
      swiftSettings: strictSettings),
    // ImmutableData for the Store the walkthrough exported under Exported/ replays its session on.
    .testTarget(
      name: "CounterDataTests", dependencies: ["CounterData", "ImmutableData", "TypedLiterals", "TestSupport", propertyBased],
      // The recording scripts/update-exported-tests exports beside it.
      exclude: ["Exported/CounterServiceRecording.imsh"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "LocalStoreSupportTests", dependencies: ["LocalStoreSupport", "TestSupport", grdb], swiftSettings: strictSettings
    ),
    .testTarget(
      name: "AnimalsDataTests",
      dependencies: [
        "AnimalsData", "ImmutableData", "Services", "TypedLiterals", "TestSupport",
        .product(name: "GRDB", package: "GRDB.swift"), propertyBased,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "QuakesDataTests",
      dependencies: [
        "QuakesData", "ImmutableData", "TypedLiterals", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        propertyBased,
      ],
      // The session scripts/update-exported-tests exports beside it.
      exclude: ["Exported/QuakesHourSession.imsh"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "FoodTruckDataTests", dependencies: ["FoodTruckData", "ImmutableData", "TypedLiterals", "TestSupport", propertyBased],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ImmutableShellTests", dependencies: ["ImmutableShell", "SampleDomains", "ImmutableUI", "AttachWire", "TestSupport"], swiftSettings: strictSettings),
    // GRDB only to lock a store file from a second connection, as another process would.
    .testTarget(name: "imshellTests", dependencies: ["ShellTerminal", "TestSupport", grdb], swiftSettings: strictSettings),
    // The generator's fixtures and their committed conformances, compiled here; the generator
    // itself is tested through its binary, which has swift-syntax only when built with the trait
    // in .build/literals (scripts/test builds it there first): a trait in .build would recompile all.
    .testTarget(name: "LiteralGeneratorCoreTests", dependencies: ["TypedLiterals", "TestSupport"], swiftSettings: strictSettings),
    .testTarget(name: "USGSDoubleTests", dependencies: ["TestSupport"], swiftSettings: strictSettings),
    .testTarget(
      name: "RemoteStoreSupportTests", dependencies: ["RemoteStoreSupport"], swiftSettings: strictSettings),
    // In-process tests of the handler (the executable's `package` types) plus live tests of the
    // built binary.
    .testTarget(
      name: "AnimalsDataServerTests", dependencies: ["AnimalsDataServer", "AnimalsData", "TestSupport", grdb],
      swiftSettings: strictSettings),
  ]
)
