import Foundation
@testable import ImmutableShell
import SampleDomains
import Testing

/// A shell on a capturing sink, driven line by line as a user would type.
///
/// ```swift
/// let harness = ShellHarness()
/// await harness.succeeds(".didTapIncrementButton")
/// #expect(harness.outputLines.contains("#1 .didTapIncrementButton"))
/// ```
@MainActor final class ShellHarness {
  let sink: OutputSink
  let environment: ShellEnvironment
  let shell: Shell
  /// The physical line number the next `feed` uses.
  private(set) var nextLine = 1
  private var outputMark: String.Index
  private var errorMark: String.Index

  init(
    domain: any Domain.Type = CounterDomain.self, traces: TraceSettings = .standard, echo: Bool = false,
    options: DomainOptions = DomainOptions(), settleTimeout: Duration = .seconds(60),
    isInterrupted: @escaping @Sendable () -> Bool = { false }, programName: String = "imshell",
    catalog: DomainCatalog = .samples
  ) {
    self.sink = OutputSink.capturing()
    self.environment = ShellEnvironment(
      programName: programName, catalog: catalog, output: self.sink, traces: traces, settleTimeout: settleTimeout, isInterrupted: isInterrupted)
    // The domains used in tests open no files, so their runtimes cannot fail to open.
    self.shell = try! Shell(domain: domain, environment: self.environment, options: options, echo: echo)
    self.outputMark = self.sink.captured.output.endIndex
    self.errorMark = self.sink.captured.errors.endIndex
  }

  /// Everything written to standard output so far.
  var output: String { self.sink.captured.output }
  /// Everything written to standard error so far.
  var errors: String { self.sink.captured.errors }
  /// Standard output as lines.
  var outputLines: [String] { Self.lines(self.output) }

  /// Feeds one physical line as `<test>` line `nextLine`.
  @discardableResult
  func feed(_ text: String) async -> Diagnostic? {
    defer { self.nextLine += 1 }
    return await self.shell.feed(text, file: "<test>", line: self.nextLine)
  }

  /// Feeds `text` and returns only the standard-output lines it produced.
  func lines(of text: String, sourceLocation: SourceLocation = #_sourceLocation) async -> [String] {
    self.mark()
    let failure = await self.feed(text)
    #expect(failure == nil, "\(text) failed: \(self.newErrors)", sourceLocation: sourceLocation)
    return Self.lines(self.newOutput)
  }

  /// Feeds each line and records an issue for every one that fails.
  func succeeds(_ texts: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
    for text in texts {
      self.mark()
      let failure = await self.feed(text)
      #expect(failure == nil, "\(text) failed: \(self.newErrors)", sourceLocation: sourceLocation)
    }
  }

  /// Feeds `text`, which must fail with `kind`; returns the diagnostic and its rendered error text.
  @discardableResult
  func fails(
    _ text: String, kind: Diagnostic.Kind, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> (diagnostic: Diagnostic?, errors: String) {
    self.mark()
    let failure = await self.feed(text)
    #expect(failure?.kind == kind, "\(text) gave \(String(describing: failure?.kind)), output: \(self.newOutput)", sourceLocation: sourceLocation)
    #expect(!self.newErrors.isEmpty, "\(text) printed no error", sourceLocation: sourceLocation)
    return (failure, self.newErrors)
  }

  /// Starts a new capture window for `newOutput` / `newErrors`.
  func mark() {
    self.outputMark = self.sink.captured.output.endIndex
    self.errorMark = self.sink.captured.errors.endIndex
  }

  /// Standard output since the last `mark()`.
  var newOutput: String { String(self.sink.captured.output[self.outputMark...]) }
  /// Standard error since the last `mark()`.
  var newErrors: String { String(self.sink.captured.errors[self.errorMark...]) }
  /// Standard-output lines since the last `mark()`.
  var newOutputLines: [String] { Self.lines(self.newOutput) }

  /// The current counter value, read through `:select` as a user would.
  func counterValue(sourceLocation: SourceLocation = #_sourceLocation) async -> String? {
    await self.lines(of: ":select selectValue()", sourceLocation: sourceLocation).first
  }

  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

/// Runs `body` with a fresh temporary directory, removed afterwards.
@MainActor func withTemporaryDirectory<T>(_ body: (String) async throws -> T) async throws -> T {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("imshell-tests-\(UInt64.random(in: 0...UInt64.max))").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: path) }
  return try await body(path)
}

/// Records an issue unless `expected` appears as consecutive elements of `lines`.
func expectContiguous(_ expected: [String], in lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
  let found = lines.indices.contains { (start: Int) -> Bool in
    let end = start + expected.count
    guard end <= lines.count else { return false }
    return Array(lines[start..<end]) == expected
  }
  #expect(found, "expected consecutive lines \(expected) in \(lines)", sourceLocation: sourceLocation)
}

extension ShellHarness {
  /// Feeds every line of `texts`, each of which must succeed.
  func succeeds(contentsOf texts: some Sequence<String>, sourceLocation: SourceLocation = #_sourceLocation) async {
    for text in texts { await self.succeeds(text, sourceLocation: sourceLocation) }
  }

  /// The Counter session behind the shell, to reach its work tracker.
  var counterSession: DomainSession<CounterDomain> { self.shell.session as! DomainSession<CounterDomain> }
}
