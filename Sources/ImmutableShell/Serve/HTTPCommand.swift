import Foundation

/// `:http GET|POST PATH`: one request to a local app's HTTP service, its answer printed as
/// `→ 200 BODY`. PATH is a full `http://127.0.0.1:PORT/…` URL, or a path after the address in
/// the program's `PROGRAM_APP_URL` (`IMSHELL_APP_URL`, which the walkthrough runner sets to its
/// example app's), so a transcript
/// never shows a port. Loopback only: the shell asks local apps, nothing else. Attached, it returns
/// once the live copy holds what the app dispatched while answering.
@MainActor enum HTTPCommand {
  /// The environment variable holding the address a path is resolved against: the program's own.
  static func baseVariable(_ environment: ShellEnvironment) -> String {
    environment.variablePrefix + "_APP_URL"
  }

  static func run(_ text: String, _ command: CommandInvocation) async throws {
    let words = text.split(separator: " ").map(String.init)
    guard words.count == 2, ["GET", "POST", "PUT", "DELETE"].contains(words[0]) else {
      throw command.failure("expected :http GET|POST|PUT|DELETE PATH, found '\(text)'")
    }
    let (port, path) = try Self.target(words[1], command)
    let answer = try await LoopbackHTTP.request(words[0], path, port: port)
    // Attached, the actions the request made the app dispatch are this line's to show.
    try await command.shell.catchUpWithApp()
    let body = answer.body.hasSuffix("\n") ? String(answer.body.dropLast()) : answer.body
    command.print(["→ \(answer.status) \(TerminalSafeText.escaped(body))"])
  }

  /// The port and path of `target`: a loopback URL, or a path under `PROGRAM_APP_URL`.
  private static func target(_ target: String, _ command: CommandInvocation) throws -> (port: Int, path: String) {
    var text = target
    if target.hasPrefix("/") {
      let variable = Self.baseVariable(command.shell.environment)
      guard let base = ProcessInfo.processInfo.environment[variable], !base.isEmpty else {
        throw command.failure("a path needs the app's address in \(variable), or give the whole http://127.0.0.1:PORT URL")
      }
      text = (base.hasSuffix("/") ? String(base.dropLast()) : base) + target
    }
    guard let url = URLComponents(string: text), url.scheme == "http", let host = url.host, let port = url.port,
      ["127.0.0.1", "localhost"].contains(host)
    else { throw command.failure("\(text) is not a loopback URL (http://127.0.0.1:PORT/PATH): :http asks local apps only") }
    let query = url.percentEncodedQuery.map { "?" + $0 } ?? ""
    return (port, (url.percentEncodedPath.isEmpty ? "/" : url.percentEncodedPath) + query)
  }
}
