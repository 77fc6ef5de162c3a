import Foundation
import ImmutableShell
import SampleDomains
import Testing

/// What the program hands to the shell is what the shell uses: its name (prompt, errors, `:save`
/// headers) and its catalog (`:domain` lists and loads only what was handed in).
@MainActor @Suite struct ProgramTests {
  static func harness() -> ShellHarness {
    ShellHarness(programName: "tally", catalog: DomainCatalog(.domain(CounterDomain.self), .domain(FoodTruckDomain.self)))
  }

  @Test func thePromptAndErrorsCarryTheProgramName() async {
    let shell = Self.harness()
    #expect(shell.shell.prompt == "tally(counter)> ")
    await shell.fails(":nope", kind: .syntax)
    #expect(shell.errors.hasPrefix("tally: <test>:1:"), "\(shell.errors)")
  }

  @Test func domainListsAndLoadsOnlyTheCatalog() async {
    let shell = Self.harness()
    let lines = await shell.lines(of: ":domain")
    #expect(lines.map { String($0.prefix(11)) } == ["* counter  ", "  foodtruck"])
    await shell.fails(":domain animals", kind: .command)
    #expect(shell.errors.contains("expected one of: counter, foodtruck"), "\(shell.errors)")
    await shell.succeeds(":domain foodtruck")
    #expect(shell.shell.prompt == "tally(foodtruck)> ")
  }

  @Test func aSavedScriptStartsWithTheProgramsHeader() async throws {
    let shell = Self.harness()
    try await withTemporaryDirectory { folder in
      await shell.succeeds(".didTapIncrementButton", ":save \(folder)/session.imsh")
      let text = try String(contentsOfFile: "\(folder)/session.imsh", encoding: .utf8)
      #expect(text.hasPrefix("#!tally counter\n"), "\(text)")
    }
  }
}
