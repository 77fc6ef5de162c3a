import BenchmarkNames

/// The declarative part of the report: which ratios are judged against a budget, which curves
/// and side-by-side tables are drawn. Adding a target's budget is one `RatioLine` here; a line
/// whose benchmarks are absent prints "not measured" instead of failing.
enum Budgets {
  static let collections = "CollectionBenchmarks"
  static let pipeline = "PipelineBenchmarks"
  /// The Counter pipeline: the shell-path budget's 100k actions.
  static let counter = "Counter actions"
  static let actions = 100_000
  /// The size of the book's table and of every collection ratio.
  static let n = 65_536

  static let ratios: [RatioLine] = [
    RatioLine(
      "Insert: Dictionary ÷ TreeDictionary",
      wall(collections, "Insert", "Dictionary", n) / wall(collections, "Insert", "TreeDictionary", n),
      .atLeast(200), meaning: "copy-then-insert on the tree is ≥ 200× faster"),
    RatioLine(
      "Update: Dictionary ÷ TreeDictionary",
      wall(collections, "Update", "Dictionary", n) / wall(collections, "Update", "TreeDictionary", n),
      .atLeast(200)),
    RatioLine(
      "Delete: Dictionary ÷ TreeDictionary",
      wall(collections, "Delete", "Dictionary", n) / wall(collections, "Delete", "TreeDictionary", n),
      .atLeast(200)),
    RatioLine(
      "SQLite insert+commit ÷ TreeDictionary insert",
      wall(collections, "Insert+Commit", "SQLite", n) / wall(collections, "Insert", "TreeDictionary", n),
      .greaterThan(1), meaning: "the tree is faster than persisting one row"),
    RatioLine(
      "State memory: TreeDictionary ÷ raw payload",
      liveBytes(collections, "Memory", "TreeDictionary", n) / payload(n),
      .atMost(2)),
    RatioLine(
      "State memory with malloc headers: TreeDictionary ÷ raw payload",
      (liveBytes(collections, "Memory", "TreeDictionary", n)
        + mallocHeaderBytes * liveAllocations(collections, "Memory", "TreeDictionary", n)) / payload(n),
      .informational, meaning: "adds glibc's 16-byte chunk header per live allocation"),
    RatioLine(
      "State memory: Dictionary ÷ raw payload",
      liveBytes(collections, "Memory", "Dictionary", n) / payload(n),
      .informational, meaning: "for comparison; the design's state is the tree"),
    RatioLine(
      "imshell batch ÷ Store.dispatch + 8 watches in turn",
      wall(pipeline, counter, "imshell batch + 8 watches", actions)
        / wall(pipeline, counter, "Store.dispatch + 8 watches in turn", actions),
      .atMost(1.5), meaning: "the whole shell path per action, against the same listener work in process"),
    RatioLine(
      "imshell batch ÷ Store.dispatch + 8 streamed watches",
      wall(pipeline, counter, "imshell batch + 8 watches", actions)
        / wall(pipeline, counter, "Store.dispatch + 8 streamed watches", actions),
      .informational, meaning: "against the book's delivery: one AsyncStream per listener"),
    RatioLine(
      "imshell batch throughput in process, 8 watches",
      .constant(Double(actions) * 1e9, label: "100,000 actions") / wall(pipeline, counter, "imshell batch + 8 watches", actions),
      .informational, unit: " actions/s", meaning: "the library's batch path, without reading stdin or starting a process"),
    RatioLine(
      "imshell binary, piped script of increments, 8 watches",
      .constant(Double(actions) * 1e9, label: "100,000 actions")
        / wall(pipeline, counter, "imshell binary piped, increments + 8 watches", actions),
      .atLeast(150_000), unit: " actions/s", meaning: "the release binary from start to exit, as a user runs it"),
    RatioLine(
      "imshell binary, piped script alternating ±1, 8 watches",
      .constant(Double(actions) * 1e9, label: "100,000 actions")
        / wall(pipeline, counter, "imshell binary piped, alternating + 8 watches", actions),
      .atLeast(150_000), unit: " actions/s", meaning: "every watch output flips on every line"),
    RatioLine(
      "Dispatch to QuakeList, 64k: sorted again ÷ filtered out",
      wall(pipeline, "Dispatch to QuakeList", "sorted again (same day)", n)
        / wall(pipeline, "Dispatch to QuakeList", "filtered out (onAppear)", n),
      .informational, meaning: "what the filter saves; the dependency case sits between (see the table)"),
    RatioLine(
      "imshell prompt-ready (started, first line answered)",
      wall(pipeline, "Prompt-ready", "imshell counter") / .constant(1e6, label: "1 ms"),
      .informational, unit: " ms", meaning: "round one's budget was ≤ 50 ms; round two judges whole processes (Start-up)"),
    RatioLine(
      "imshell idle RSS (waiting for its second line)",
      .measured(target: pipeline, name: BenchmarkName("Prompt-ready", "imshell counter"), metric: "IdleRSS")
        / .constant(1_048_576, label: "1 MiB"),
      .informational, unit: " MiB", meaning: "VmRSS read from /proc while the shell waits for input (round one: ≤ 30 MiB)"),
    RatioLine(
      "Real USGS week ÷ Python json + sqlite3",
      wall(pipeline, week, "decode+reduce+diff+persist", weekSize)
        / .measured(target: pipeline, name: BenchmarkName(week, "Python json + sqlite3", size: weekSize), metric: "ScriptTime"),
      .atMost(1), meaning: "the same 2,124 features into a WAL SQLite table; the script times itself"),
  ] + weekSteps.map { step in
    RatioLine(
      "Real USGS week: \(step)", wall(pipeline, week, step, weekSize) / .constant(1e6, label: "1 ms"), .informational,
      unit: " ms")
  } + [
    RatioLine(
      "Real USGS week: Python json + sqlite3",
      .measured(target: pipeline, name: BenchmarkName(week, "Python json + sqlite3", size: weekSize), metric: "ScriptTime")
        / .constant(1e6, label: "1 ms"),
      .informational, unit: " ms", meaning: "Benchmarks/Scripts/usgs_week.py, timed inside the script"),
    RatioLine(
      "QuakeList sorted select ÷ bare sorted(), 64k",
      wall(pipeline, "Sorted select", "QuakeList", n) / wall(pipeline, "Sorted select", "bare sorted()", n),
      .atMost(1.5), meaning: "the whole select (day filter, tie-break on the id) against sorting the same quakes by magnitude"),
  ] + startupLines + historyLines

