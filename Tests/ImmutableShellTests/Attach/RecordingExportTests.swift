import AttachWire
@testable import ImmutableShell
import SampleDomains
import Testing
import TypedLiterals

/// A recording's last line, `:expect digest == "HEX"`, and `:export-test` of a session that
/// started from a state literal: the test starts its store there and expects the final state.
@MainActor @Suite struct RecordingExportTests {
  @Test func expectDigestPassesOnTheStatesDigestAndFailsOtherwise() async {
    let harness = ShellHarness()
    await harness.succeeds(".didTapIncrementButton")
    let digest = StateDigest.of("CounterState(value: 1)")
    #expect(await harness.lines(of: ":expect digest == \"\(digest)\"") == ["   ✓ digest \(digest)"])
    let (failure, _) = await harness.fails(":expect digest == \"0000000000000000\"", kind: .expectationFailed)
    #expect(failure?.message == "expectation failed: the state's digest is \(digest), expected 0000000000000000")
    let (notText, _) = await harness.fails(":expect digest == 12", kind: .command)
    #expect(notText?.message.contains("16 hex digits") == true)
  }

  @Test func digestIsNoWatchLabel() async {
    let harness = ShellHarness()
    let (failure, _) = await harness.fails(":watch digest = selectValue()", kind: .syntax)
    #expect(failure?.message.contains("'digest' is not a label") == true)
  }

  @Test func aRecordingExportsAsATestStartingFromItsStateAndExpectingTheLast() async throws {
    let harness = ShellHarness()
    let digest = StateDigest.of("CounterState(value: 40)")
    await harness.succeeds(
      ":set effects off", ":start-from CounterState(value: 41)", ".didTapDecrementButton", ":expect digest == \"\(digest)\"")
    let session = try harness.shell.session.exporter.exportedSession()
    let file = SwiftTestWriter(session: session, suiteName: "CounterRecordingTests").file
    #expect(file.contains("import TypedLiterals\n"))
    #expect(file.contains("    let store = try Self.makeStore(startingFrom: #\"CounterState(value: 41)\"#)\n"))
    #expect(file.contains("    try store.dispatch(action: .didTapDecrementButton)\n"))
    #expect(file.contains("    #expect(Self.text(of: store) == Self.text(#\"CounterState(value: 40)\"#))\n"))
    #expect(file.contains("Store(initialState: try CounterState(literal: LiteralParser.parse(text)), reducer: CounterReducer.reduce)"))
  }

  @Test func aSnapshotInTheMiddleStartsAFreshStore() async throws {
    let harness = ShellHarness()
    await harness.succeeds(":start-from CounterState(value: 1)", ".didTapIncrementButton", ":start-from CounterState(value: 9)")
    let file = SwiftTestWriter(session: try harness.shell.session.exporter.exportedSession(), suiteName: "T").file
    #expect(file.contains("    var store = try Self.makeStore(startingFrom: #\"CounterState(value: 1)\"#)\n"))
    #expect(file.contains("    store = try Self.makeStore(startingFrom: #\"CounterState(value: 9)\"#)\n"))
  }

  @Test func aLongStateIsWrittenFoldedInAMultilineRawString() throws {
    let state = Literal(.construct(type: "S", arguments: [
      Literal.Argument(label: "items", value: Literal(.dictionary((0..<40).map { Literal.Entry(key: Literal(.string("k\($0)")), value: Literal(.integer($0))) })))
    ]))
    let lines = SwiftTestWriter.rawString(state, lead: 40)
    #expect(lines.first == "#\"\"\"")
    #expect(lines.last == "  \"\"\"#")
    let first = try #require(lines.firstIndex(of: "    \"k0\": 0,"))
    let second = try #require(lines.firstIndex(of: "    \"k1\": 1,"))
    #expect(first < second)
    let text = lines.dropFirst().dropLast().joined(separator: "\n")
    #expect((try? LiteralParser.parse(text).description) == state.description)
  }

  @Test func aRecordedPayloadLargerThanATestHoldsIsRefusedWithTheLimit() async throws {
    let harness = ShellHarness(domain: AnimalsDomain.self)
    let animals = (0...1_000).map { "Animal(animalId: \"A\($0)\", name: \"A\", diet: .herbivorous, categoryId: \"Mammal\")" }
    let empty = harness.shell.session.stateLiteral
    await harness.succeeds(
      ":set effects off", ":start-from \(empty)",
      ".data(.persistentSession(.didFetchAnimals(result: .success(animals: [\(animals.joined(separator: ", "))]))))")
    let (failure, _) = await harness.fails(":export-test Big.swift", kind: .command)
    #expect(failure?.message == "cannot export: dispatch #1 carries 1,001 elements, more than the 1,000 an exported test holds")
  }

  @Test func aRecordingLongerThanATestHoldsIsRefusedWithTheLimit() async throws {
    let harness = ShellHarness()
    await harness.succeeds(":start-from CounterState(value: 0)", ":repeat 2001 .didTapIncrementButton")
    let (failure, _) = await harness.fails(":export-test Long.swift", kind: .command)
    #expect(failure?.message == "cannot export: more than the 2,000 dispatches after :start-from (or :attach) that an exported test holds")
  }

  @Test func timeTravelAfterStartFromIsRefused() async throws {
    let harness = ShellHarness()
    await harness.succeeds(":start-from CounterState(value: 3)", ".didTapIncrementButton", ".didTapIncrementButton", ":undo")
    let (failure, _) = await harness.fails(":export-test T.swift", kind: .command)
    #expect(failure?.message.contains("time travel after :start-from") == true)
  }
}
