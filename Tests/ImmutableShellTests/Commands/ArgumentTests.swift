@testable import ImmutableShell
import Testing

/// Each command's argument is declared once: the same declaration reads it and tells completion
/// what each word is.
@MainActor @Suite struct ArgumentTests {
  @Test(arguments: CommandTable.all.filter(\.slots.isEmpty).map(\.name))
  func commandWithoutArgumentsRefusesText(_ name: String) async {
    let harness = ShellHarness()
    let (failure, _) = await harness.fails(":\(name) now", kind: .command)
    #expect(failure?.message == "unexpected 'now': :\(name) takes no arguments")
    #expect(failure?.offset == name.count + 2)
  }

  @Test func handlersReceiveDecodedValues() async {
    let harness = ShellHarness()
    await harness.succeeds(".didTapIncrementButton", ".didTapIncrementButton", ":undo", ":storage #1")
    #expect(await harness.counterValue() == "1")
    #expect(await harness.lines(of: ":echo  two  blanks") == ["two  blanks"], "blanks inside the text are kept")
  }

  @Test func aWordThatIsNotTheDeclaredKindNamesWhatWasExpected() async {
    let harness = ShellHarness()
    let cases: [(line: String, message: String)] = [
      (":await soon", "expected seconds from 0 to 86400, or app N, found 'soon'"),
      (":storage #x", "expected a dispatch number, found '#x'"),
      (":undo -2", "expected a number, found '-2'"),
      (":unwatch", "expected a watch id or label"),
      (":save  ", "expected a file name"),
    ]
    for (line, message) in cases {
      let (failure, _) = await harness.fails(line, kind: .command)
      #expect(failure?.message == message, "\(line)")
    }
  }

  @Test func slotsFollowTheWordsTyped() throws {
    let set = try #require(CommandTable.spec(named: "set"))
    #expect(set.slot(forWordAt: 0) == .setting)
    #expect(set.slot(forWordAt: 1) == .settingValue)
    #expect(set.slot(forWordAt: 2) == nil)
    let repeatLine = try #require(CommandTable.spec(named: "repeat"))
    #expect(repeatLine.slot(forWordAt: 0) == .integer)
    #expect(repeatLine.slot(forWordAt: 5) == .actionLine, "a line holds blanks: the last slot takes the rest")
  }

  @Test func completionOffersWhatTheWordAtTheCursorTakes() {
    let completer = ShellHarness().shell.completer
    #expect(completer.complete(line: ":trace listeners ", cursor: 17).candidates == ["on", "off", "changed", "all"])
    #expect(completer.complete(line: ":trace state o", cursor: 14).candidates == ["on", "off"])
    #expect(completer.complete(line: ":trace state on ", cursor: 16).candidates.isEmpty)
    #expect(completer.complete(line: ":set echo o", cursor: 11).candidates == ["on", "off"])
    #expect(completer.complete(line: ":help wat", cursor: 9).candidates == ["watch", "watches"])
    #expect(completer.complete(line: ":help watch ", cursor: 12).candidates.isEmpty)
  }
}
