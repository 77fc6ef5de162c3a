@testable import ImmutableShell
import Testing

/// `:set NAME` answers from the option tables, the line `:set` alone shows for that option.
@MainActor @Suite struct SetCommandTests {
  @Test func oneOptionPrintsItsLineOfTheFullList() async {
    let harness = ShellHarness()
    let all = await harness.lines(of: ":set")
    #expect(all.count == ShellOption.all.count + 1, "the shell's options and Counter's reducer setting")
    for name in ["max-items", "timeout", "history", "reducer"] {
      let one = await harness.lines(of: ":set \(name)")
      #expect(one.count == 1 && all.contains(one[0]), "\(name): \(one)")
      #expect(one.first?.hasPrefix(name + " ") == true)
    }
  }

  @Test func oneOptionShowsItsChangedValue() async {
    let harness = ShellHarness()
    await harness.succeeds(":set max-items 7", ":set reducer throwing")
    #expect(await harness.lines(of: ":set max-items").first?.hasPrefix("max-items 7  ") == true)
    #expect(await harness.lines(of: ":set reducer").first?.hasPrefix("reducer throwing  ") == true)
  }

  @Test func anUnknownNameIsRefusedWithTheNamesThereAre() async {
    let harness = ShellHarness()
    let (diagnostic, _) = await harness.fails(":set max", kind: .command)
    #expect(diagnostic?.message == "unknown option 'max'")
    #expect(diagnostic?.expected == ShellOption.all.map(\.name) + ["reducer"])
  }
}
