// swift-tools-version: 6.1
// The benchmarks live in their own package so that ordo-one/benchmark, its malloc interposer and
// the report generator never enter the root package's dependency graph or its test build.
// Run everything with `scripts/bench`; see the header of the generated `README.md`.
import PackageDescription

/// Swift 6 mode plus the upcoming features the root package enables (CONTRIBUTING.md).
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// What every benchmark executable needs: the measuring library and the plugin that generates its
/// `main`. ordo-one/benchmark discovers executables whose folder sits directly in `Benchmarks/`.
let benchmarkSupport: [Target.Dependency] = [
  .product(name: "Benchmark", package: "benchmark"),
  "BenchmarkNames",
]
let benchmarkPlugins: [Target.PluginUsage] = [
  .plugin(name: "BenchmarkPlugin", package: "benchmark")
]

let package = Package(
  name: "imshell-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    // The root package: its library products are what pipeline benchmarks measure. Named, so that
    // `.product(name:package: "imshell")` works whatever the checkout's folder is called.
    .package(name: "imshell", path: ".."),
    // Traits: only the malloc interposer (malloc counts, requested bytes), not the Swift 6.3
    // runtime interposer, which this machine's package mirror does not carry.
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
  ],
  targets: [
    // Chapter 19 of the Programming Guide on Linux: Dictionary vs TreeDictionary vs SQLite.
    .executableTarget(
      name: "CollectionBenchmarks",
      dependencies: benchmarkSupport + [
        .product(name: "HashTreeCollections", package: "swift-collections"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      path: "Benchmarks/CollectionBenchmarks",
      swiftSettings: strictSettings,
      plugins: benchmarkPlugins
    ),

    // ── Add further benchmark targets here. ──────────────────────────────────────────────────
    // The budgets' pipelines: Counter actions from the bare reducer to the shell's batch path, and
    // the Quakes feed through decode, reduce, diff and SQLite; ratios in BenchReport's Budgets.
    .executableTarget(
      name: "PipelineBenchmarks",
      dependencies: benchmarkSupport + [
        "CounterWorkload",
        .product(name: "ImmutableData", package: "imshell"),
        .product(name: "ImmutableUI", package: "imshell"),
        .product(name: "CounterData", package: "imshell"),
        .product(name: "QuakesData", package: "imshell"),
        .product(name: "ImmutableShell", package: "imshell"),
        .product(name: "SampleDomains", package: "imshell"),
      ],
      path: "Benchmarks/PipelineBenchmarks",
      swiftSettings: strictSettings,
      plugins: benchmarkPlugins
    ),

    // The Counter runs the shell-path budget compares (8 watches; in turn and through the shell), shared by
    // the benchmarks and the instruction counts.
    .target(
      name: "CounterWorkload",
      dependencies: [
        .product(name: "ImmutableData", package: "imshell"),
        .product(name: "ImmutableUI", package: "imshell"),
        .product(name: "CounterData", package: "imshell"),
        .product(name: "ImmutableShell", package: "imshell"),
        .product(name: "SampleDomains", package: "imshell"),
      ],
      swiftSettings: strictSettings
    ),
    // One Counter run per process, for `scripts/count-instructions` to run under callgrind.
    .executableTarget(name: "InstructionCounts", dependencies: ["CounterWorkload"], swiftSettings: strictSettings),
    // The `Operation · BackEnd · N=size` naming convention, shared by the benchmarks and the report.
    .target(name: "BenchmarkNames", swiftSettings: strictSettings),
    // Reads the exported results and writes README.md (Foundation only, no benchmark dependency).
    .executableTarget(name: "BenchReport", dependencies: ["BenchmarkNames"], swiftSettings: strictSettings),
  ]
)
