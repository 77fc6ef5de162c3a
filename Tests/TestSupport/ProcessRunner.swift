import Foundation

/// Where the package and its built binaries are, found from this file's path.
public enum PackagePaths {
  /// The package root (the folder holding Package.swift).
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `imshell` binary under test: `$IMSHELL_BIN`, else `.build/debug/imshell`.
  public static var imshell: URL {
    if let path = ProcessInfo.processInfo.environment["IMSHELL_BIN"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return root.appendingPathComponent(".build/debug/imshell")
  }
}

/// What a finished process left behind.
public struct ProcessResult: Sendable {
  /// Exit status (128 + signal when killed by one).
  public var status: Int32
  /// Everything written to standard output.
  public var output: String
  /// Everything written to standard error.
  public var errors: String
}

/// Runs a real executable with a fixed environment and standard input, and collects its output.
public enum ProcessRunner {
  /// The environment transcripts run in: UTC, no colour, dumb terminal, nothing inherited but PATH.
  public static func stableEnvironment(home: URL) -> [String: String] {
    [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": home.path, "TZ": "UTC", "NO_COLOR": "1", "LC_ALL": "C.UTF-8", "TERM": "dumb",
      // No pager: a test reads what a command prints from the screen, not through less.
      "PAGER": "",
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
    ]
  }

  /// `stableEnvironment(home:)` with a runtime folder of its own, `home/run` (made 0700), as
  /// `XDG_RUNTIME_DIR`: where attachable apps put their sockets and shells look for them.
  public static func attachEnvironment(home: URL) throws -> [String: String] {
    let runtime = home.appendingPathComponent("run")
    try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    var environment = Self.stableEnvironment(home: home)
    environment["XDG_RUNTIME_DIR"] = runtime.path
    return environment
  }

  /// Runs `executable` and waits for it without holding a thread of the cooperative pool: the
  /// blocking wait runs on a thread of its own. A test that blocked a pool thread for a whole
  /// process (two cores: two threads) starved every suite running beside it in parallel.
  public static func run(
    _ executable: URL, _ arguments: [String], input: String = "", environment: [String: String]? = nil,
    directory: URL? = nil
  ) async throws -> ProcessResult {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Result {
            try Self.runBlocking(executable, arguments, input: input, environment: environment, directory: directory)
          })
      }
    }
  }

  /// Runs `executable` and waits for it, blocking the calling thread.
  private static func runBlocking(
    _ executable: URL, _ arguments: [String], input: String, environment: [String: String]?, directory: URL?
  ) throws -> ProcessResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let scratch = try TemporaryDirectory()
    process.environment = environment ?? Self.stableEnvironment(home: scratch.url)
    process.currentDirectoryURL = directory ?? scratch.url
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Read both pipes concurrently so a chatty process never blocks on a full pipe.
    nonisolated(unsafe) var output = Data()
    nonisolated(unsafe) var errors = Data()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { output = stdout.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errors = stderr.fileHandleForReading.readDataToEndOfFile() }
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    group.wait()
    let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    return ProcessResult(
      status: status, output: String(decoding: output, as: UTF8.self), errors: String(decoding: errors, as: UTF8.self))
  }
}

/// A fresh directory under the system temporary folder, removed when the value is released.
public final class TemporaryDirectory: Sendable {
  /// Its location.
  public let url: URL

  /// Creates the directory.
  public init() throws {
    self.url = FileManager.default.temporaryDirectory.appendingPathComponent("imshell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: self.url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: self.url)
  }
}
