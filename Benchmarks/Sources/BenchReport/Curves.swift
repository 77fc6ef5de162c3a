import BenchmarkNames

/// One curve: an operation's p50 at every measured size, one column per back end, so that
/// O(log n) (nearly flat) and O(n) (×4 per ×4 of N) are visible in the numbers themselves.
struct CurveSpec: Sendable {
  let target: String
  let operation: String
  let metric: MetricName
  /// The column order; back ends not listed follow in name order, listed but absent ones are dropped.
  var backEnds: [String] = []
  /// When set, each cell also shows the value ÷ (N × this many bytes): the memory budget's ratio.
  var payloadBytesPerElement: Int?

  /// The curve as a table with a final growth row, or "not measured" when nothing matches.
  func render(_ store: ResultStore) -> String {
    let names = store.benchmarks(in: target).compactMap { BenchmarkName(parsing: $0.key.name) }
      .filter { $0.operation == operation && $0.size != nil }
    let measured = Set(names.map(\.backEnd))
    let backEnds = orderedUnique(self.backEnds + measured.sorted()).filter(measured.contains)
    let sizes = Set(names.compactMap(\.size)).sorted()
    guard !backEnds.isEmpty else { return "_not measured_\n" }
    var table = MarkdownTable(["N"] + backEnds)
    for size in sizes {
      table.append([Units.count(Double(size))] + backEnds.map { cell($0, size, store) })
    }
    if let first = sizes.first, let last = sizes.last, first != last {
      table.append(
        ["growth ×\(Units.count(Double(last / first))) N"]
          + backEnds.map { growth($0, from: first, to: last, store) })
    }
    return table.markdown
  }

  private func value(_ backEnd: String, _ size: Int, _ store: ResultStore) -> Double? {
    store.p50(target, BenchmarkName(operation, backEnd, size: size), metric)
  }

  private func cell(_ backEnd: String, _ size: Int, _ store: ResultStore) -> String {
    guard let value = value(backEnd, size, store) else { return "—" }
    let text = Units.format(value, metric: metric)
    guard let perElement = payloadBytesPerElement else { return text }
    return text + " (" + Units.ratio(value / Double(size * perElement)) + ")"
  }

  private func growth(_ backEnd: String, from first: Int, to last: Int, _ store: ResultStore) -> String {
    guard let start = value(backEnd, first, store), let end = value(backEnd, last, store), start > 0 else {
      return "—"
    }
    return "×" + Units.ratio(end / start).dropLast()
  }
}

/// The book's table: every operation × back end at one size, p50 wall time.
struct SideBySideSpec: Sendable {
  let target: String
  let size: Int
  let operations: [String]
  let backEnds: [String]

  func render(_ store: ResultStore) -> String {
    var table = MarkdownTable(["Operation"] + backEnds)
    for operation in operations {
      let cells = backEnds.map { backEnd in
        store.p50(target, BenchmarkName(operation, backEnd, size: size), .wallClock)
          .map { Units.duration(nanoseconds: $0) } ?? "—"
      }
      guard cells.contains(where: { $0 != "—" }) else { continue }
      table.append([operation] + cells)
    }
    return table.isEmpty ? "_not measured_\n" : table.markdown
  }
}

/// The elements of `values` in first-seen order, each once.
func orderedUnique(_ values: [String]) -> [String] {
  var seen: Set<String> = []
  return values.filter { seen.insert($0).inserted }
}
