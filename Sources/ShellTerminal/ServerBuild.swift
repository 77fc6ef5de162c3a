import Foundation
import ImmutableShell

/// Builds a server executable `:serve` needs but does not find, from the package the shell was
/// built from: through the package's `scripts/lib/build` when it has one (imshell's own, which
/// then builds the shell again with the server's trait), else `swift build --product NAME`.
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

  /// The script `scripts/imshell` builds with, when the package has one (imshell's own): a
  /// server built through it gets the same traits and stamp as the shell's own build.
  var buildScript: URL? {
    let script = self.root.appendingPathComponent("scripts/lib/build")
    guard self.configuration == "debug", FileManager.default.isExecutableFile(atPath: script.path) else { return nil }
    return script
  }

  /// Builds `product`, waiting for it without blocking the main actor.
  ///
  /// With the package's build script, the program itself is built again right after, while the
  /// user waits for the server anyway: a server turns the package's `Servers` trait on, which
  /// changes every module's flags, and the script builds with the trait on from then on, so
  /// without this the next start would recompile the shell (a minute and more on 2 cores).
  ///
  /// - Throws: a `Diagnostic` with the end of the build's output when it fails or cannot start.
  func build(product: String, progress: @escaping @MainActor (String) -> Void = { _ in }) async throws {
    guard let script = self.buildScript else {
      let arguments = ["swift", "build", "--package-path", self.root.path, "-c", self.configuration, "--product", product]
      return try await self.run(arguments, building: product, progress: .stepCounts(progress))
    }
    let server = "Hummingbird and SwiftNIO for \(product): about \(Self.firstBuildMinutes) minutes on 2 idle cores"
    try await self.run(
      [script.path, "--label", self.program, "--first-build", server, product], building: product, progress: .scriptLines(progress))
    guard FileManager.default.isExecutableFile(atPath: self.binDirectory.appendingPathComponent(self.program).path) else { return }
    let again = "\(self.program) again, with the Servers trait \(product) turned on, so that the next start builds nothing"
    try await self.run(
      [script.path, "--label", self.program, "--first-build", again, self.program], building: self.program,
      progress: .scriptLines(progress))
  }

  /// How a build's progress reaches the user.
  enum Progress {
    /// SwiftPM's `[done/total]` count, every 5 s.
    case stepCounts(@MainActor (String) -> Void)
    /// The build script's own lines (`imshell: building (…)…`, `imshell: [100/410] Module`), as
    /// they come.
    case scriptLines(@MainActor (String) -> Void)
  }

  /// Runs `arguments` (through `/usr/bin/env`) and waits for it, reporting progress.
  private func run(_ arguments: [String], building product: String, progress: Progress) async throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let log = Pipe()
    process.standardOutput = log
    process.standardError = log
    process.standardInput = FileHandle.nullDevice
    let output = OutputTail(limit: 16_384)
    let reporter = self.reporter(for: product, output: output, progress: progress)
    defer { reporter.cancel() }
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: Diagnostic(.command, "cannot run \(arguments[0]) for \(product): \(error.localizedDescription)"))
        return
      }
      output.start(reading: log.fileHandleForReading)
    }
    output.waitUntilRead()
    // The script's last lines (`built in 64 s`) arrive after the process ends.
    await Task.yield()
    reporter.cancel()
    _ = await reporter.value
    guard status == 0 else {
      let tail = output.text.split(separator: "\n").suffix(15).joined(separator: "\n")
      throw Diagnostic(.command, "could not build \(product) (\(arguments.joined(separator: " ")) exited \(status)):\n\(tail)")
    }
  }

  /// A task that reports `output`'s progress until cancelled, then once more.
  private func reporter(for product: String, output: OutputTail, progress: Progress) -> Task<Void, Never> {
    switch progress {
    case .stepCounts(let report):
      // A minutes-long build says how far it got: SwiftPM's `[done/total]` count, every 5 s.
      return Task { @MainActor in
        var last = ""
        while !Task.isCancelled {
          try? await Task.sleep(for: .seconds(5))
          guard let count = Self.stepCount(in: output.text), count != last, !Task.isCancelled else { continue }
          last = count
          report("\(self.program): building \(product): \(count)")
        }
      }
    case .scriptLines(let report):
      return Task { @MainActor in
        var shown = 0
        var finished = false
        while !finished {
          finished = Task.isCancelled
          if !finished { try? await Task.sleep(for: .milliseconds(250)) }
          let lines = Self.scriptLines(in: output.text, program: self.program)
          for line in lines.dropFirst(shown) { report(line) }
          shown = max(shown, lines.count)
        }
      }
    }
  }

  /// The script's own progress lines in `log`: those it prefixes with the program's name (the
  /// rest is SwiftPM's log, which the script prints whole only when the build fails).
  static func scriptLines(in log: String, program: String) -> [String] {
    log.split(separator: "\n").filter { $0.hasPrefix(program + ": ") }.map(String.init)
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
