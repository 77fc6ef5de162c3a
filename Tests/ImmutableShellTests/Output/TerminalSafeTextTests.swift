@testable import ImmutableShell
import Testing

/// `TerminalSafeText`, which every line the shell prints goes through (`OutputSink`).
@Suite struct TerminalSafeTextTests {
  @Test func controlCharactersAreWrittenAsSwiftEscapes() {
    #expect(TerminalSafeText.escaped("Evil\u{1B}]0;PWNED\u{07}\u{1B}[2J") == #"Evil\u{1b}]0;PWNED\u{7}\u{1b}[2J"#)
    #expect(TerminalSafeText.escaped("a\rb\u{7F}c\u{9B}d\u{0}") == #"a\u{d}b\u{7f}c\u{9b}d\u{0}"#)
  }

  @Test func lineFeedsTabsAndOtherTextStay() {
    let text = "caf\u{E9}\tno\u{A0}break\n\u{1F600} ✓"
    #expect(TerminalSafeText.escaped(text) == text)
  }

  @Test func onlyTheShellsOwnStylesPassWhenKept() {
    let styled = "\u{1B}[1m#1\u{1B}[0m \u{1B}[31mfailed\u{1B}[0m"
    #expect(TerminalSafeText.escaped(styled, keepingStyle: true) == styled)
    #expect(TerminalSafeText.escaped(styled) == #"\u{1b}[1m#1\u{1b}[0m \u{1b}[31mfailed\u{1b}[0m"#)
    #expect(TerminalSafeText.escaped("\u{1B}[2J\u{1B}[1m", keepingStyle: true) == "\\u{1b}[2J\u{1B}[1m")
  }

  @Test @MainActor func theSinkEscapesWhatItPrints() {
    let sink = OutputSink.capturing()
    sink.line("name: Evil\u{1B}[2J")
    sink.error("error: bad\u{07}")
    #expect(sink.captured.output == "name: Evil\\u{1b}[2J\n")
    #expect(sink.captured.errors == "error: bad\\u{7}\n")
  }
}
