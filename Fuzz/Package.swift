// swift-tools-version: 6.1
// The libFuzzer targets live in their own package so that `scripts/test`'s build of the root
// package never compiles them (they need `--sanitize fuzzer`, and libFuzzer supplies `main`).
// Build and run everything with `scripts/fuzz`; the README's "Reliability" section has the figures.
import PackageDescription

/// Swift 6 mode plus the upcoming features the root package enables (CONTRIBUTING.md).
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// libFuzzer without its `main` (`libclang_rt.fuzzer_no_main-x86_64.a` of the toolchain's clang),
/// which `scripts/fuzz` finds and passes in `IMSHELL_LIBFUZZER`.
let libFuzzer = Context.environment["IMSHELL_LIBFUZZER"] ?? "libclang_rt.fuzzer_no_main.a"

/// One fuzz target: an executable whose `main.swift` hands the process to libFuzzer's driver
/// with the target's `LLVMFuzzerTestOneInput`. SwiftPM generates an executable's `main` itself,
/// so the fuzzer's own `main` (what `-sanitize=fuzzer` links) cannot be used.
///
/// `scripts/fuzz` instruments every module for coverage (`-Xfrontend -sanitize=fuzzer`, compile
/// only) and adds AddressSanitizer; only these executables link libFuzzer.
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency], settings: [SwiftSetting] = []) -> Target {
  .executableTarget(
    name: name, dependencies: ["FuzzSupport"] + dependencies, swiftSettings: strictSettings + settings,
    linkerSettings: [.unsafeFlags(["-Xlinker", libFuzzer, "-lstdc++"])])
}

/// A library product of the root package.
/// Lets a target see the root package's `package` declarations: the Animals wire types
/// (`RemoteRequest`, `RemoteResponse`, `RemoteErrorBody`) are shared by the remote store and the
/// server only and stay out of the public API, and this package cannot join the root's (SwiftPM
/// passes its own `-package-name` last). For the fuzz targets only, which read, never export.
let rootPackageAccess: SwiftSetting = .unsafeFlags(["-Xfrontend", "-disable-access-control"])

func root(_ name: String) -> Target.Dependency {
  .product(name: name, package: "imshell")
}

let package = Package(
  name: "imshell-fuzz",
  platforms: [.macOS(.v15)],
  dependencies: [
    // Named, so that `.product(name:package: "imshell")` works whatever the checkout's folder is called.
    .package(name: "imshell", path: ".."),
  ],
  targets: [
    // Invariant checks shared by the targets: positions inside the input, print → parse fixed points.
    .target(
      name: "FuzzSupport", dependencies: ["CLibFuzzer", root("TypedLiterals"), root("AnimalsData")],
      swiftSettings: strictSettings),
    // The declaration of libFuzzer's driver entry point.
    .target(name: "CLibFuzzer"),
    // A line as the literal layer sees it: lexer, parser, printer, and decoding into every domain's actions.
    fuzzTarget(
      "LiteralLineFuzz",
      [root("TypedLiterals"), root("CounterData"), root("AnimalsData"), root("QuakesData"), root("FoodTruckData")]),
    // A line as the shell sees it: the classifier, continuation lines, commands' arguments, dispatch.
    fuzzTarget("ShellLineFuzz", [root("ImmutableShell"), root("SampleDomains")]),
    // A body from the USGS summary feed, through the Quakes remote store's decoder.
    fuzzTarget("USGSGeoJSONFuzz", [root("QuakesData"), root("TypedLiterals")]),
    // The bytes of an HTTP answer, through the remote stores' answer reader (PlainHTTPClient).
    fuzzTarget("HTTPAnswerFuzz", [root("Services")], settings: [rootPackageAccess]),
    // The Animals model's JSON, as the remote store's wire carries it.
    fuzzTarget("AnimalsWireFuzz", [root("AnimalsData"), root("TypedLiterals")], settings: [rootPackageAccess]),
    // The attach channel's bytes, from either side, through the frame decoder and message reader.
    fuzzTarget("AttachFrameFuzz", [root("AttachWire")]),
  ]
)
