import BenchmarkNames

/// A number the report can compute: the median of a measured metric, or a constant such as the
/// raw payload of N elements.
indirect enum Operand: Sendable {
  case measured(target: String, name: BenchmarkName, metric: MetricName)
  case constant(Double, label: String)
  /// A sum, such as live bytes plus the allocator's header for each live allocation.
  case sum(Operand, Operand)
  /// A multiple of another operand, such as 16 bytes per live allocation.
  case scaled(Double, Operand)

  /// The value, or `nil` when the benchmark (or its target) was not measured.
  func value(in store: ResultStore) -> Double? {
    switch self {
    case let .measured(target, name, metric): store.p50(target, name, metric)
    case let .constant(value, _): value
    case let .sum(left, right):
      left.value(in: store).flatMap { left in right.value(in: store).map { left + $0 } }
    case let .scaled(factor, operand): operand.value(in: store).map { factor * $0 }
    }
  }

  /// How the report names it under the table.
  var label: String {
    switch self {
    case let .measured(target, name, metric): "p50 \(Units.metricLabel(metric)) of `\(name)` (\(target))"
    case let .constant(_, label): label
    case let .sum(left, right): "(\(left.label) + \(right.label))"
    case let .scaled(factor, operand): "\(Units.count(factor)) × \(operand.label)"
    }
  }

  static func + (left: Operand, right: Operand) -> Operand { .sum(left, right) }
  static func * (factor: Double, operand: Operand) -> Operand { .scaled(factor, operand) }

  /// Divides two operands into the quotient a budget line judges.
  static func / (numerator: Operand, denominator: Operand) -> Quotient {
    Quotient(numerator: numerator, denominator: denominator)
  }
}

/// `numerator ÷ denominator`, computed only when both sides were measured.
struct Quotient: Sendable {
  let numerator: Operand
  let denominator: Operand

  func value(in store: ResultStore) -> Double? {
    guard let top = numerator.value(in: store), let bottom = denominator.value(in: store), bottom > 0 else {
      return nil
    }
    return top / bottom
  }
}

/// What a ratio must satisfy (its budget), or nothing when the line is for information only.
enum Budget: Sendable {
  case atLeast(Double)
  case atMost(Double)
  case greaterThan(Double)
  case informational

  /// `PASS`, `MISS`, or `—` for an informational line.
  func verdict(_ ratio: Double) -> String {
    switch self {
    case let .atLeast(bound): ratio >= bound ? "PASS" : "MISS"
    case let .atMost(bound): ratio <= bound ? "PASS" : "MISS"
    case let .greaterThan(bound): ratio > bound ? "PASS" : "MISS"
    case .informational: "—"
    }
  }

  /// The bound as the table prints it, in the line's unit (`≥ 200×`, `≤ 100 ms`).
  func text(unit: String) -> String {
    switch self {
    case let .atLeast(bound): "≥ " + Units.quantity(bound, unit: unit)
    case let .atMost(bound): "≤ " + Units.quantity(bound, unit: unit)
    case let .greaterThan(bound): "> " + Units.quantity(bound, unit: unit)
    case .informational: "(none)"
    }
  }
}

/// One line of the budget table: a named quotient, its budget, and what passing means in words.
///
/// The quotient is a plain ratio (`unit: "×"`) unless the line says otherwise: an absolute budget
/// divides by a constant and names its unit, for example `wall(…) / .constant(1e6, label: "1 ms")`
/// with `unit: " ms"`, or `.constant(100_000 * 1e9, …) / wall(…)` with `unit: " actions/s"`.
struct RatioLine: Sendable {
  let title: String
  let quotient: Quotient
  let budget: Budget
  let unit: String
  let meaning: String

  init(_ title: String, _ quotient: Quotient, _ budget: Budget, unit: String = "×", meaning: String = "") {
    self.title = title
    self.quotient = quotient
    self.budget = budget
    self.unit = unit
    self.meaning = meaning
  }
}