  /// The real week's benchmarks: `USGS week · STEP · N=2124`.
  static let week = "USGS week"
  static let weekSize = 2_124
  static let weekSteps = ["decode", "reduce", "diff", "persist", "decode+reduce+diff+persist"]

  /// Whole-process start-up: imshell's budget, then the peers from the same run.
  static let startupLines: [RatioLine] = [
    RatioLine(
      "Start-up: imshell counter -e :quit", wall(pipeline, "Start-up", "imshell counter -e :quit") / .constant(1e6, label: "1 ms"),
      .atMost(30), unit: " ms", meaning: "spawned and waited for; the release binary, Swift runtime and Foundation linked statically"),
    RatioLine(
      "Start-up: imshell counter -e :quit ÷ python3 -c pass",
      wall(pipeline, "Start-up", "imshell counter -e :quit") / wall(pipeline, "Start-up", "python3 -c pass"),
      .atMost(0.3), meaning: "the same run's interpreter start as the yardstick, whatever the machine's load"),
    RatioLine(
      "Start-up peak RSS: imshell counter -e :quit", peakRSS("imshell counter -e :quit") / .constant(1_048_576, label: "1 MiB"),
      .atMost(25), unit: " MiB", meaning: "the peak resident set /usr/bin/time -f %M reports"),
  ] + ["python3 -c pass", "python3 -S -c pass", "sqlite3 :memory: .quit"].flatMap { peer in
    [
      RatioLine("Start-up: \(peer)", wall(pipeline, "Start-up", peer) / .constant(1e6, label: "1 ms"), .informational, unit: " ms"),
      RatioLine("Start-up peak RSS: \(peer)", peakRSS(peer) / .constant(1_048_576, label: "1 MiB"), .informational, unit: " MiB"),
    ]
  }

