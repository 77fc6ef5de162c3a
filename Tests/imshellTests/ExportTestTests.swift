import Foundation
import Testing
import TestSupport

/// `:export-test` through the real binary. The walkthroughs exported under
/// `Tests/*/Exported/` compile and run with the rest of the suite; here each is exported again
/// and must match the committed file byte for byte (regenerate with `scripts/update-exported-tests`).
@Suite struct ExportTestTests {
  static let walkthroughs = PackagePaths.root.appendingPathComponent("scripts/walkthroughs")

  /// `(committed file, walkthrough script)` for every `Tests/*/Exported/Walkthrough…Tests.swift`.
  static var exported: [String] {
    let tests = PackagePaths.root.appendingPathComponent("Tests")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
    return targets.sorted().flatMap { target in
      let folder = tests.appendingPathComponent(target).appendingPathComponent("Exported")
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return files.filter { $0.hasSuffix(".swift") }.sorted().map { "\(target)/Exported/\($0)" }
    }
  }

  /// The script a committed export came from: `QuakesHourSession.imsh` beside
  /// `QuakesHourSessionTests.swift`, else the walkthrough (`Walkthrough06AnimalsDataTests.swift`
  /// is `06-animals-data.imsh`).
  static func script(for file: String) throws -> URL {
    let sibling = PackagePaths.root.appendingPathComponent("Tests/" + file.dropLast("Tests.swift".count) + ".imsh")
    if FileManager.default.fileExists(atPath: sibling.path) { return sibling }
    return Self.walkthroughs.appendingPathComponent(try Self.walkthrough(for: file))
  }

  static func walkthrough(for file: String) throws -> String {
    let names = try FileManager.default.contentsOfDirectory(atPath: walkthroughs.path).filter { $0.hasSuffix(".imsh") }
    let stem = String(file.split(separator: "/").last!.dropLast(".swift".count))
    return try #require(names.first { name in
      "Walkthrough" + name.dropLast(".imsh".count).split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined() + "Tests" == stem
    }, "no walkthrough for \(file)")
  }

  @Test func sessionsOfThreeDomainsAreExported() {
    for target in ["CounterDataTests/", "AnimalsDataTests/", "QuakesDataTests/"] {
      #expect(Self.exported.contains { $0.hasPrefix(target) }, "\(Self.exported)")
    }
  }

  @Test(arguments: Self.exported)
  func committedExportIsFresh(_ file: String) async throws {
    let text = try String(contentsOf: try Self.script(for: file), encoding: .utf8)
    let options = text.prefix { $0 != "\n" }.dropFirst("#!imshell ".count).split(separator: " ").map(String.init)
    let work = try TemporaryDirectory()
    let target = work.url.appendingPathComponent(String(file.split(separator: "/").last!))
    // `:serve` finds the servers this package built.
    var environment = ProcessRunner.stableEnvironment(home: work.url)
    environment["IMSHELL_PACKAGE_ROOT"] = PackagePaths.root.path
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, options + ["--batch"], input: text + ":export-test \(target.path)\n", environment: environment,
      directory: work.url)
    #expect(result.status == 0, "\(result.errors)")
    let exported = try String(contentsOf: target, encoding: .utf8)
    let committed = try String(contentsOf: PackagePaths.root.appendingPathComponent("Tests/" + file), encoding: .utf8)
    #expect(exported == committed, "Tests/\(file) is stale: run scripts/update-exported-tests")
  }

  /// An export is for a user's own test target: it type-checks against the built modules as
  /// another package would, where our `package` declarations are out of reach.
  @Test(arguments: Self.exported)
  func committedExportCompilesOutsideThePackage(_ file: String) async throws {
    let result = try await ExportedSource.typecheckOutsideThePackage(PackagePaths.root.appendingPathComponent("Tests/" + file))
    #expect(result.status == 0, "Tests/\(file) uses what another package cannot see:\n\(result.errors)")
  }

  /// A week of quakes is not logged twice: the session says why it cannot be exported.
  @Test func aPayloadTooLargeToExportIsRefusedByName() async throws {
    let work = try TemporaryDirectory()
    var environment = ProcessRunner.stableEnvironment(home: work.url)
    environment["IMSHELL_PACKAGE_ROOT"] = PackagePaths.root.path
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["quakes", "--store", "memory", "--trace", "none"],
      // The week takes seconds to fetch and decode in a debug build; on a loaded machine more than
      // the default 10 s a line may wait (seen at load 30).
      input: ":set timeout 60\n:serve usgs\n.ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek)))\n:export-test Week.swift\n",
      environment: environment, directory: work.url)
    #expect(result.status == 1)
    #expect(result.errors.contains("cannot export: dispatch #2 carries "), "\(result.errors)")
    #expect(result.errors.contains("elements, more than the 1,000 an exported test holds"), "\(result.errors)")
  }

  @Test func anExportReadsAsATest() async throws {
    let work = try TemporaryDirectory()
    let script = """
      .didTapIncrementButton
      :expect selectValue() == 1
      :undo
      :expect selectIsAtLeast(value: 1) == false
      :export-test my-session.swift

      """
    let exported = try await ProcessRunner.run(PackagePaths.imshell, ["counter"], input: script, directory: work.url)
    #expect(exported.status == 0, "\(exported.errors)")
    #expect(exported.output.contains("exported my-session.swift (suite MySession)"))
    let file = try String(contentsOf: work.url.appendingPathComponent("my-session.swift"), encoding: .utf8)
    for line in [
      "@MainActor @Suite struct MySession {", "  @Test func replaysTheSession() throws {",
      "    try store.dispatch(action: .didTapIncrementButton)",
      "    #expect(store.select(CounterState.selectValue()) == 1)",
      "    // time travel to #0: the initial state again.", "    store = Self.makeStore()",
      "    #expect(store.select(CounterState.selectIsAtLeast(value: 1)) == false)",
    ] {
      #expect(file.contains(line + "\n"), "missing: \(line)\n\(file)")
    }
  }

  @Test(arguments: [
    ("counter", ":export-test session.swift", "nothing to export"),
    ("counter", ".didTapIncrementButton\n:export-test /nonexistent/folder/Session.swift", "cannot write /nonexistent/folder/Session.swift"),
    ("counter", ".didTapIncrementButton\n:export-test", "expected a file name"),
    ("counter", ".didTapIncrementButton\n:export-test ---.swift", "cannot name a test suite"),
    ("counter", ":set reducer throwing\n:export-test Session.swift", "swapped the reducer"),
    ("foodtruck", ":export-test Session.swift", "foodtruck sessions cannot be exported yet; :export-test knows counter, animals and quakes"),
  ])
  func aSessionThatCannotBeExportedSaysWhy(domain: String, script: String, message: String) async throws {
    let work = try TemporaryDirectory()
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, [domain, "--store", "memory", "--no-effects"], input: script + "\n", directory: work.url)
    #expect(result.status == 1)
    #expect(result.errors.contains(message), "\(result.errors)")
  }
}
