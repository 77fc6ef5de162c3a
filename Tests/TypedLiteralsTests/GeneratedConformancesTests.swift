import Foundation
import TestSupport
import Testing
import TypedLiterals

/// The committed `Generated/TypedLiterals.generated.swift` files are fresh: every `// @TypedLiteral`
/// declaration has a conformance generated from its current text, and none is left over. Checked
/// without swift-syntax; regenerate with `scripts/update-literals`, which runs the generator the
/// `generate-typed-literals` plugin runs.
@Suite struct GeneratedConformancesTests {
  /// Every module folder of the repository a marker may appear in, including the generator's own
  /// test fixtures (Tests/LiteralGeneratorCoreTests) and the example app's modules.
  static let modules: [String] = ["Sources", "Tests", "Examples/TodoShell/Sources"].flatMap { parent in
    let folder = PackagePaths.root.appendingPathComponent(parent)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { "\(parent)/\($0)" }
  }

  @Test(arguments: Self.modules)
  func committedConformancesAreFresh(module: String) throws {
    let problems = try GeneratedConformances.problems(inModuleAt: PackagePaths.root.appendingPathComponent(module))
    #expect(problems.isEmpty, "\(GeneratedConformances.staleMessage(problems, module: module, command: "scripts/update-literals"))")
  }

  /// Guards the test above against passing because it found nothing.
  @Test func theSampleModulesHaveMarkedDeclarations() throws {
    let counter = PackagePaths.root.appendingPathComponent("Sources/CounterData")
    let text = try String(contentsOf: counter.appendingPathComponent(GeneratedConformances.relativePath), encoding: .utf8)
    #expect(GeneratedConformances.recordedDeclarations(inGenerated: text).map(\.name) == ["CounterAction", "CounterState"])
  }
}

// MARK: - The check can fail

extension GeneratedConformancesTests {
  static let counter = """
    /// What the user did.
    // @TypedLiteral
    public enum Counter: Sendable {
      case increment
    }

    """

  /// A module folder holding `source` as Counter.swift and a generated file recording
  /// `recordedSource`'s declarations.
  static func module(source: String, recording recordedSource: String) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try source.write(to: directory.url.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
    let records = GeneratedConformances.declarations(inSource: recordedSource, file: "Counter.swift").map {
      GeneratedConformances.record($0, qualifiedName: $0.name) + "\nextension \($0.name) {}\n"
    }
    let generated = directory.url.appendingPathComponent(GeneratedConformances.relativePath)
    try FileManager.default.createDirectory(at: generated.deletingLastPathComponent(), withIntermediateDirectories: true)
    try records.joined().write(to: generated, atomically: true, encoding: .utf8)
    return directory
  }

  @Test func anUnchangedDeclarationIsFresh() throws {
    let module = try Self.module(source: Self.counter, recording: Self.counter)
    #expect(try GeneratedConformances.problems(inModuleAt: module.url) == [])
  }

  @Test func aNewCaseMakesItStale() throws {
    let changed = Self.counter.replacingOccurrences(of: "case increment", with: "case increment, decrement")
    let module = try Self.module(source: changed, recording: Self.counter)
    #expect(
      try GeneratedConformances.problems(inModuleAt: module.url)
        == ["Counter.swift:3: Counter changed since its conformance was generated"])
  }

  @Test func commentsAndIndentationDoNotMakeItStale() throws {
    let edited = Self.counter
      .replacingOccurrences(of: "  case increment", with: "  /// Adds one.\n      case increment  // the only case")
      .replacingOccurrences(of: "/// What the user did.", with: "/// What the user did, in the past tense.")
    let module = try Self.module(source: edited, recording: Self.counter)
    #expect(try GeneratedConformances.problems(inModuleAt: module.url) == [])
  }

  @Test func aMarkedDeclarationWithoutAConformanceIsReported() throws {
    let module = try Self.module(source: Self.counter, recording: "")
    #expect(
      try GeneratedConformances.problems(inModuleAt: module.url)
        == ["Counter.swift:3: Counter is marked // @TypedLiteral but has no generated conformance"])
  }

  @Test func aConformanceWithoutAMarkedDeclarationIsReported() throws {
    let unmarked = Self.counter.replacingOccurrences(of: "// @TypedLiteral\n", with: "")
    let module = try Self.module(source: unmarked, recording: Self.counter)
    #expect(
      try GeneratedConformances.problems(inModuleAt: module.url)
        == ["Generated/TypedLiterals.generated.swift: the conformance of Counter (from Counter.swift) has no marked declaration"])
  }
}
