import Foundation

/// Reads the `--format influx` export of ordo-one/benchmark 1.38.1.
///
/// It is the export whose values are exact and easy to read without the library: one CSV row per
/// target, metric, benchmark and percentile, with the value in the metric's base unit
/// (nanoseconds, bytes, counts; its `unit` column describes the display unit, not the value, so it
/// is ignored). Header lines start with `#` or `measurement`. A name containing a comma is quoted.
enum InfluxReader {
  /// Column positions of the header `measurement,hostName,processoryType,processors,memory,
  /// kernelVersion,metric,unit,test,percentile,value,test_average,iterations,…`.
  private enum Column {
    static let target = 0
    static let metric = 6
    static let test = 8
    static let percentile = 9
    static let value = 10
    static let iterations = 12
  }

  /// Every `*.influx.csv` below `directory`, merged; a missing directory gives an empty store.
  static func load(directory: URL) -> ResultStore {
    var store = ResultStore()
    for file in csvFiles(below: directory) {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      read(text, into: &store)
    }
    return store
  }

  /// Adds the rows of one export to `store`; malformed rows are skipped, never fatal.
  static func read(_ text: String, into store: inout ResultStore) {
    for line in text.split(whereSeparator: \.isNewline) {
      guard !line.hasPrefix("#"), !line.hasPrefix("measurement,") else { continue }
      let fields = splitCSV(String(line))
      guard fields.count > Column.iterations,
        let percentile = Double(fields[Column.percentile]),
        let value = Double(fields[Column.value])
      else { continue }
      let key = BenchmarkKey(target: fields[Column.target], name: fields[Column.test])
      var summary = store.summaries[key] ?? BenchmarkSummary()
      summary.percentiles[MetricName(fields[Column.metric]), default: [:]][percentile] = value
      summary.iterations = Int(fields[Column.iterations]) ?? summary.iterations
      store.summaries[key] = summary
    }
  }

  /// Splits one CSV line, honouring double quotes (the export quotes names with commas).
  static func splitCSV(_ line: String) -> [String] {
    var fields: [String] = []
    var current = ""
    var quoted = false
    for character in line {
      switch character {
      case "\"": quoted.toggle()
      case "," where !quoted:
        fields.append(current)
        current = ""
      default: current.append(character)
      }
    }
    fields.append(current)
    return fields
  }

  private static func csvFiles(below directory: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
      return []
    }
    return enumerator.compactMap { $0 as? URL }
      .filter { $0.lastPathComponent.hasSuffix(".influx.csv") }
      .sorted { $0.path < $1.path }
  }
}
