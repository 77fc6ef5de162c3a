import CounterData
import Foundation
import Hummingbird
import ImmutableData
import ImmutableShellAgent
import SampleDomains

/// The example app a shell attaches to (README, "Attach to a running app"): a small HTTP service
/// whose requests dispatch the Counter domain's actions into a real `Store`, with the agent on.
///
///     GET  /counter            {"value":N}
///     POST /counter/increment  dispatches .didTapIncrementButton, answers {"value":N}
///     POST /counter/decrement  dispatches .didTapDecrementButton, answers {"value":N}
///
/// `CounterHTTPService [--port N]` binds 127.0.0.1 (a free port without `--port`, or with 0) and
/// prints `listening on http://127.0.0.1:PORT` as its only line on standard output; SIGINT or
/// SIGTERM stops it gracefully. The Counter domain, because its adapter (`CounterDomain`) already
/// lives in a library, SampleDomains, that this app and `imshell` both import.
@main
@MainActor
enum CounterHTTPService {
  static func main() async throws {
    guard let port = Self.port(CommandLine.arguments.dropFirst()) else {
      FileHandle.standardError.write(Data("usage: CounterHTTPService [--port N], N from 0 to 65535\n".utf8))
      exit(64)
    }
    let store = Store(initialState: CounterState(), reducer: CounterReducer.reduce)
    let agent: ShellAgent
    do {
      agent = try ShellAgent.start(store: store, domain: CounterDomain.self, program: "counter-http")
    } catch {
      FileHandle.standardError.write(Data("counter-http: \(error)\n".utf8))
      exit(1)
    }
    let app = Application(
      router: CounterRoutes.make(store: store),
      configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port), serverName: "counter-http"),
      onServerRunning: { channel in
        FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(channel.localAddress?.port ?? 0)\n".utf8))
      })
    try await app.runService()
    agent.stop()
  }

  /// `--port N` (0: a free one), or 0 without it; nil when the arguments say something else.
  static func port(_ arguments: ArraySlice<String>) -> Int? {
    guard !arguments.isEmpty else { return 0 }
    guard arguments.count == 2, arguments.first == "--port", let port = Int(arguments.last!), (0...65_535).contains(port) else { return nil }
    return port
  }
}
