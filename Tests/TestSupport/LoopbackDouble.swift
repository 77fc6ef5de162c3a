import Foundation
import Testing

/// Where the built binaries and the fixture are.
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

  /// The double: `$USGS_DOUBLE_BIN`, see `path(environment:product:)`.
  public static var double: URL { path(environment: "USGS_DOUBLE_BIN", product: "USGSDouble") }

  /// The client: `$QUAKES_CLIENT_BIN`, see `path(environment:product:)`.
  public static var client: URL { path(environment: "QUAKES_CLIENT_BIN", product: "QuakesDataClient") }

  /// The USGS week fixture the double serves.
  public static let fixture = PackagePaths.root.appendingPathComponent("fixtures/usgs/all_week_2023-08-04.geojson")
}

/// A running `USGSDouble` and the base URL it printed. `stop()` it in a `defer`.
public struct RunningDouble: Sendable {
  /// The process.
  public let process: RunningProcess
  /// The base URL it printed.
  public let url: URL

  /// Starts the double on a free port with `arguments` (plus `--fixture` unless `fixture` is false)
  /// and waits for its `listening on` line.
  public static func start(_ arguments: [String] = [], fixture: Bool = true) async throws -> Self {
    let fixtureArguments = fixture ? ["--fixture", Binaries.fixture.path] : []
    let process = try RunningProcess(Binaries.double, ["--port", "0"] + fixtureArguments + arguments)
    guard await process.waitForOutput(containing: "\n", timeout: .seconds(30)) else {
      process.kill()
      throw StartError(transcript: process.errors)
    }
    let line = String(process.output.prefix { $0 != "\n" })
    let prefix = "listening on http://127.0.0.1:"
    guard line.hasPrefix(prefix), let port = Int(line.dropFirst(prefix.count)), port > 0,
      let url = URL(string: "http://127.0.0.1:\(port)")
    else {
      process.kill()
      throw StartError(transcript: "unexpected first line \(String(reflecting: line))")
    }
    return Self(process: process, url: url)
  }

  /// Kills the double (safe to call twice).
  public func stop() { self.process.kill() }

  /// Why the double did not start.
  public struct StartError: Error, CustomStringConvertible {
    let transcript: String
    public var description: String { "USGSDouble did not start: \(transcript)" }
  }
}
