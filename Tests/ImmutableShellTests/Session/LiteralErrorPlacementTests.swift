@testable import ImmutableShell
import Testing

/// Where the shell points for literals Swift would refuse (issue 13's round-trip gaps): the
/// caret sits on the character at fault, in every kind of line that reads a literal.
@MainActor @Suite struct LiteralErrorPlacementTests {
  @Test func emptyParenthesesAfterACaseWithoutPayloadPointAtTheParenthesis() async {
    let harness = ShellHarness()
    let (diagnostic, errors) = await harness.fails(".didTapIncrementButton()", kind: .syntax)
    #expect(diagnostic?.offset == 22)
    #expect(errors == """
      imshell: <test>:1:23: error: '.didTapIncrementButton' has no associated values; write it without '()'
        .didTapIncrementButton()
                              ^
        expected one of: .didTapIncrementButton

      """)
    #expect(await harness.counterValue() == "0", "nothing was dispatched")
  }

  @Test func anIntegerBeyondIntPointsAtItsFirstDigit() async {
    let harness = ShellHarness()
    let (diagnostic, errors) = await harness.fails(":expect selectValue() == 9223372036854775808", kind: .syntax)
    #expect(diagnostic?.offset == 25)
    #expect(errors.hasPrefix("imshell: <test>:1:26: error: integer literal '9223372036854775808' overflows when stored into 'Int'\n"))
  }

  @Test func theCaseInARepeatedLinePointsIntoTheLineAsTyped() async {
    let harness = ShellHarness()
    let (diagnostic, errors) = await harness.fails(":repeat 2 .didTapDecrementButton()", kind: .syntax)
    #expect(diagnostic?.offset == 32)
    #expect(errors.hasPrefix("imshell: <test>:1:33: error: '.didTapDecrementButton' has no associated values"))
    #expect(await harness.counterValue() == "0")
  }
}
