@testable import ImmutableShell
import Testing

/// `EffectInbox` on its own: what effects report waits, in order, until the pipeline takes it;
/// failures become one error of the input line; the inbox's backlink dies with it.
@MainActor @Suite struct EffectInboxTests {
  @Test func linesWaitInOrderAndOnlyForADispatch() {
    let inbox = EffectInbox()
    inbox.receive(.started(source: "Listener", condition: "status nil → .waiting", effect: "fetch()"), cause: 3)
    inbox.receive(.failed(source: "Listener", message: "fetch threw: offline"), cause: 3)
    inbox.receive(.noted(source: "Store", text: "GET /animals"), cause: 3)
    inbox.receive(.started(source: "Listener", condition: "", effect: "launch()"), cause: nil)
    #expect(
      inbox.takeLines() == [
        EffectInbox.EffectLine(cause: 3, line: "Listener: status nil → .waiting ⇒ fetch()"),
        EffectInbox.EffectLine(cause: 3, line: "error: Listener: fetch threw: offline"),
        EffectInbox.EffectLine(cause: 3, line: "Store: GET /animals"),
      ])
    #expect(inbox.takeLines().isEmpty, "taken once")
    #expect(inbox.lastEffect == "launch()", "the thunk the last start named, not its line")
  }

  @Test func failuresBecomeOneErrorNamingTheirDispatch() {
    let inbox = EffectInbox()
    #expect(inbox.takeAll().failure == nil)
    inbox.receive(.failed(source: "Store", message: "save threw: disk full"), cause: 2)
    #expect(inbox.takeLines() == [EffectInbox.EffectLine(cause: 2, line: "error: Store: save threw: disk full")])
    inbox.receive(.failed(source: "Store", message: "load threw: missing"), cause: nil)
    let (lines, failure) = inbox.takeAll()
    #expect(lines.isEmpty, "the line was taken before")
    #expect(failure?.kind == .effectFailed)
    #expect(failure?.message == "effect of #2: Store: save threw: disk full\n  effect: Store: load threw: missing", "taking the lines left the failures")
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
