import BenchmarkNames
import Foundation

/// Lays out the report: machine and command, the budgets' verdicts, the side-by-side table, the
/// curves, then every result of every target, then the method.
struct ReportWriter {
  let store: ResultStore
  let machine: Machine
  let options: Options

  var markdown: String {
    [
      ReportNotes.header, modeWarning, machineSection, budgetSection, sideBySideSection, curveSection,
      resultSections, ReportNotes.method,
    ].filter { !$0.isEmpty }.joined(separator: "\n")
  }

  /// `3 PASS, 0 MISS, 1 not measured`: what the command line prints after writing.
  static func verdictSummary(_ store: ResultStore) -> String {
    let verdicts = Budgets.ratios.map { line in line.quotient.value(in: store).map(line.budget.verdict) ?? "not measured" }
    return ["PASS", "MISS", "not measured"].map { kind in "\(verdicts.filter { $0 == kind }.count) \(kind)" }
      .joined(separator: ", ")
  }

  private var modeWarning: String {
    var text = ""
    if options.mode != "full" {
      text += "> **\(options.mode) run**: a subset or short run, a smoke check; not the figures to judge budgets by.\n"
    }
    for target in options.failedTargets {
      text += "> **\(target) failed** during this run; its benchmarks read \"not measured\".\n"
    }
    return text
  }

  private var machineSection: String {
    var table = MarkdownTable(["Machine", ""], alignments: [.left, .left])
    table.append(["Architecture (`uname -m`)", machine.architecture])
    table.append(["CPU", "\(machine.cpuModel), \(machine.cores) cores"])
    table.append(["Memory", String(format: "%.0f GiB", machine.memoryGiB)])
    table.append(["Kernel", machine.kernel])
    table.append(["Swift", machine.swiftVersion])
    table.append(["Date", Self.dateFormatter.string(from: machine.date)])
    if let seconds = options.elapsedSeconds { table.append(["Run time (build + benchmarks)", Self.minutes(seconds)]) }
    if let seconds = options.buildSeconds { table.append(["of which release build", Self.minutes(seconds)]) }
    var text = "## Machine and command\n\n" + table.markdown
    if !options.commands.isEmpty {
      text += "\n```sh\n" + options.commands.joined(separator: "\n") + "\n```\n"
    }
    return text
  }

  private var budgetSection: String {
    var table = MarkdownTable(["Ratio (p50)", "Measured", "Budget", "Verdict"])
    var definitions: [String] = []
    for line in Budgets.ratios {
      let value = line.quotient.value(in: store)
      let verdict = value.map(line.budget.verdict) ?? "not measured"
      let measured = value.map { Units.quantity($0, unit: line.unit) } ?? "not measured"
      table.append([line.title, measured, line.budget.text(unit: line.unit), verdict])
      let meaning = line.meaning.isEmpty ? "" : " — \(line.meaning)"
      definitions.append(
        "- *\(line.title)*: \(line.quotient.numerator.label) ÷ \(line.quotient.denominator.label)\(meaning).")
    }
    return "## Performance budgets\n\n" + table.markdown + "\n" + definitions.joined(separator: "\n") + "\n"
  }

  private var sideBySideSection: String {
    Budgets.sideBySide.map { spec in
      "## Side by side at N = \(Units.count(Double(spec.size))) (\(spec.target), p50 wall time)\n\n"
        + spec.render(store)
    }.joined(separator: "\n")
  }

  private var curveSection: String {
    guard !Budgets.curves.isEmpty else { return "" }
    var text = "## Curves (p50 per N; the last row is the growth from the smallest to the largest N)\n"
    if options.mode == "full" { text += Self.curvePicture }
    for spec in Budgets.curves {
      let unit = spec.payloadBytesPerElement == nil ? "" : ", with ÷ raw payload in parentheses"
      text += "\n### \(spec.operation) (\(spec.target), \(Units.metricLabel(spec.metric))\(unit))\n\n"
      text += spec.render(store)
    }
    return text
  }

  /// Chapter 19's point as a picture: scripts/bench draws it (scripts/lib/bench-curves, gnuplot)
  /// from the tables below after a full run, beside this report.
  static let curvePicture = """

    ![Insert, update and delete on a shared copy: Dictionary grows as O(n), TreeDictionary as O(log n), \
    N = 1k…256k, log-log](collection-curves.svg)

    `collection-curves.svg`: the Insert, Update and Delete tables below for Dictionary and TreeDictionary,
    drawn by `scripts/lib/bench-curves` (gnuplot) at the end of a full `scripts/bench` run (not `--quick`).

    """

  private var resultSections: String {
    let targets = orderedUnique(store.targets + options.failedTargets)
    guard !targets.isEmpty else { return "## Results\n\n_not measured: no results were found in \(options.results.path)_\n" }
    return targets.map(resultSection).joined(separator: "\n")
  }

  private func resultSection(_ target: String) -> String {
    let rows = store.benchmarks(in: target)
    guard !rows.isEmpty else { return "## \(target): all results\n\n_not measured_\n" }
    var table = MarkdownTable(["Benchmark", "Iterations", "p50 wall", "p50 CPU", "mallocs", "peak RSS", "live bytes"])
    for (key, summary) in rows {
      table.append([
        key.name, Units.count(Double(summary.iterations)),
        summary.p50(.wallClock).map { Units.duration(nanoseconds: $0) } ?? "—",
        summary.p50(.cpuTotal).map { $0 == 0 ? "< 10 ms" : Units.duration(nanoseconds: $0) } ?? "—",
        summary.p50(.mallocCount).map { Units.count(store.netMallocs($0, target: target)) } ?? "—",
        summary.p50(.peakResident).map(Units.bytes) ?? "—",
        summary.p50(.liveBytes).map(Units.bytes) ?? "—",
      ])
    }
    let harness = store.harnessMallocs(target).map { "\(Units.count($0)) harness mallocs per iteration subtracted" }
      ?? "no `Empty · Harness` calibration: mallocs include the harness's own"
    return "## \(target): all results\n\n" + table.markdown + "\n_\(harness)._\n"
  }

  private static let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
    return formatter
  }()

  private static func minutes(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    return whole >= 60 ? "\(whole / 60) min \(whole % 60) s" : "\(whole) s"
  }
}
