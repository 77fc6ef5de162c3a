import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The hostile-peer suite's client side (issue 37): a client that asks for a huge answer with a
/// small body, and one that opens connections and never finishes a request, against the real
/// AnimalsDataServer. Each is refused or cut off within a time and memory bound, and a well-behaved
/// client is answered meanwhile.
@Suite(.timeLimit(.minutes(5)))
struct HostileClientTests {
  /// The most the server may hold (its peak RSS, `VmHWM`) through either case: a debug build
  /// starts at about 30 MB.
  static let rssCeilingKiB = 200 * 1024

  /// The built server under `prlimit --nofile=SOFT:HARD`, with `arguments`; its pid is the
  /// server's (prlimit execs it).
  static func start(nofile: String, _ arguments: [String]) async throws -> (RunningProcess, URL) {
    let folder = try TemporaryDirectory()
    let process = try RunningProcess(
      URL(fileURLWithPath: "/usr/bin/prlimit"),
      ["--nofile=" + nofile, Binaries.animalsServer.path, "--port", "0", "--store", folder.url.appendingPathComponent("a.sqlite").path]
        + arguments)
    guard await process.waitForOutput(containing: "\n", timeout: .seconds(60)),
      let url = URL(string: String(process.output.prefix { $0 != "\n" }.dropFirst("listening on ".count)))
    else {
      process.kill()
      throw StartError(description: "AnimalsDataServer did not start: \(process.errors)")
    }
    return (process, url)
  }

  struct StartError: Error, CustomStringConvertible {
    let description: String
  }

  /// The peak resident size of `pid`, in KiB, from /proc.
  static func peakRSS(_ pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    return status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
      .flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") }
  }

  static func queries(_ count: Int) -> String {
    #"{"query":["# + Array(repeating: #"{"animals":{}}"#, count: count).joined(separator: ",") + "]}"
  }

  /// 1,000 queries in 15 KB once built a 1.6 GB answer; now the request is refused outright,
  /// and 16 (the limit) are answered.
  @Test func aRequestForMoreThanSixteenQueriesIsRefused() async throws {
    let (server, url) = try await Self.start(nofile: "1024:4096", [])
    defer { server.kill() }
    let api = url.appendingPathComponent("animals/api")

    let started = ContinuousClock.now
    let refused = try await Exchange.send("POST", api, body: Data(Self.queries(1_000).utf8))
    #expect(refused.status == 400)
    #expect(try refused.error().message == "the body is not an Animals request: it holds 1000 queries; a request may hold at most 16")
    #expect(ContinuousClock.now - started < .seconds(5))

    let allowed = try await Exchange.send("POST", api, body: Data(Self.queries(16).utf8))
    #expect(allowed.status == 200)
    let rss = try #require(Self.peakRSS(server.processIdentifier))
    #expect(rss < Self.rssCeilingKiB, "peak RSS \(rss) KiB")
  }

  /// A slowloris: 600 connections each holding half a request's head. With a soft limit of 256
  /// descriptors they once locked everyone out; the server raises its soft limit to the hard one
  /// and closes each connection after the idle timeout, answering others meanwhile.
  @Test func halfSentRequestsAreClosedAndOthersStillAnswered() async throws {
    let (server, url) = try await Self.start(nofile: "256:4096", ["--idle-timeout", "2"])
    defer { server.kill() }
    let port = try #require(url.port)
    let sockets = (0..<600).compactMap { _ in Self.connect(port: port) }
    defer { sockets.forEach { close($0) } }
    #expect(sockets.count == 600)
    let head = Array("POST /animals/api HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: appl".utf8)
    for socket in sockets { _ = send(socket, head, head.count, Int32(MSG_NOSIGNAL)) }
    let opened = ContinuousClock.now

    let answered = try await Exchange.send("POST", url.appendingPathComponent("animals/api"), body: Data(#"{"query":[{"categories":{}}]}"#.utf8))
    #expect(answered.status == 200, "a client is answered while the half-sent requests are open")
    #expect(ContinuousClock.now - opened < .seconds(2), "and at once, not after the idle timeout")

    // Each half-sent connection is closed by the server (recv reads end of file or a reset).
    let deadline = ContinuousClock.now + .seconds(30)
    var open = sockets
    while !open.isEmpty && ContinuousClock.now < deadline {
      open = open.filter { !Self.isClosedByPeer($0) }
      if !open.isEmpty { try await Task.sleep(for: .milliseconds(200)) }
    }
    #expect(open.isEmpty, "\(open.count) connections still open 30 s later")
    let closedAfter = ContinuousClock.now - opened
    #expect(closedAfter < .seconds(15), "closed \(closedAfter) after opening, with a 2 s idle timeout")
    let rss = try #require(Self.peakRSS(server.processIdentifier))
    #expect(rss < Self.rssCeilingKiB, "peak RSS \(rss) KiB")
  }

  static func connect(port: Int) -> Int32? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else {
      close(fd)
      return nil
    }
    return fd
  }

  /// Whether the server closed `socket`: a read that does not block returns 0 or fails with
  /// other than EAGAIN.
  static func isClosedByPeer(_ socket: Int32) -> Bool {
    var byte: UInt8 = 0
    let count = recv(socket, &byte, 1, Int32(MSG_DONTWAIT))
    return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
  }
}
