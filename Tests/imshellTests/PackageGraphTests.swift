import Foundation
import TestSupport
import Testing

/// What a new machine's first `scripts/imshell` fetches: the shell needs no server, so with the
/// `Servers` trait off SwiftPM resolves only the packages the libraries use. One unguarded
/// dependency on Hummingbird would bring back its whole graph (23 more clones, ~25 s); one on
/// swift-syntax, minutes of build for every app that depends on us.
@Suite struct PackageGraphTests {
  /// `swift package dump-package`, read as JSON: the manifest as SwiftPM evaluated it.
  private func manifest() async throws -> [String: Any] {
    let scratch = try TemporaryDirectory()
    let swift = URL(fileURLWithPath: "/usr/bin/env")
    let result = try await ProcessRunner.run(
      swift, ["swift", "package", "--package-path", PackagePaths.root.path, "--scratch-path", scratch.url.path, "dump-package"])
    try #require(result.status == 0, "dump-package failed: \(result.errors)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
  }

  /// Each target's dependencies on other packages' products: (package, guarding traits).
  private func productDependencies(in manifest: [String: Any]) -> [(package: String, traits: [String])] {
    let targets = manifest["targets"] as? [[String: Any]] ?? []
    return targets.flatMap { target in
      (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
        guard let product = dependency["product"] as? [Any], product.count > 1, let package = product[1] as? String else {
          return nil
        }
        let condition = product.count > 3 ? product[3] as? [String: Any] : nil
        return (package, condition?["traits"] as? [String] ?? [])
      }
    }
  }

  @Test func withoutTheServersTraitOnlyTheLibrariesPackagesAreNeeded() async throws {
    let dependencies = productDependencies(in: try await manifest())
    let unguarded = Set(dependencies.filter { $0.traits.isEmpty }.map(\.package))
    #expect(unguarded == ["swift-argument-parser", "GRDB.swift", "swift-collections", "swift-property-based"])
    let guarded = dependencies.filter { !$0.traits.isEmpty }
    #expect(Set(guarded.map(\.package)) == ["hummingbird", "swift-syntax"])
    #expect(guarded.allSatisfy { $0.traits == ($0.package == "hummingbird" ? ["Servers"] : ["LiteralGenerator"]) })
  }

  /// Only the literal generator needs swift-syntax, and only `generate-typed-literals` (or
  /// scripts/update-literals) builds it: its trait stays off for us and for an app that depends on us.
  @Test func theServersTraitIsOnByDefaultAndTheLiteralGeneratorsIsNot() async throws {
    let traits = try await manifest()["traits"] as? [[String: Any]] ?? []
    let defaults = traits.first { $0["name"] as? String == "default" }
    #expect(defaults?["enabledTraits"] as? [String] == ["Servers"])
    #expect(traits.contains { $0["name"] as? String == "LiteralGenerator" })
  }

  /// What lets another package pin us by version: SwiftPM refuses a dependency any of whose
  /// targets passes an unsafe flag (`contains unsafe build flags`), and an exact pin on a
  /// dependency of ours would refuse every app on a neighbouring release of it.
  @Test func pinnableNoUnsafeFlagsAndEveryDependencyARange() async throws {
    let manifest = try await manifest()
    #expect(manifest["name"] as? String == "imshell")
    let targets = manifest["targets"] as? [[String: Any]] ?? []
    #expect(targets.count > 20)
    let unsafe = targets.filter { target in
      (target["settings"] as? [[String: Any]] ?? []).contains { ($0["kind"] as? [String: Any])?["unsafeFlags"] != nil }
    }
    #expect(unsafe.map { $0["name"] as? String } == [], "targets with unsafe flags")
    let dependencies = manifest["dependencies"] as? [[String: Any]] ?? []
    #expect(!dependencies.isEmpty)
    for dependency in dependencies {
      let sourceControl = (dependency["sourceControl"] as? [[String: Any]])?.first
      let requirement = sourceControl?["requirement"] as? [String: Any]
      #expect(requirement?["range"] != nil, "\(sourceControl?["identity"] ?? "?") is not a version range: \(requirement ?? [:])")
    }
  }
}
