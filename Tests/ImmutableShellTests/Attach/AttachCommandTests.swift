import AttachWire
@testable import ImmutableShell
import SampleDomains
import Testing
import TypedLiterals

/// The attach commands a session runs without an app: starting from a literal state, digests,
/// and the refusals of what needs an attached app; and the entry an app's action takes.
@MainActor @Suite struct AttachCommandTests {
  @Test func startFromSetsTheStateAndStartsTheHistoryThere() async {
    let harness = ShellHarness()
    await harness.succeeds(".didTapIncrementButton", ":start-from CounterState(value: 41)", ".didTapIncrementButton")
    #expect(await harness.counterValue() == "42")
    #expect(await harness.lines(of: ":history").contains { $0.contains("#1 .didTapIncrementButton") })
  }

  @Test func startFromPointsAtWhatDoesNotRead() async {
    let harness = ShellHarness()
    let (failure, _) = await harness.fails(":start-from CounterState(valu: 4)", kind: .syntax)
    #expect(failure?.message == "expected label 'value:'")
    #expect(failure?.offset == 25)
  }

  @Test func verifyPrintsOrChecksTheDigest() async {
    let harness = ShellHarness()
    let digest = StateDigest.of("CounterState(value: 0)")
    #expect(await harness.lines(of: ":verify") == ["digest \(digest)"])
    await harness.succeeds(":verify \(digest)")
    let (failure, _) = await harness.fails(":verify 0000000000000000", kind: .expectationFailed)
    #expect(failure?.message == "the state's digest is \(digest), not 0000000000000000")
  }

  @Test(arguments: [":detach", ":await app 1", ":record session.imsh"])
  func whatNeedsAnAppIsRefusedWithoutOne(_ line: String) async {
    let harness = ShellHarness()
    let (failure, _) = await harness.fails(line, kind: .command)
    #expect(failure?.message.contains("attach") == true)
  }

  @Test func anAppsActionEntersLikeAnEffectsAndIsMarked() async throws {
    let harness = ShellHarness()
    try harness.shell.session.dispatchFromApp(try LiteralParser.parse(".didTapIncrementButton"))
    try await harness.shell.settle()
    #expect(harness.outputLines == ["#1 ← app .didTapIncrementButton", "   state   value: 0 → 1"])
    #expect(await harness.counterValue() == "1")
  }

  @Test(arguments: [
    ("effects on", true), ("effects off", false), ("max-items 3", false), ("timeout 5", false), ("reducer teaching", true), ("", false),
  ])
  func setIsRefusedAttachedOnlyWhereItActsLocally(_ arguments: String, _ refused: Bool) {
    #expect((AttachPolicy.setRefusal(arguments) != nil) == refused)
  }

  @Test func theFingerprintChangesWithTheTypes() {
    #expect(TypeFingerprint.of(CounterDomain.self) == TypeFingerprint.of(CounterDomain.self))
    #expect(TypeFingerprint.of(CounterDomain.self) != TypeFingerprint.of(AnimalsDomain.self))
    #expect(TypeFingerprint.of(CounterDomain.self).count == 16)
  }
}

/// What a recording's replay rests on, for every sample: the state printed as a literal starts a
/// session again (`:start-from`) at a state with the same digest (`:verify`, `:expect digest`).
@MainActor @Suite struct StartFromRoundTripTests {
  @Test(arguments: DomainCatalog.samples.names)
  func theStatePrintedStartsASessionAtTheSameDigest(_ name: String) async throws {
    let domain = try #require(DomainCatalog.samples.domain(named: name))
    let source = ShellHarness(domain: domain)
    if name == "counter" { await source.succeeds(".didTapIncrementButton", ".didTapIncrementButton") }
    let literal = source.shell.session.stateLiteral
    let digest = source.shell.session.stateDigest
    let replay = ShellHarness(domain: domain)
    await replay.succeeds(":set effects off", ":start-from \(literal)", ":verify \(digest)", ":expect digest == \"\(digest)\"")
    #expect(replay.shell.session.stateDigest == digest)
  }
}
