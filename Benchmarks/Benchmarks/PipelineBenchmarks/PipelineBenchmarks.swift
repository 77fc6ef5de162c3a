import Benchmark

/// The pipeline budgets (ARCHITECTURE.md), measured on the real modules:
/// - 100k Counter actions through the bare reducer, `Store.dispatch`, `Store.dispatch` with the
///   same 8 watches (streamed, as the book's listeners, and delivered in the dispatch's turn, as
///   the shell's), and the shell's batch path, one typed line per action;
/// - the USGS real week and 10k/64k synthetic quakes through decode, reduce, the listener's diff
///   and a SQLite write; the sorted QuakeList select of 64k against a bare `sorted()`;
/// - what memoization saves: one dispatch to QuakeList's listener on 64k quakes (`Memoization`);
/// - the real binary's prompt-ready time and idle RSS (`ShellStartup`), 100k Counter actions
///   piped into it (`PipedScript`), whole processes started beside python3 and sqlite3
///   (`ProcessStartup`), and its RSS while history grows (`HistoryMemory`).
let benchmarks: @Sendable () -> Void = {
  let scale = PipelineScale.current
  CounterPipeline.register(scale: scale)
  QuakesPipeline.register(scale: scale)
  Memoization.register(scale: scale)
  ShellStartup.register(scale: scale)
  PipedScript.register(scale: scale)
  ProcessStartup.register(scale: scale)
  HistoryMemory.register(scale: scale)
}
