import Foundation

/// The machine a run happened on, so a reader can tell whether two READMEs are comparable.
struct Machine: Sendable {
  var architecture: String
  var cpuModel: String
  var cores: Int
  var memoryGiB: Double
  var kernel: String
  var swiftVersion: String
  var date: Date

  /// Reads the current machine; `swiftVersion` wins over asking `swift --version` when given.
  static func current(swiftVersion: String?) -> Machine {
    Machine(
      architecture: run("uname", "-m") ?? "unknown",
      cpuModel: cpuModel() ?? "unknown",
      cores: ProcessInfo.processInfo.activeProcessorCount,
      memoryGiB: Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824,
      kernel: run("uname", "-sr") ?? "unknown",
      swiftVersion: swiftVersion ?? run("swift", "--version")?.components(separatedBy: "\n").first ?? "unknown",
      date: Date()
    )
  }

  /// The `model name` line of `/proc/cpuinfo` (Linux); `nil` elsewhere.
  private static func cpuModel() -> String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
    return text.components(separatedBy: "\n")
      .first { $0.hasPrefix("model name") }?
      .split(separator: ":", maxSplits: 1).last
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// Runs a command found on `PATH` and returns its trimmed standard output, or `nil` on failure.
  private static func run(_ arguments: String...) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
