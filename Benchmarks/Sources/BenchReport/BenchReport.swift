import Foundation

/// Writes `Benchmarks/README.md` from the influx exports of a benchmark run.
///
/// It never fails because a target or a benchmark is missing: those cells read "not measured",
/// so a partial or quick run still yields a readable report.
@main
enum BenchReport {
  static func main() {
    do {
      let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
      let store = InfluxReader.load(directory: options.results)
      let machine = Machine.current(swiftVersion: options.swiftVersion)
      let report = ReportWriter(store: store, machine: machine, options: options).markdown
      try report.write(to: options.output, atomically: true, encoding: .utf8)
      let verdicts = ReportWriter.verdictSummary(store)
      print("BenchReport: wrote \(options.output.path) (\(store.summaries.count) benchmarks; \(verdicts))")
    } catch {
      FileHandle.standardError.write(Data("BenchReport: \(error)\n".utf8))
      exit(2)
    }
  }
}
