@testable import ImmutableShell
import SampleDomains
import Testing

/// TAB completion from a snapshot of the shell: commands, action literals, selector and filter
/// names, watch labels, settings and trace parts.
@MainActor @Suite struct CompleterTests {
  /// A line up to the cursor, where the replaced word starts, and what is offered.
  struct CompletionCase: Sendable, CustomTestStringConvertible {
    let line: String
    let start: Int
    let candidates: [String]
    var testDescription: String { "«\(self.line)»" }
  }

  nonisolated static let cases: [CompletionCase] = [
    CompletionCase(line: ":wa", start: 0, candidates: [":watch ", ":watches "]),
    CompletionCase(line: ":watche", start: 0, candidates: [":watches "]),
    CompletionCase(line: ":", start: 0, candidates: CommandTable.all.map { ":" + $0.name + " " }),
    CompletionCase(line: "  :un", start: 2, candidates: [":unwatch ", ":undo ", ":unmount "]),
    CompletionCase(line: ":zz", start: 0, candidates: []),
    CompletionCase(line: ".didTapI", start: 0, candidates: [".didTapIncrementButton"]),
    CompletionCase(line: ".", start: 0, candidates: [".didTapIncrementButton", ".didTapDecrementButton"]),
    CompletionCase(line: "  .didTap", start: 2, candidates: [".didTapIncrementButton", ".didTapDecrementButton"]),
    CompletionCase(line: ".nope", start: 0, candidates: []),
    CompletionCase(line: ":select ", start: 8, candidates: ["selectValue(", "selectIsAtLeast(", "filter:", "deps:"]),
    CompletionCase(line: ":select selectI", start: 8, candidates: ["selectIsAtLeast("]),
    CompletionCase(line: ":watch v = sel", start: 11, candidates: ["selectValue(", "selectIsAtLeast("]),
    CompletionCase(line: ":watch selectValue() fi", start: 21, candidates: ["filter:"]),
    CompletionCase(line: ":watch x = selectValue() filter: ", start: 33, candidates: ["isIncrement("]),
    CompletionCase(line: ":watch x = selectValue() filter: isI", start: 33, candidates: ["isIncrement("]),
    CompletionCase(line: ":watch selectValue() deps: selectIs", start: 27, candidates: ["selectIsAtLeast("]),
    CompletionCase(line: ":unwatch ", start: 9, candidates: ["W1", "total", "W2"]),
    CompletionCase(line: ":unwatch to", start: 9, candidates: ["total"]),
    CompletionCase(line: ":expect ", start: 8, candidates: ["selectValue(", "selectIsAtLeast(", "W1", "total", "W2", "throws"]),
    CompletionCase(line: ":expect t", start: 8, candidates: ["total", "throws"]),
    CompletionCase(line: ":expect throws .didTapD", start: 15, candidates: [".didTapDecrementButton"]),
    CompletionCase(line: ":set ", start: 5, candidates: ["max-items", "timeout", "effects", "echo", "history", "reducer"]),
    CompletionCase(line: ":set history ", start: 13, candidates: ["all"]),
    CompletionCase(line: ":set timeout ", start: 13, candidates: []),
    CompletionCase(line: ":set effects on ", start: 16, candidates: []),
    CompletionCase(line: ":trace ", start: 7, candidates: ["actions", "state", "listeners", "effects", "all", "none"]),
    CompletionCase(line: ":trace state ", start: 13, candidates: ["on", "off"]),
    CompletionCase(line: ":trace listeners ", start: 17, candidates: ["on", "off", "changed", "all"]),
    CompletionCase(line: ":set re", start: 5, candidates: ["reducer"]),
    CompletionCase(line: ":set effects o", start: 13, candidates: ["on", "off"]),
    CompletionCase(line: ":trace l", start: 7, candidates: ["listeners"]),
    CompletionCase(line: ":trace listeners o", start: 17, candidates: ["on", "off"]),
    CompletionCase(line: ":help w", start: 6, candidates: ["watch", "watches"]),
    CompletionCase(line: ":h unw", start: 3, candidates: ["unwatch"]),
    CompletionCase(line: ":domain c", start: 8, candidates: ["counter"]),
    CompletionCase(line: ":actions .didTapI", start: 9, candidates: [".didTapIncrementButton"]),
    CompletionCase(line: ":nope x", start: 7, candidates: []),
    CompletionCase(line: "# .did", start: 6, candidates: []),
  ]

