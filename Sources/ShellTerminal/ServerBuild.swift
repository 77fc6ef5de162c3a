import Foundation
import ImmutableShell

/// Builds a server executable `:serve` needs but does not find, from the package the shell was
/// built from: `swift build --package-path ROOT --product NAME`.
///
/// `scripts/imshell` builds only the shell, so the first prompt comes fast; a server (Hummingbird
/// and SwiftNIO, minutes on a 2-core machine) is built on its first `:serve` instead.
struct ServerBuild: Sendable {
  /// Roughly how long a first build of a server takes here (Hummingbird and SwiftNIO, measured on
  /// the 2-core machine), for the message printed before it starts.
  static let firstBuildMinutes = 3

  /// The package root.
  let root: URL
  /// `debug` or `release`, the configuration the shell itself was built in.
  let configuration: String
  /// The program's name, for progress lines.
  let program: String

  /// Where `swift build` puts this configuration's executables.
  var binDirectory: URL {
    self.root.appendingPathComponent(".build").appendingPathComponent(self.configuration)
  }

  /// The build for the running shell, or nil when `packageRoot` finds no root.
  static func current(program: String, packageRoot: PackageRoot, executable: URL = PackageRoot.runningExecutable) -> Self? {
    let configuration = executable.deletingLastPathComponent().lastPathComponent == "release" ? "release" : "debug"
    guard let root = packageRoot.url(executable: executable) else { return nil }
    return Self(root: root, configuration: configuration, program: program)
  }

  /// Runs `swift build` for `product` and waits for it without blocking the main actor.
  ///
  /// - Throws: a `Diagnostic` with the end of the build's output when it fails or cannot start.
  func build(product: String, progress: @escaping @MainActor (String) -> Void = { _ in }) async throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "build", "--package-path", self.root.path, "-c", self.configuration, "--product", product]
    let log = Pipe()
    process.standardOutput = log
    process.standardError = log
    process.standardInput = FileHandle.nullDevice
    let output = OutputTail(limit: 16_384)
    // A minutes-long build says how far it got: SwiftPM's `[done/total]` count, every 5 s.
    let reporter = Task { @MainActor in
      var last = ""
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(5))
        guard let count = Self.stepCount(in: output.text), count != last, !Task.isCancelled else { continue }
        last = count
        progress("\(self.program): building \(product): \(count)")
      }
    }
    defer { reporter.cancel() }
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: Diagnostic(.command, "cannot run swift build for \(product): \(error.localizedDescription)"))
        return
      }
      output.start(reading: log.fileHandleForReading)
    }
    guard status == 0 else {
      output.waitUntilRead()
      let tail = output.text.split(separator: "\n").suffix(15).joined(separator: "\n")
      throw Diagnostic(
        .command,
        "could not build \(product) (swift build --package-path \(self.root.path) --product \(product) exited \(status)):\n\(tail)")
    }
  }

  /// The last `[done/total]` step count in SwiftPM's output.
  static func stepCount(in log: String) -> String? {
    log.split(separator: "\n").reversed().lazy.compactMap(Self.leadingStepCount).first
  }

  /// `[57/410]` at the start of `line`; nil for anything else, such as a diagnostic's footnote
  /// (`[#SendableMetatypes]: <https://…>`).
  private static func leadingStepCount(_ line: Substring) -> String? {
    guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
    let numbers = line[line.index(after: line.startIndex)..<close].split(separator: "/", omittingEmptySubsequences: false)
    guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
      return nil
    }
    return String(line[...close])
  }
}
