import Testing
import TestSupport

/// The exit-status contract (README, "Exit status"), through the real binary in batch mode.
@Suite struct ExitStatusTests {
  func run(_ input: String, _ arguments: [String] = ["counter"]) async throws -> ProcessResult {
    try await ProcessRunner.run(PackagePaths.imshell, arguments, input: input)
  }

  @Test func passingScriptExitsZero() async throws {
    let result = try await self.run(".didTapIncrementButton\n.didTapIncrementButton\n:expect selectValue() == 2\n")
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output.contains("#2 .didTapIncrementButton"))
  }

  @Test func misspelledCaseExitsOneWithLocationAndSuggestion() async throws {
    let result = try await self.run(".didTapIncrementButton\n.didTapIncrementButon\n.didTapIncrementButton\n")
    #expect(result.status == 1)
    #expect(result.errors.contains("imshell: <stdin>:2:2: error: '.didTapIncrementButon' is not a case of CounterAction"))
    #expect(result.errors.contains("did you mean '.didTapIncrementButton'?"))
    #expect(result.errors.contains("  .didTapIncrementButon\n   ^"))
    #expect(!result.output.contains("#2"), "batch stops at the first error")
  }

  @Test func keepGoingRunsTheRestButStillFails() async throws {
    let result = try await self.run(".nope\n.didTapIncrementButton\n:expect selectValue() == 1\n", ["counter", "--keep-going"])
    #expect(result.status == 1)
    #expect(result.output.contains("#1 .didTapIncrementButton"))
  }

  @Test func falseExpectationExitsTwo() async throws {
    let result = try await self.run(".didTapIncrementButton\n:expect selectValue() == 5\n")
    #expect(result.status == 2)
    #expect(result.errors.contains("<stdin>:2:9: error: expectation failed: found 1, expected 5"))
  }

  @Test func unknownCommandExitsOne() async throws {
    let result = try await self.run(":wach selectValue()\n")
    #expect(result.status == 1)
    #expect(result.errors.contains("did you mean ':watch'?"))
  }

  @Test func unknownFlagExitsSixtyFour() async throws {
    let result = try await self.run("", ["counter", "--no-such-flag"])
    #expect(result.status == 64)
    #expect(result.errors.contains("--no-such-flag"))
  }

  @Test func unknownDomainExitsSixtyFour() async throws {
    #expect(try await self.run("", ["countr"]).status == 64)
  }

  @Test func quitStatusIsPassedOn() async throws {
    let result = try await self.run(":quit 3\n.didTapIncrementButton\n")
    #expect(result.status == 3)
    #expect(!result.output.contains("#1"))
  }

  @Test func throwingReducerLeavesStateAndExitsOne() async throws {
    let result = try await self.run(":set reducer throwing\n.didTapIncrementButton\n")
    #expect(result.status == 1)
    #expect(result.errors.contains("the reducer threw"))
  }

  @Test func expectThrowsPassesOnlyWhenTheReducerThrows() async throws {
    let passing = try await self.run(":set reducer throwing\n:expect throws .didTapIncrementButton\n:set reducer default\n:expect selectValue() == 0\n")
    #expect(passing.status == 0, "\(passing.errors)")
    let failing = try await self.run(":expect throws .didTapIncrementButton\n")
    #expect(failing.status == 2)
  }

  @Test func unbalancedActionContinues() async throws {
    let result = try await self.run(".ui(.categoryList(\n  .onAppear))\n:expect selectCategoriesStatus() == .waiting\n", ["animals", "--no-effects"])
    #expect(result.status == 0, "\(result.errors)")
  }

  @Test func anUnclosedCommandFailsAloneAndTheScriptStopsThere() async throws {
    let result = try await self.run(":expect selectIsAtLeast(\nvalue: 0) == true\n:echo never\n")
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("imshell: <stdin>:1:24: error: this '(' is never closed\n"), "\(result.errors)")
    #expect(!result.output.contains("never"))
  }

  @Test func dashEAndDashFRunInBatch() async throws {
    let result = try await self.run("", ["counter", "-e", ".didTapDecrementButton", "-e", ":expect selectValue() == -1"])
    #expect(result.status == 0, "\(result.errors)")
  }
}
