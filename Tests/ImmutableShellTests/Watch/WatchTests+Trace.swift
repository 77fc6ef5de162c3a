@testable import ImmutableShell
import SampleDomains
import Testing

/// The per-dispatch listener lines of `:trace listeners on`, checked against a model of the
/// filter → dependencies → output rules (the book's, in ImmutableUI), in watch-number order every time.
extension WatchTests {
  /// One decision kind and the line it prints.
  struct DecisionCase: Sendable, CustomTestStringConvertible {
    let id: String
    let setup: [String]
    let watch: String
    let action: String
    let line: String
    var testDescription: String { self.id }
  }

  nonisolated static let decisionCases: [DecisionCase] = [
    DecisionCase(
      id: "filter excluded", setup: [], watch: "selectValue() filter: isIncrement()", action: ".didTapDecrementButton",
      line: "   W1  filter: excluded"),
    DecisionCase(
      id: "filter included, output changed", setup: [], watch: "selectValue() filter: isIncrement()",
      action: ".didTapIncrementButton", line: "   W1  filter: included · output: changed → 1"),
    DecisionCase(
      id: "filter included, recomputed unchanged", setup: [], watch: "selectIsAtLeast(value: 5) filter: isIncrement()",
      action: ".didTapIncrementButton", line: "   W1  filter: included · output: recomputed, unchanged"),
    DecisionCase(
      id: "deps unchanged", setup: [], watch: "selectValue() deps: selectIsAtLeast(value: 3)", action: ".didTapIncrementButton",
      line: "   W1  deps: unchanged"),
    DecisionCase(
      id: "deps changed, output changed", setup: [], watch: "selectValue() deps: selectIsAtLeast(value: 1)",
      action: ".didTapIncrementButton", line: "   W1  deps: 1/1 changed · output: changed → 1"),
    DecisionCase(
      id: "one of two deps changed", setup: [".didTapIncrementButton"],
      watch: "selectIsAtLeast(value: 9) deps: selectIsAtLeast(value: 5), selectIsAtLeast(value: 2)",
      action: ".didTapIncrementButton", line: "   W1  deps: 1/2 changed · output: recomputed, unchanged"),
    DecisionCase(
      id: "recomputed unchanged", setup: [], watch: "selectIsAtLeast(value: 3)", action: ".didTapIncrementButton",
      line: "   W1  output: recomputed, unchanged"),
    DecisionCase(
      id: "changed", setup: [], watch: "selectValue()", action: ".didTapDecrementButton", line: "   W1  output: changed → -1"),
    DecisionCase(
      id: "filter, deps and output", setup: [], watch: "selectValue() filter: isIncrement() deps: selectIsAtLeast(value: 1)",
      action: ".didTapIncrementButton", line: "   W1  filter: included · deps: 1/1 changed · output: changed → 1"),
    DecisionCase(
      id: "filter included, deps unchanged", setup: [],
      watch: "selectValue() filter: isIncrement() deps: selectIsAtLeast(value: 4)", action: ".didTapIncrementButton",
      line: "   W1  filter: included · deps: unchanged"),
  ]

  @Test(arguments: Self.decisionCases)
  func listenerLineForDecision(_ testCase: DecisionCase) async {
    let harness = ShellHarness(traces: Self.allDecisions([.listeners]))
    await harness.succeeds(contentsOf: testCase.setup)
    await harness.succeeds(":watch \(testCase.watch)")
    #expect(await harness.lines(of: testCase.action) == [testCase.line])
  }

