import Foundation
@testable import ImmutableShell
import SampleDomains
import Testing

/// TAB for every argument: labels inside action and call parentheses, values after a label,
/// `:state` paths, components, and file names.
@MainActor @Suite struct CompleterArgumentTests {
  /// A line on the Animals or Quakes domain, where the replaced word starts, and what is offered.
  struct ArgumentCase: Sendable, CustomTestStringConvertible {
    let domain: String
    let line: String
    let start: Int
    let candidates: [String]
    var testDescription: String { "\(self.domain) «\(self.line)»" }
  }

  nonisolated static let cases: [ArgumentCase] = [
    ArgumentCase(
      domain: "animals", line: ".ui(.animalList(.onTapDeleteSelectedAnimalButton(", start: 49, candidates: ["animalId: "]),
    ArgumentCase(
      domain: "animals", line: ".ui(.animalEditor(.onTapAddAnimalButton(id: \"T\", ", start: 49,
      candidates: ["name: ", "diet: ", "categoryId: "]),
    ArgumentCase(
      domain: "animals", line: ".ui(.animalEditor(.onTapAddAnimalButton(id: \"T\", diet: .her", start: 55, candidates: [".herbivorous"]),
    ArgumentCase(domain: "animals", line: ":select selectAnimal(", start: 21, candidates: ["animalId: "]),
    ArgumentCase(domain: "animals", line: ":select selectAnimalsValues(categoryId: \"Fish\", s", start: 48, candidates: ["sort: "]),
    ArgumentCase(domain: "quakes", line: ":select selectQuakesValues(searchText: \"\", sort: .mag", start: 49, candidates: [".magnitude"]),
    ArgumentCase(domain: "animals", line: ":state ani", start: 7, candidates: ["animals", "animals.data", "animals.status", "animals.queue"]),
    ArgumentCase(domain: "animals", line: ":mount AnimalL", start: 7, candidates: ["AnimalList("]),
    ArgumentCase(domain: "animals", line: ":mount L = AnimalList(", start: 22, candidates: ["categoryId: "]),
    ArgumentCase(domain: "quakes", line: ":mount QuakeMap(searchText: \"\", ", start: 32, candidates: ["searchDate: "]),
    // Inside an open string, with nothing in the state yet: nothing, not component names.
    ArgumentCase(domain: "animals", line: ":mount Content(categoryId: \"", start: 27, candidates: []),
    ArgumentCase(domain: "animals", line: ":mount Content(categoryId: \"Mammal\", animalId: \"", start: 47, candidates: []),
  ]

  @Test(arguments: Self.cases)
  func completes(_ testCase: ArgumentCase) {
    let harness = ShellHarness(domain: testCase.domain == "animals" ? AnimalsDomain.self : QuakesDomain.self)
    let result = harness.shell.completer.complete(line: testCase.line, cursor: testCase.line.unicodeScalars.count)
    #expect(result.candidates == testCase.candidates)
    #expect(result.start == testCase.start)
  }

  @Test func unmountOffersWhatIsMountedNotEveryComponent() async {
    let harness = ShellHarness(domain: AnimalsDomain.self)
    #expect(harness.shell.completer.complete(line: ":unmount ", cursor: 9).candidates == [])
    await harness.succeeds(":mount CategoryList")
    await harness.succeeds(":mount fish = AnimalList(categoryId: \"Fish\")")
    #expect(harness.shell.completer.complete(line: ":unmount ", cursor: 9) == (9, ["CategoryList", "fish"]))
    #expect(harness.shell.completer.complete(line: ":unmount f", cursor: 10) == (9, ["fish"]))
    await harness.succeeds(":unmount fish")
    #expect(harness.shell.completer.complete(line: ":unmount ", cursor: 9).candidates == ["CategoryList"])
  }

  @Test(arguments: [
    (":read ", 6, ["notes.txt", "scripts/"]),
    (":save scr", 6, ["scripts/"]),
    (":read scripts/w", 6, ["scripts/walk.imsh"]),
    (":export-test no", 13, ["notes.txt"]),
  ])
  func fileNames(line: String, start: Int, candidates: [String]) {
    var completer = ShellHarness().shell.completer
    completer.listDirectory = { directory in
      ["": ["scripts/", "notes.txt", ".hidden"], "scripts/": ["walk.imsh"]][directory] ?? []
    }
    #expect(completer.complete(line: line, cursor: line.unicodeScalars.count) == (start, candidates))
  }

  @Test func aTildeIsListedWhereItPointsAndKeptAsTyped() throws {
    let home = try #require(ProcessInfo.processInfo.environment["HOME"])
    var completer = ShellHarness().shell.completer
    completer.listDirectory = { directory in directory == home + "/notes/" ? ["day.imsh"] : [] }
    #expect(completer.complete(line: ":read ~/notes/d", cursor: 15) == (6, ["~/notes/day.imsh"]))
  }
}
