@testable import ImmutableShell
import Foundation
import SampleDomains
import Testing

/// `Walkthrough`: a script's header options and its steps for `imshell --walkthrough NN`.
@Suite struct WalkthroughStepsTests {
  @Test func eachRunOfNarrationStartsAStep() {
    let script = """
      #!imshell animals --store memory --seed 6
      # a comment
      :echo -- one
      .a

      :echo -- two
      :echo -- two, continued
      .b
      .c
      :echo -- three

      """
    let walkthrough = Walkthrough(name: "06-x.imsh", path: "/x/06-x.imsh", text: script)
    #expect(walkthrough.options == ["animals", "--store", "memory", "--seed", "6"])
    #expect(walkthrough.steps == [
      ["#!imshell animals --store memory --seed 6", "# a comment", ":echo -- one", ".a", ""],
      [":echo -- two", ":echo -- two, continued", ".b", ".c"],
      [":echo -- three"],
    ])
  }

  @Test func aSecondHeaderLineNamesTheAppToStartAndIsPlayedAsAComment() {
    let walkthrough = Walkthrough(name: "attach-01.imsh", path: "/x", text: "#!imshell counter\n#!app Service --port 0\n:echo -- one\n")
    #expect(walkthrough.options == ["counter"])
    #expect(walkthrough.app == ["Service", "--port", "0"])
    #expect(walkthrough.steps.first?.prefix(2) == ["#!imshell counter", "#!app Service --port 0"])
    #expect(Walkthrough(name: "03.imsh", path: "/x", text: "#!imshell counter\n# #!app not a header\n").app.isEmpty)
  }

  @Test func aWalkthroughIsFoundByItsNumberWithOrWithoutTheZero() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("walkthroughs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "#!imshell counter\n.a\n".write(to: folder.appendingPathComponent("03-counter.imsh"), atomically: true, encoding: .utf8)
    #expect(try Walkthrough.named("3", in: folder).name == "03-counter.imsh")
    #expect(try Walkthrough.named("03", in: folder).steps == [["#!imshell counter", ".a"]])
    #expect(throws: Diagnostic.self) { try Walkthrough.named("4", in: folder) }
  }

  @Test func theStatusLineNamesTheThunkAndTheTime() {
    let line = DomainSession<CounterDomain>.waitingStatus(
      effect: "fetchRemoteQuakesQuery(range: .allWeek)", elapsed: .milliseconds(2_100))
    #expect(line == "waiting for fetchRemoteQuakesQuery(range: .allWeek) · 2.1 s · Ctrl-C stops waiting")
    #expect(DomainSession<CounterDomain>.waitingStatus(effect: nil, elapsed: .zero) == "waiting for effects · 0.0 s · Ctrl-C stops waiting")
  }
}
