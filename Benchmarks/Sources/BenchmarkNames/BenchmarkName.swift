/// The one naming convention every benchmark of this package follows, so that the report can pair
/// benchmarks without guessing: `Operation · BackEnd · N=65536` (the size is optional).
///
/// Benchmark executables build names with it and `BenchReport` parses them back, which is why it
/// is a module of its own that depends on nothing.
public struct BenchmarkName: Hashable, Sendable, CustomStringConvertible {
  /// What was measured, such as `Insert` or `Insert+Commit`.
  public var operation: String
  /// What it was measured on, such as `TreeDictionary` or `SQLite`.
  public var backEnd: String
  /// The number of elements in the state, when the benchmark has one.
  public var size: Int?

  /// The separator between the parts: a middle dot with a space on each side.
  public static let separator = " · "
  private static let sizePrefix = "N="

  /// Names a benchmark.
  ///
  /// - Important: `operation` and `backEnd` must not contain the separator or a comma (the
  ///   influx export quotes names with commas, and the report would have to unquote them).
  public init(_ operation: String, _ backEnd: String, size: Int? = nil) {
    self.operation = operation
    self.backEnd = backEnd
    self.size = size
  }

  /// Parses a name written by ``description``; `nil` for a name that does not follow the convention.
  public init?(parsing text: String) {
    let parts = text.split(separator: Self.separator, omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 || parts.count == 3 else { return nil }
    operation = parts[0]
    backEnd = parts[1]
    if parts.count == 3 {
      guard parts[2].hasPrefix(Self.sizePrefix), let size = Int(parts[2].dropFirst(Self.sizePrefix.count)) else {
        return nil
      }
      self.size = size
    } else {
      size = nil
    }
  }

  /// `Operation · BackEnd · N=size`, or `Operation · BackEnd` without a size.
  public var description: String {
    let head = operation + Self.separator + backEnd
    guard let size else { return head }
    return head + Self.separator + Self.sizePrefix + String(size)
  }
}
