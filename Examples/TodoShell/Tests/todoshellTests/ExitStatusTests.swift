import Testing

/// The README's exit statuses and error lines, through the example's binary: the terminal front
/// gives any program the same contract, under its own name.
@Suite struct ExitStatusTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let input: String
    let status: Int32
    let error: String
    var testDescription: String { "exit \(self.status): \(self.arguments) \(self.input)" }
  }

  static let cases = [
    Case(arguments: ["--batch"], input: ".ui(.didTapAddButton(title: \"a\", tag: \"b\"))\n", status: 0, error: ""),
    Case(arguments: ["--batch"], input: ".ui(.didTapToggleButton(todoId: \"t1\"))\n", status: 1,
         error: "todoshell: <stdin>:1: error: the reducer threw no to-do t1"),
    Case(arguments: ["--batch"], input: ":expect selectCount(tag: \"b\", isDone: false) == 1\n", status: 2,
         error: "todoshell: <stdin>:1:"),
    Case(arguments: ["counter"], input: "", status: 64, error: "unknown domain 'counter'; known: todo"),
  ]

  @Test(arguments: Self.cases)
  func statusAndError(_ row: Case) throws {
    let result = try TodoShell.run(row.arguments, input: row.input)
    #expect(result.status == row.status, "\(result.errors)")
    #expect(row.error.isEmpty ? result.errors.isEmpty : result.errors.contains(row.error), "\(result.errors)")
  }

  @Test func thePromptAndDomainListNameOnlyTheApp() throws {
    let result = try TodoShell.run(["--batch", "--echo"], input: ":domain\n")
    #expect(result.output == "todoshell(todo)> :domain\n* todo  to-dos with tags; a thunk archives the done ones\n")
  }
}