  @Test func listenerLinesNeedTheirTrace() async {
    let harness = ShellHarness()
    await harness.succeeds(":watch selectValue()")
    #expect(await harness.lines(of: ".didTapIncrementButton") == ["#1 .didTapIncrementButton", "   state   value: 0 → 1"])
    await harness.succeeds(":trace listeners on")
    #expect(
      await harness.lines(of: ".didTapIncrementButton") == [
        "#2 .didTapIncrementButton", "   state   value: 1 → 2", "   W1  output: changed → 2",
      ])
    await harness.succeeds(":trace all off")
    #expect(await harness.lines(of: ".didTapIncrementButton") == [])
    // A silent stretch keeps no records; switching the trace back on shows decisions again.
    await harness.succeeds(":trace listeners on")
    #expect(await harness.lines(of: ".didTapIncrementButton") == ["   W1  output: changed → 4"])
  }

  /// A watch with neither filter nor dependencies has published its new output by the first event
  /// of its decision; the diff still starts from what it showed before the dispatch (it read
  /// "reordered", the new output against itself).
  @Test func aWatchWithoutFilterDiffsFromTheOutputBefore() async {
    let harness = ShellHarness(domain: AnimalsDomain.self, traces: Self.allDecisions([.listeners]))
    let fetched = { (animals: String) in ".data(.persistentSession(.didFetchAnimals(result: .success(animals: [\(animals)]))))" }
    await harness.succeeds(":watch Plain = selectAnimalsValues(categoryId: \"Mammal\")", fetched(".cat"))
    let added = await harness.lines(of: fetched(".cat, .dog, .kangaroo"))
    #expect(added == [#"   W1 Plain  output: changed: + "Dog", "Kangaroo""#])
  }

  /// The book's rules for one watch, computed independently of the engine.
  struct WatchModel {
    let displayName: String
    let hasFilter: Bool
    let thresholds: [Int]
    /// nil: the output is the value; otherwise `value >= outputThreshold`.
    let outputThreshold: Int?
    var dependencies: [Bool] = []
    var output = ""
    var counters = (filterPasses: 0, filterRejections: 0, dependencyRuns: 0, outputRuns: 0, publications: 0)

    init(displayName: String, hasFilter: Bool = false, thresholds: [Int] = [], outputThreshold: Int? = nil) {
      self.displayName = displayName
      self.hasFilter = hasFilter
      self.thresholds = thresholds
      self.outputThreshold = outputThreshold
    }

    var definition: String {
      var text = self.outputThreshold.map { "selectIsAtLeast(value: \($0))" } ?? "selectValue()"
      if self.hasFilter { text += " filter: isIncrement()" }
      if !self.thresholds.isEmpty {
        text += " deps: " + self.thresholds.map { "selectIsAtLeast(value: \($0))" }.joined(separator: ", ")
      }
      return text
    }

    func select(_ value: Int) -> String { self.outputThreshold.map { String(value >= $0) } ?? String(value) }

    mutating func start(at value: Int) {
      self.dependencies = self.thresholds.map { value >= $0 }
      self.counters.dependencyRuns += self.thresholds.isEmpty ? 0 : 1
      self.output = self.select(value)
      self.counters.outputRuns += 1
      self.counters.publications += 1
    }

    /// The summary the shell prints for one dispatch that left `value`.
    mutating func receive(isIncrement: Bool, value: Int) -> String {
      var parts: [String] = []
      if self.hasFilter {
        guard isIncrement else {
          self.counters.filterRejections += 1
          return "filter: excluded"
        }
        parts.append("filter: included")
      }
      self.counters.filterPasses += 1
      if !self.thresholds.isEmpty {
        self.counters.dependencyRuns += 1
        let fresh = self.thresholds.map { value >= $0 }
        let changed = zip(fresh, self.dependencies).filter { $0 != $1 }.count
        self.dependencies = fresh
        guard changed > 0 else { return (parts + ["deps: unchanged"]).joined(separator: " · ") }
        parts.append("deps: \(changed)/\(self.thresholds.count) changed")
      }
      self.counters.outputRuns += 1
      let output = self.select(value)
      if output == self.output {
        parts.append("output: recomputed, unchanged")
      } else {
        self.counters.publications += 1
        self.output = output
        parts.append("output: changed → \(output)")
      }
      return parts.joined(separator: " · ")
    }

    func stats(width: Int) -> String {
      let c = self.counters
      let name = self.displayName + String(repeating: " ", count: width - self.displayName.count)
      let filter = self.hasFilter ? "filter passed \(c.filterPasses)/\(c.filterPasses + c.filterRejections)" : "no filter"
      return "\(name)  \(filter) · deps ran \(c.dependencyRuns) · output ran \(c.outputRuns) · published \(c.publications)"
    }
  }

  @Test func eightWatchesReportInWatchOrderOnEveryDispatch() async {
    let harness = ShellHarness(traces: Self.allDecisions([.actions, .listeners]))
    var models = [
      WatchModel(displayName: "W1"),
      WatchModel(displayName: "W2", hasFilter: true),
      WatchModel(displayName: "W3", outputThreshold: 2),
      WatchModel(displayName: "W4", thresholds: [1]),
      WatchModel(displayName: "W5", hasFilter: true, outputThreshold: 0),
      WatchModel(displayName: "W6", thresholds: [3, -2]),
      WatchModel(displayName: "W7 a", outputThreshold: 5),
      WatchModel(displayName: "W8 b", hasFilter: true, thresholds: [4]),
    ]
    for index in models.indices {
      let label = models[index].displayName.split(separator: " ").dropFirst().first.map { "\($0) = " } ?? ""
      models[index].start(at: 0)
      #expect(
        await harness.lines(of: ":watch \(label)\(models[index].definition)")
          == ["\(models[index].displayName) = \(models[index].definition) → \(models[index].output)"])
    }
    let width = models.map(\.displayName.count).max()!
    // A fixed walk that crosses every threshold both ways: up to 6, down to -3, up again.
    var generator = FixedSequence(seed: 7)
    var value = 0
    for number in 1...50 {
      let isIncrement = value < -2 ? true : value > 5 ? false : generator.nextBit()
      value += isIncrement ? 1 : -1
      let action = isIncrement ? ".didTapIncrementButton" : ".didTapDecrementButton"
      var expected = ["#\(number) \(action)"]
      for index in models.indices {
        let name = models[index].displayName
        let summary = models[index].receive(isIncrement: isIncrement, value: value)
        expected.append("   " + name + String(repeating: " ", count: width - name.count) + "  " + summary)
      }
      let lines = await harness.lines(of: action)
      #expect(lines == expected, "dispatch #\(number) to \(value)")
    }
    #expect(await harness.lines(of: ":stats") == models.map { $0.stats(width: width) })
    #expect(
      await harness.lines(of: ":watches") == models.map { "\($0.displayName) = \($0.definition) → \($0.output)" })
  }
}

