import Foundation
import Testing

/// Where the built executables and the fixture are.
public enum Binaries {
  /// `$name` when set; else the binary beside the running test bundle (the build folder of
  /// whatever `--scratch-path` built it), when it exists; else `.build/debug/<product>` under the
  /// package root.
  public static func path(environment name: String, product: String) -> URL {
    if let path = ProcessInfo.processInfo.environment[name], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    if let sibling = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent(product),
      FileManager.default.isExecutableFile(atPath: sibling.path)
    {
      return sibling
    }
    return PackagePaths.root.appendingPathComponent(".build/debug/\(product)")
  }

  /// The USGS double: `$USGS_DOUBLE_BIN`, see `path(environment:product:)`.
  public static var double: URL { path(environment: "USGS_DOUBLE_BIN", product: "USGSDouble") }
  /// The Quakes client: `$QUAKES_CLIENT_BIN`.
  public static var client: URL { path(environment: "QUAKES_CLIENT_BIN", product: "QuakesDataClient") }
  /// The Animals server: `$ANIMALS_SERVER_BIN`.
  public static var animalsServer: URL { path(environment: "ANIMALS_SERVER_BIN", product: "AnimalsDataServer") }
  /// The Animals client: `$ANIMALS_CLIENT_BIN`.
  public static var animalsClient: URL { path(environment: "ANIMALS_CLIENT_BIN", product: "AnimalsDataClient") }

  /// The USGS week fixture the double serves.
  public static let fixture = PackagePaths.root.appendingPathComponent("fixtures/usgs/all_week_2023-08-04.geojson")
}

/// One of our loopback servers running on a free port, and the base URL it printed first
/// (`listening on http://127.0.0.1:PORT`). `stop()` it in a `defer`.
public struct RunningLoopbackServer: Sendable {
  /// The process.
  public let process: RunningProcess
  /// The base URL it printed.
  public let url: URL

  /// Starts `executable` with `--port 0` and `arguments`, and waits for its `listening on` line.
  public static func start(_ executable: URL, _ arguments: [String], directory: URL? = nil) async throws -> Self {
    let process = try RunningProcess(executable, ["--port", "0"] + arguments, directory: directory)
    let name = executable.lastPathComponent
    guard await process.waitForOutput(containing: "\n", timeout: .seconds(60)) else {
      process.kill()
      throw StartError(name: name, transcript: process.errors)
    }
    let line = String(process.output.prefix { $0 != "\n" })
    let prefix = "listening on http://127.0.0.1:"
    guard line.hasPrefix(prefix), let port = Int(line.dropFirst(prefix.count)), port > 0,
      let url = URL(string: "http://127.0.0.1:\(port)")
    else {
      process.kill()
      throw StartError(name: name, transcript: "unexpected first line \(String(reflecting: line))")
    }
    return Self(process: process, url: url)
  }

  /// The USGS double serving the week fixture (unless `fixture` is false), with `arguments`.
  public static func usgsDouble(_ arguments: [String] = [], fixture: Bool = true) async throws -> Self {
    try await Self.start(Binaries.double, (fixture ? ["--fixture", Binaries.fixture.path] : []) + arguments)
  }

  /// AnimalsDataServer over the store file at `store`, with `arguments`.
  public static func animalsServer(store: String, _ arguments: [String] = [], directory: URL? = nil) async throws -> Self {
    try await Self.start(Binaries.animalsServer, ["--store", store] + arguments, directory: directory)
  }

  /// Kills the server (safe to call twice).
  public func stop() { self.process.kill() }

  /// Why a server did not start.
  public struct StartError: Error, CustomStringConvertible {
    let name: String
    let transcript: String
    public var description: String { "\(self.name) did not start: \(self.transcript)" }
  }
}
