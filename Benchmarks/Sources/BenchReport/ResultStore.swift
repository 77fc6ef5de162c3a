import BenchmarkNames

/// A metric as the influx export names it: ordo-one/benchmark's metric description with the
/// spaces removed. Only the ones the report reads have a constant; others are kept but unused.
struct MetricName: Hashable, Sendable, ExpressibleByStringLiteral {
  let raw: String

  init(stringLiteral raw: String) { self.raw = raw }
  init(_ raw: String) { self.raw = raw }

  /// Wall-clock time of the measured region, in nanoseconds.
  static let wallClock: MetricName = "Time(wallclock)"
  /// User + system CPU time of the whole process, in nanoseconds counted in 10 ms scheduler ticks.
  static let cpuTotal: MetricName = "Time(totalCPU)"
  /// `malloc` calls in the measured region, including the harness's own (see `Harness`).
  static let mallocCount: MetricName = "Malloc(total)"
  /// Peak resident set size of the process, sampled, in bytes.
  static let peakResident: MetricName = "Memory(residentpeak)"
  /// Bytes requested by `malloc` minus bytes freed in the measured region.
  static let liveBytes: MetricName = "Malloc/freeΔ(bytes)"
  /// `malloc` calls minus `free` calls in the measured region.
  static let liveAllocations: MetricName = "Malloc/freeΔ"
}

/// Where a benchmark's results came from: its target and its name.
struct BenchmarkKey: Hashable, Sendable, Comparable {
  let target: String
  let name: String

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.target, lhs.name) < (rhs.target, rhs.name)
  }
}

/// The percentiles of every metric of one benchmark, plus how many iterations were measured.
struct BenchmarkSummary: Sendable {
  var iterations = 0
  /// metric → percentile (0, 25, 50, 75, 90, 99, 100) → value in the metric's base unit.
  var percentiles: [MetricName: [Double: Double]] = [:]

  /// The median of a metric, when it was recorded.
  func p50(_ metric: MetricName) -> Double? { percentiles[metric]?[50] }
}

/// Every result of a run, across targets, with the lookups the report sections need.
struct ResultStore: Sendable {
  var summaries: [BenchmarkKey: BenchmarkSummary] = [:]

  /// The targets that produced at least one result, in name order.
  var targets: [String] { Set(summaries.keys.map(\.target)).sorted() }

  /// The results of one target, in a stable order: by operation, back end, then size.
  func benchmarks(in target: String) -> [(key: BenchmarkKey, summary: BenchmarkSummary)] {
    summaries.filter { $0.key.target == target }
      .map { (key: $0.key, summary: $0.value) }
      .sorted { Self.order($0.key) < Self.order($1.key) }
  }

  /// The summary of one benchmark, or `nil` when it was not measured.
  func summary(_ target: String, _ name: BenchmarkName) -> BenchmarkSummary? {
    summaries[BenchmarkKey(target: target, name: name.description)]
  }

  /// The median of `metric` for one benchmark; for malloc counts, net of the harness's own calls.
  func p50(_ target: String, _ name: BenchmarkName, _ metric: MetricName) -> Double? {
    guard let value = summary(target, name)?.p50(metric) else { return nil }
    return metric == .mallocCount ? netMallocs(value, target: target) : value
  }

  /// A malloc count with the harness's own calls (measured by `Empty · Harness`) taken off.
  func netMallocs(_ count: Double, target: String) -> Double {
    max(0, count - (harnessMallocs(target) ?? 0))
  }

  /// The malloc calls the harness itself makes per iteration in `target`, when it was calibrated.
  func harnessMallocs(_ target: String) -> Double? {
    summary(target, Harness.name)?.p50(.mallocCount)
  }

  private static func order(_ key: BenchmarkKey) -> String {
    guard let name = BenchmarkName(parsing: key.name) else { return "~" + key.name }
    let size = name.size.map { String(repeating: "0", count: max(0, 12 - String($0).count)) + String($0) } ?? ""
    return name.operation + "\u{1}" + name.backEnd + "\u{1}" + size
  }
}

/// The calibration benchmark each target may define: an empty measured region, whose malloc count
/// is what the harness itself allocates between `startMeasurement()` and `stopMeasurement()`.
enum Harness {
  static let name = BenchmarkName("Empty", "Harness")
}