  /// History memory: 64k quakes loaded, then 10,000 one-quake dispatches kept.
  static let historyLines: [RatioLine] = [
    RatioLine(
      "History: RSS growth per retained dispatch, 64k quakes",
      history("imshell quakes", "GrowthPerDispatch") / .constant(1024, label: "1 KB"),
      .atMost(16), unit: " KB", meaning: "10,000 deletes and updates in turn, each kept for :undo"),
    RatioLine(
      "History: idle RSS with 64k quakes ÷ (3 × raw payload + empty shell)",
      history("imshell quakes", "LoadedRSS") / (3 * .constant(Double(n * 80), label: "raw payload 65,536 × 80 B")
        + history("imshell quakes", "EmptyRSS")),
      .atMost(1), meaning: "VmRSS after loading, against the empty shell's"),
    RatioLine(
      "History: RSS growth per dispatch with :set history 1000",
      history("imshell quakes with history 1000", "GrowthPerDispatch") / .constant(1024, label: "1 KB"),
      .informational, unit: " KB", meaning: "past 1,000 dispatches the oldest are dropped"),
  ]

  /// A peer's or imshell's peak RSS at start-up.
  static func peakRSS(_ backEnd: String) -> Operand {
    .measured(target: pipeline, name: BenchmarkName("Start-up", backEnd), metric: "PeakRSS")
  }

  /// One of the history benchmark's figures.
  static func history(_ backEnd: String, _ metric: MetricName) -> Operand {
    .measured(target: pipeline, name: BenchmarkName("History", backEnd, size: n), metric: metric)
  }

  /// Curves: p50 per size and back end, where O(log n) and O(n) separate.
  static let curves: [CurveSpec] = [
    CurveSpec(target: collections, operation: "Insert", metric: .wallClock, backEnds: backEnds),
    CurveSpec(target: collections, operation: "Insert+Commit", metric: .wallClock, backEnds: backEnds),
    CurveSpec(target: collections, operation: "Update", metric: .wallClock, backEnds: backEnds),
    CurveSpec(target: collections, operation: "Delete", metric: .wallClock, backEnds: backEnds),
    CurveSpec(
      target: collections, operation: "Memory", metric: .liveBytes, backEnds: backEnds, payloadBytesPerElement: 80),
  ]

  /// The column order of the collection tables: the book's two value stores, then the database.
  static let backEnds = ["Dictionary", "TreeDictionary", "SQLite"]

  /// Side-by-side tables of every operation and back end at one size (the book's table).
  static let sideBySide: [SideBySideSpec] = [
    SideBySideSpec(
      target: collections, size: n,
      operations: ["Count", "Read", "Insert", "Insert+Commit", "Update", "Delete", "Sort"],
      backEnds: backEnds)
  ]

  // MARK: - Helpers that keep each line short

  /// The p50 wall-clock time of `Operation · BackEnd · N=size` in `target`.
  static func wall(_ target: String, _ operation: String, _ backEnd: String, _ size: Int? = nil) -> Operand {
    .measured(target: target, name: BenchmarkName(operation, backEnd, size: size), metric: .wallClock)
  }

  /// The p50 of live bytes (requested minus freed) left by `Operation · BackEnd · N=size`.
  static func liveBytes(_ target: String, _ operation: String, _ backEnd: String, _ size: Int? = nil) -> Operand {
    .measured(target: target, name: BenchmarkName(operation, backEnd, size: size), metric: .liveBytes)
  }

  /// The p50 of live allocations (mallocs minus frees) left by `Operation · BackEnd · N=size`.
  static func liveAllocations(_ target: String, _ operation: String, _ backEnd: String, _ size: Int? = nil)
    -> Operand
  {
    .measured(target: target, name: BenchmarkName(operation, backEnd, size: size), metric: .liveAllocations)
  }

  /// glibc's malloc header per chunk on 64-bit Linux, which requested-byte counts leave out.
  static let mallocHeaderBytes = 16.0

  /// The raw payload of `size` 80-byte elements.
  static func payload(_ size: Int, bytesPerElement: Int = 80) -> Operand {
    .constant(Double(size * bytesPerElement), label: "raw payload \(Units.count(Double(size))) × \(bytesPerElement) B")
  }
}