  @Test(arguments: Self.cases)
  func completes(_ testCase: CompletionCase) async {
    let harness = ShellHarness()
    await harness.succeeds(":watch total = selectValue()", ":watch selectIsAtLeast(value: 1)")
    let completer = harness.shell.completer
    let result = completer.complete(line: testCase.line, cursor: testCase.line.unicodeScalars.count)
    #expect(result.start == testCase.start)
    #expect(result.candidates == testCase.candidates)
  }

  @Test func snapshotFollowsTheShell() async {
    let harness = ShellHarness()
    #expect(harness.shell.completer.watchNames == [])
    await harness.succeeds(":watch total = selectValue()", ":watch selectIsAtLeast(value: 1)")
    let completer = harness.shell.completer
    #expect(completer.watchNames == ["W1", "total", "W2"])
    #expect(completer.vocabulary.selectorNames == ["selectValue", "selectIsAtLeast"])
    #expect(completer.vocabulary.filterNames == ["isIncrement"])
    #expect(completer.settings.map(\.name) == ["reducer"])
    #expect(completer.complete(line: ":set reducer ", cursor: 13).candidates == ["default", "throwing"])
    #expect(completer.complete(line: ":unwatch ", cursor: 9).candidates == ["W1", "total", "W2"])
    let list = ShellHarness(domain: ListDomain.self).shell.completer
    #expect(list.complete(line: ".didA", cursor: 5).candidates == [".didAppend("])
    #expect(list.complete(line: ".didAppend(va", cursor: 13) == (11, ["value: "]))
    #expect(list.complete(line: ":select selectI", cursor: 15).candidates == ["selectItems(", "selectItemsOrNil("])
  }

  @Test func cursorInTheMiddleCompletesTheTextBeforeIt() {
    let completer = ShellHarness().shell.completer
    let line = ":watches and more"
    #expect(completer.complete(line: line, cursor: 3).candidates == [":watch ", ":watches "])
    #expect(completer.complete(line: ".didTapIncrementButton", cursor: 8) == (0, [".didTapIncrementButton"]))
  }
}

@MainActor @Suite struct CompleterStringValueTests {
  @Test func openStringOffersIdsFromState() async {
    let harness = ShellHarness(domain: AnimalsDomain.self)
    await harness.succeeds(
      ".data(.persistentSession(.didFetchAnimals(result: .success(animals: [.cat, .dog, .kangaroo]))))")
    let completer = harness.shell.completer
    let line = ".ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: \"Ca"
    let reply = completer.complete(line: line, cursor: line.unicodeScalars.count)
    #expect(reply.candidates == ["\"Cat\""])
    #expect(reply.start == line.unicodeScalars.count - 3)
    let all = completer.complete(line: ":select selectAnimal(animalId: \"", cursor: 32)
    #expect(all.candidates == ["\"Cat\"", "\"Dog\"", "\"Kangaroo\""])
    // The second string of a call is the second label's: animal ids, not category ids.
    let second = ":mount Content(categoryId: \"Mammal\", animalId: \""
    #expect(completer.complete(line: second, cursor: second.unicodeScalars.count).candidates == all.candidates)
  }

  @Test func otherLabelsOfferNothing() async {
    let harness = ShellHarness(domain: AnimalsDomain.self)
    let line = ".ui(.animalEditor(.onTapAddAnimalButton(id: \"T\", name: \"E"
    #expect(harness.shell.completer.complete(line: line, cursor: line.unicodeScalars.count).candidates.isEmpty)
  }
}
