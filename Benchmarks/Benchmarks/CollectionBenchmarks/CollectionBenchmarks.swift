import Benchmark
import HashTreeCollections

/// Chapter 19 of the Programming Guide, reproduced on Linux: the same 80-byte element in a
/// `Dictionary`, a `TreeDictionary` and a SQLite file, measured side by side at N = 1k…256k.
///
/// Names follow `Operation · BackEnd · N=size` (`BenchmarkName`), which `BenchReport` pairs into
/// the ratios and curves of `Benchmarks/README.md`. The ordo-one/benchmark plugin generates the
/// `main` that calls this closure in every benchmark process.
let benchmarks: @Sendable () -> Void = {
  Element80.checkLayout()
  let scale = BenchScale.current
  HarnessBenchmark.register(scale: scale)
  ValueStoreBenchmarks.register([Int64: Element80].self, scale: scale)
  ValueStoreBenchmarks.register(TreeDictionary<Int64, Element80>.self, scale: scale)
  SQLiteBenchmarks.register(scale: scale)
  MemoryBenchmarks.register([Int64: Element80].self, scale: scale)
  MemoryBenchmarks.register(TreeDictionary<Int64, Element80>.self, scale: scale)
}
