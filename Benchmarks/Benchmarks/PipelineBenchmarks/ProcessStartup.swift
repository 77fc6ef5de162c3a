import Benchmark
import BenchmarkNames
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `Start-up · …`: whole processes started the way a user starts them, side by side with the
/// programs people compare a shell with: `imshell counter -e :quit` (the release binary
/// `scripts/bench` builds, statically linked against the Swift runtime and Foundation),
/// `python3 -c pass`, `python3 -S -c pass` and `sqlite3 :memory: .quit`.
///
/// Each iteration starts `/usr/bin/time -f %M -o FILE PROGRAM…` (`posix_spawn`, standard streams on
/// `/dev/null`) and waits for it; the wall time covers both (time's own start, about a millisecond,
/// is in every subject's figure alike), and the peak resident set `time` reports for the program
/// is recorded as `PeakRSS` (bytes). `time` forks from its own small process: the child's
/// `ru_maxrss` seen from here would include this benchmark's memory, which a spawned child shares
/// until it calls exec. A program that is not installed is not registered, and the report says
/// "not measured".
enum ProcessStartup {
  static let operation = "Start-up"
  static let peakRSS = BenchmarkMetric.custom("PeakRSS", polarity: .prefersSmaller, useScalingFactor: false)

  /// One program to start: its name in the report, its executable and arguments.
  struct Subject: Sendable {
    let backEnd: String
    let executable: String
    let arguments: [String]
  }

  static func register(scale: PipelineScale) {
    guard FileManager.default.isExecutableFile(atPath: Self.time) else { return }
    let configuration = Benchmark.Configuration(
      metrics: [.wallClock, Self.peakRSS], timeUnits: .automatic, warmupIterations: 2,
      maxDuration: .seconds(20), maxIterations: scale.iterations * 4)
    for subject in Self.subjects {
      Benchmark(BenchmarkName(operation, subject.backEnd).description, configuration: configuration) { benchmark in
        benchmark.startMeasurement()
        let peak = try Self.run(subject)
        benchmark.stopMeasurement()
        benchmark.measurement(Self.peakRSS, peak)
      }
    }
  }

  /// The programs found on this machine.
  static var subjects: [Subject] {
    let python = Self.onPath("python3")
    let candidates: [Subject?] = [
      ImshellBinary.url.map { Subject(backEnd: "imshell counter -e :quit", executable: $0.path, arguments: ["counter", "-e", ":quit"]) },
      python.map { Subject(backEnd: "python3 -c pass", executable: $0, arguments: ["-c", "pass"]) },
      python.map { Subject(backEnd: "python3 -S -c pass", executable: $0, arguments: ["-S", "-c", "pass"]) },
      Self.onPath("sqlite3").map { Subject(backEnd: "sqlite3 :memory: .quit", executable: $0, arguments: [":memory:", ".quit"]) },
    ]
    return candidates.compactMap { $0 }
  }

  /// `name`'s path in `PATH`, if it is there.
  static func onPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Starts `subject` under `/usr/bin/time`, waits for it, and returns its peak resident set in bytes.
  static func run(_ subject: Subject) throws -> Int {
    let report = NSTemporaryDirectory() + "imshell-bench-time-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? FileManager.default.removeItem(atPath: report) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
    }
    let words = [Self.time, "-f", "%M", "-o", report, subject.executable] + subject.arguments
    let argv = words.map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    let environment = ChildEnvironment.plain.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for entry in environment { free(entry) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, Self.time, &actions, nil, argv, environment)
    guard spawned == 0 else { throw ChildProcessError(message: "cannot start \(Self.time): errno \(spawned)") }
    var status: Int32 = 0
    guard waitpid(pid, &status, 0) == pid, status == 0 else {
      throw ChildProcessError(message: "\(words.joined(separator: " ")) failed (wait status \(status))")
    }
    let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
    guard let kilobytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw ChildProcessError(message: "\(Self.time) reported '\(text)' for \(subject.backEnd)")
    }
    return kilobytes * 1024
  }

  /// GNU time, which reports a child's peak resident set (`%M`, in KiB).
  static let time = "/usr/bin/time"
}
