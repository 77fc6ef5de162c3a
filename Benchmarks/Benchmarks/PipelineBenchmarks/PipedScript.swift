import Benchmark
import BenchmarkNames
import CounterWorkload
import Foundation

/// `Counter actions · imshell binary, piped … · N=100000`: the release binary as a user runs it,
/// `imshell counter --trace none` reading a script from a pipe (the 8 watches, one action per
/// line, a closing `:expect`), timed from start to exit. Two scripts: increments only, and
/// increments and decrements alternating (every watch output then flips on every line).
///
/// The binary is `ImshellBinary.url`.
enum PipedScript {
  enum Script: CaseIterable {
    case increments, alternating

    var backEnd: String {
      switch self {
      case .increments: "imshell binary piped, increments + 8 watches"
      case .alternating: "imshell binary piped, alternating + 8 watches"
      }
    }

    /// The whole script for `n` actions.
    func text(_ n: Int) -> String {
      let increment = ".didTapIncrementButton\n"
      let decrement = ".didTapDecrementButton\n"
      var text = EightWatches.shellLines.map { $0 + "\n" }.joined()
      text.reserveCapacity(text.utf8.count + n * decrement.utf8.count + 64)
      for index in 0..<n { text += self == .alternating && index % 2 == 1 ? decrement : increment }
      let final = self == .alternating ? n % 2 : n
      return text + ":expect selectValue() == \(final)\n"
    }
  }

  static func register(scale: PipelineScale) {
    guard let binary = ImshellBinary.url else { return }
    let n = scale.actions
    for script in Script.allCases {
      let bytes = Data(script.text(n).utf8)
      Benchmark(
        BenchmarkName(CounterPipeline.operation, script.backEnd, size: n).description,
        configuration: scale.configuration()
      ) { benchmark in
        benchmark.startMeasurement()
        let status = try Self.run(binary, feeding: bytes)
        benchmark.stopMeasurement()
        precondition(status == 0, "imshell exited \(status) on the piped script")
      }
    }
  }

  /// Starts `imshell counter --trace none`, writes `bytes` into its standard input from another
  /// thread (a pipe holds 64 KiB), closes it, and waits for the exit status.
  private static func run(_ binary: URL, feeding bytes: Data) throws -> Int32 {
    let process = Process()
    let input = Pipe()
    process.executableURL = binary
    process.environment = ChildEnvironment.plain
    process.arguments = ["counter", "--trace", "none"]
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let writer = input.fileHandleForWriting
    let written = Thread {
      writer.write(bytes)
      try? writer.close()
    }
    written.start()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
