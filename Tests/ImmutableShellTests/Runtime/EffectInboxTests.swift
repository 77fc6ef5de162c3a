@testable import ImmutableShell
import Testing

/// `EffectInbox` on its own: what effects report waits, in order, until the pipeline takes it;
/// failures become one error of the input line; the inbox's backlink dies with it.
@MainActor @Suite struct EffectInboxTests {
  @Test func linesWaitInOrderAndOnlyForADispatch() {
    let inbox = EffectInbox()
    inbox.receive(.started("Listener: fetch"), cause: 3)
    inbox.receive(.failed("Listener: fetch threw: offline"), cause: 3)
    inbox.receive(.started("Listener: launch"), cause: nil)
    #expect(
      inbox.takeLines() == [
        EffectInbox.EffectLine(cause: 3, line: "Listener: fetch"), EffectInbox.EffectLine(cause: 3, line: "error: Listener: fetch threw: offline"),
      ])
    #expect(inbox.takeLines().isEmpty, "taken once")
    #expect(inbox.lastEffect == "Listener: launch")
  }

  @Test func failuresBecomeOneErrorNamingTheirDispatch() {
    let inbox = EffectInbox()
    #expect(inbox.takeAll().failure == nil)
    inbox.receive(.failed("save threw: disk full"), cause: 2)
    #expect(inbox.takeLines() == [EffectInbox.EffectLine(cause: 2, line: "error: save threw: disk full")])
    inbox.receive(.failed("load threw: missing"), cause: nil)
    let (lines, failure) = inbox.takeAll()
    #expect(lines.isEmpty, "the line was taken before")
    #expect(failure?.kind == .effectFailed)
    #expect(failure?.message == "effect of #2: save threw: disk full\n  effect: load threw: missing", "taking the lines left the failures")
    #expect(inbox.takeAll().failure == nil, "reported once")
  }

  @Test func theBacklinkDiesWithTheInbox() {
    var inbox: EffectInbox? = EffectInbox()
    weak let link = inbox?.backlink
    #expect(link != nil)
    inbox = nil
    #expect(link == nil)
  }
}
