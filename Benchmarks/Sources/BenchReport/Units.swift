import Foundation

/// How values are printed: durations from nanoseconds, sizes from bytes (decimal units, as
/// the budgets write "5.2 MB"), ratios with the precision their size deserves.
enum Units {
  /// `123 ns`, `4.52 µs`, `1.25 ms`, `2.31 s`.
  static func duration(nanoseconds value: Double) -> String {
    switch value {
    case ..<1_000: "\(Int(value.rounded())) ns"
    case ..<1_000_000: significant(value / 1_000) + " µs"
    case ..<1_000_000_000: significant(value / 1_000_000) + " ms"
    default: significant(value / 1_000_000_000) + " s"
    }
  }

  /// `812 B`, `180.5 kB`, `5.24 MB`.
  static func bytes(_ value: Double) -> String {
    switch value {
    case ..<1_000: "\(Int(value.rounded())) B"
    case ..<1_000_000: significant(value / 1_000) + " kB"
    case ..<1_000_000_000: significant(value / 1_000_000) + " MB"
    default: significant(value / 1_000_000_000) + " GB"
    }
  }

  /// A count with thousands separators: `65,536`.
  static func count(_ value: Double) -> String {
    let digits = String(Int(value.rounded()))
    var result = ""
    for (index, digit) in digits.reversed().enumerated() {
      if index > 0, index.isMultiple(of: 3), digit != "-" { result.append(",") }
      result.append(digit)
    }
    return String(result.reversed())
  }

  /// `1.87×`, `412×`: three significant digits below 100, whole numbers above.
  static func ratio(_ value: Double) -> String {
    value >= 100 ? count(value) + "×" : significant(value) + "×"
  }

  /// A ratio (`unit` "×") or a quantity in a named unit, such as `123,456 actions/s`.
  static func quantity(_ value: Double, unit: String) -> String {
    unit == "×" ? ratio(value) : (value >= 100 ? count(value) : significant(value)) + unit
  }

  /// Formats a value in the unit its metric is recorded in.
  static func format(_ value: Double, metric: MetricName) -> String {
    switch metric {
    case .wallClock, .cpuTotal: duration(nanoseconds: value)
    case .peakResident, .liveBytes, "MemoryΔ(residentpeak)", "Malloc(bytestotal)": bytes(value)
    default: count(value)
    }
  }

  /// A short human name for a metric, for labels under tables.
  static func metricLabel(_ metric: MetricName) -> String {
    switch metric {
    case .wallClock: "wall time"
    case .cpuTotal: "CPU time"
    case .mallocCount: "mallocs"
    case .peakResident: "peak RSS"
    case .liveBytes: "live bytes"
    case .liveAllocations: "live allocations"
    default: metric.raw
    }
  }

  /// Three significant digits, without a trailing `.0`.
  private static func significant(_ value: Double) -> String {
    let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
    var text = String(format: "%.\(decimals)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }
}