/// A deterministic bit source (a 64-bit LCG), so the walk is the same on every run.
struct FixedSequence {
  private var state: UInt64

  init(seed: UInt64) {
    self.state = seed
  }

  mutating func nextBit() -> Bool {
    self.state = self.state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return (self.state >> 33) & 1 == 1
  }
}

extension WatchTests {
  /// `parts` on, with every listener decision printed (`:trace listeners all`).
  static func allDecisions(_ parts: Set<TraceSettings.Part>) -> TraceSettings {
    var settings = TraceSettings(enabled: parts)
    settings.listenerDetail = .all
    return settings
  }

  @Test func changedDetailShowsPublishersAndFoldsTheIdleOnes() async {
    let harness = ShellHarness(traces: TraceSettings(enabled: [.actions, .listeners]))
    await harness.succeeds(
      ":watch v = selectValue()", ":watch inc = selectValue() filter: isIncrement()", ":watch big = selectIsAtLeast(value: 5)")
    #expect(
      await harness.lines(of: ".didTapDecrementButton") == [
        "#1 .didTapDecrementButton", "   W1 v  output: changed → -1", "   · 2 watches idle: 1 filtered out, 1 unchanged",
      ])
    await harness.succeeds(":trace listeners all")
    #expect(await harness.lines(of: ".didTapDecrementButton").count == 4)
    await harness.succeeds(":trace listeners changed")
    #expect(await harness.lines(of: ":trace") == ["actions: on", "state: off", "listeners: on (changed)", "effects: off"])
  }
}
