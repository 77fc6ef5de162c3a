@testable import ImmutableShell
import Testing

/// What a command name is, for running and completing alike.
@Suite struct CommandSplitTests {
  @Test func theNameEndsAtTheFirstScalarANameCannotHold() {
    let split = CommandSplit("  :set effects on")
    #expect(split?.colon == 2 && split?.name == "set" && split?.nameEnd == 6)
    #expect(CommandSplit(":export-test T.swift")?.name == "export-test")
    #expect(CommandSplit(":? watch")?.name == "?")
    #expect(CommandSplit(":select(x)")?.nameEnd == 7)
    #expect(CommandSplit(":")?.name == "")
  }

  @Test(arguments: ["", "   ", ".didTap", "# :set", "set :x"])
  func otherLinesAreNoCommand(_ text: String) {
    #expect(CommandSplit(text) == nil)
  }
}
