import Foundation
import Testing
import TestSupport

/// The hostile-peer suite's server side (issue 37): a loopback server that answers the ways a
/// hostile or broken server does, met by the real `imshell` over a real socket. Each answer ends
/// in a `.failure` naming what was wrong, within a time and memory bound, and the shell goes on.
@Suite(.timeLimit(.minutes(5)))
struct HostileAnswerTests {
  /// The most a debug `imshell` may hold (maximum RSS) while refusing any of these answers: its
  /// own start (about 40 MB), the 32 MiB body limit once over, and room for a loaded machine.
  static let rssCeilingKiB = 200 * 1024

  /// The longest any case may take; the network session's own timeout is 10 s.
  static let timeCeiling = Duration.seconds(20)

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let behaviour: FaultyLoopbackServer.Behaviour
    /// What the `.failure` says, after "the Animals server ".
    let failure: String
    var testDescription: String { self.name }
  }

  static let json = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
  static let chunked = json + "Transfer-Encoding: chunked\r\n\r\n"

  static let cases: [Case] = [
    Case(name: "a negative Content-Length", behaviour: .raw(json + "Content-Length: -5\r\n\r\n{}"),
      failure: "sent a malformed HTTP answer (a Content-Length that is not a number)"),
    Case(name: "a negative chunk size", behaviour: .raw(chunked + "-5\r\n{}\r\n0\r\n\r\n"),
      failure: "sent a malformed HTTP answer (a chunk size that is not hexadecimal)"),
    Case(name: "a chunk size that overflows", behaviour: .raw(chunked + "7fffffffffffffff\r\n{}\r\n0\r\n\r\n"),
      failure: "sent an answer over 32 MiB"),
    Case(name: "a Content-Length of 2 GB", behaviour: .endless(head: json + "Content-Length: 2147483648\r\n\r\n", piece: "x"),
      failure: "sent an answer over 32 MiB"),
    Case(name: "an endless body to the close", behaviour: .endless(head: json + "\r\n", piece: "[1,2,3]"),
      failure: "sent an answer over 32 MiB"),
    Case(name: "an endless chunked body", behaviour: .endless(head: chunked, piece: "400\r\n" + String(repeating: "y", count: 1024) + "\r\n"),
      failure: "sent an answer over 32 MiB"),
    Case(name: "endless one-byte chunks", behaviour: .endless(head: chunked, piece: "1\r\nz\r\n"),
      failure: "sent a malformed HTTP answer (over 256 KiB of chunk sizes and line ends)"),
    Case(name: "endless headers", behaviour: .endless(head: json, piece: "X-Pad: " + String(repeating: "p", count: 100) + "\r\n"),
      failure: "sent HTTP headers over 64 KiB"),
    Case(name: "one endless header line", behaviour: .endless(head: json + "X-Pad: ", piece: "p"),
      failure: "sent HTTP headers over 64 KiB"),
  ]

  @Test(arguments: Self.cases)
  func aHostileAnswerIsAFailureWithinBounds(_ hostile: Case) async throws {
    let server = try FaultyLoopbackServer(hostile.behaviour)
    defer { server.stop() }
    let started = ContinuousClock.now
    let result = try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/time"),
      ["-f", "maxrss=%M", PackagePaths.imshell.path, "animals", "--store", "memory", "--remote", server.url.absoluteString],
      input: ".ui(.categoryList(.onAppear))\n:echo still here\n")
    let elapsed = ContinuousClock.now - started

    #expect(result.status == 0, "a failure is data, not a crash: \(result.errors)")
    #expect(result.output.contains(".failure(error: \"the Animals server \(hostile.failure)\")"), "\(result.output)")
    #expect(result.output.hasSuffix("still here\n"))
    #expect(elapsed < Self.timeCeiling, "took \(elapsed)")
    let rss = try #require(Self.maxRSS(result.errors))
    #expect(rss < Self.rssCeilingKiB, "maximum RSS \(rss) KiB")
  }

  /// The `maxrss=KIB` line `/usr/bin/time -f` writes last.
  static func maxRSS(_ errors: String) -> Int? {
    errors.split(separator: "\n").last { $0.hasPrefix("maxrss=") }.flatMap { Int($0.dropFirst("maxrss=".count)) }
  }
}
