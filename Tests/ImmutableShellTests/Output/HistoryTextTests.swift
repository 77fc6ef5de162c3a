@testable import ImmutableShell
import Testing
import TypedLiterals

/// `HistoryText` prints the time machine's reports.
@Suite struct HistoryTextTests {
  private let text = HistoryText(maxItems: 20)

  private func entry(_ number: Int, cause: Int? = nil) throws -> HistoryEntry {
    guard cause == nil else { return HistoryEntry(number: number, cause: cause, action: .text(".didLoad(3)")) }
    var parser = try LiteralParser(".didTapIncrementButton")
    return HistoryEntry(number: number, cause: nil, action: .literal(try parser.value()))
  }

  @Test func aListingMarksTheCurrentDispatchAndSaysWhatWasDropped() throws {
    let listing = HistoryListing(dropped: 2, position: 3, entries: [try self.entry(3), try self.entry(4, cause: 3)])
    #expect(self.text.listing(listing) == [
      "  #1…#2 dropped (:set history)", "→ #3 .didTapIncrementButton", "  #4 ← #3 .didLoad(3)",
    ])
  }

  @Test func anEmptyListingSaysWhetherAnythingWasDispatched() {
    #expect(self.text.listing(HistoryListing(dropped: 0, position: 0, entries: [])) == ["no dispatches yet"])
    #expect(self.text.listing(HistoryListing(dropped: 5, position: 5, entries: [])) == ["#1…#5 dropped (:set history)"])
  }

  @Test func storagePartsAlignUnderTheirDispatch() throws {
    let report = StorageReport(
      dispatch: try self.entry(1), parts: [.init(path: "value", comparison: "rebuilt"), .init(path: "a", comparison: "shared")])
    #expect(self.text.storage(report) == ["#1 .didTapIncrementButton", "   value  rebuilt", "   a      shared"])
    #expect(self.text.storage(StorageReport(dispatch: nil, parts: [])) == ["no dispatches yet"])
  }

  @Test func aResetCountsTheWatchesItRebuilt() {
    #expect(self.text.reset(ResetReport(domain: "Counter", watches: [])) == ["relaunched Counter: initial state, 0 watches rebuilt"])
  }
}
