@testable import ImmutableShell
import Testing

/// TAB's list of choices is laid out in columns that fit the terminal, top to bottom first.
@Suite struct CandidateColumnsTests {
  @Test func candidatesFillColumnsTopToBottom() {
    let rows = CandidateColumns.rows(["alpha", "beta", "gamma", "delta", "eps"], width: 24)
    // Cells of 7 (the longest, 5, plus 2): three columns in 24, so two rows.
    #expect(rows == ["alpha  gamma  eps", "beta   delta"])
  }

  @Test func aNarrowTerminalGetsOneColumn() {
    #expect(CandidateColumns.rows(["selectQuakesValues(", "selectQuakes("], width: 10) == ["selectQuakesValues(", "selectQuakes("])
  }

  @Test func nothingToListIsNoRow() {
    #expect(CandidateColumns.rows([], width: 80).isEmpty)
  }
}
