import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// One HTTP/1.1 exchange over a plain TCP socket (`http://` only), on a thread of its own that
/// blocks in `poll` until the answer, the deadline or a cancellation.
///
/// Why this stays hand-written instead of `URLSession`: on Linux, FoundationNetworking's libcurl
/// driver keeps a write-readiness source on the socket after the request is sent, so while a
/// server takes its time a dispatch thread spins at full speed. A shell waiting 10 s on a slow
/// loopback server burned about 8 s of CPU doing nothing; through this client the wait costs
/// about 0.05 s (README, reliability limits). The cause upstream: `_SocketSources.createSources`
/// only ever adds a source for what curl asks (`needsReadSource`/`needsWriteSource`) and drops
/// them only when curl unregisters the socket, so the write source from sending the request
/// outlives curl's switch to reading:
/// https://github.com/swiftlang/swift-corelibs-foundation/blob/06ae08143d527838b6b83a7d637cad6f9733cbdb/Sources/FoundationNetworking/URLSession/libcurl/MultiHandle.swift
/// No upstream issue reports this spin as such (searched November 2026); the nearest report is
/// on the same source lifecycle, https://github.com/swiftlang/swift-corelibs-foundation/issues/4791
/// (sources torn down racing the socket's close). When that driver drops a source curl stopped
/// asking for, this file can go and `URLSession` carry plain `http://` too.
///
/// Failures are thrown as the `URLError` codes `URLSession` would give, so `RemoteService` turns
/// them into the same sentences: refused or unreachable → `.cannotConnectToHost`, no answer in
/// time → `.timedOut`, closed without an answer → `.badServerResponse`, reset →
/// `.networkConnectionLost`, the task cancelled → `.cancelled`. An answer that is not HTTP or is
/// over `HTTPAnswerReader.Limits` is thrown as `HTTPAnswerError`, and the deadline covers reading
/// and parsing it, not only the waits: a server streaming fast cannot keep the client past it.
package enum PlainHTTPClient {
  package static func send(_ request: URLRequest, timeout: TimeInterval) async throws -> (Foundation.Data, URLResponse) {
    let cancelled = CancelFlag()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
          continuation.resume(with: Result { try Self.exchange(request, timeout: timeout, cancelled: cancelled) })
        }
        thread.start()
      }
    } onCancel: {
      cancelled.set()
    }
  }

  private static func exchange(_ request: URLRequest, timeout: TimeInterval, cancelled: CancelFlag) throws -> (Foundation.Data, URLResponse) {
    guard let url = request.url, url.scheme?.lowercased() == "http", var host = url.host, !host.isEmpty else {
      throw URLError(.unsupportedURL)
    }
    if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    let port = url.port ?? 80
    // getaddrinfo would take 99999 as 34463 (it wraps the service number to 16 bits).
    guard (1...65535).contains(port) else { throw URLError(port == 0 ? .cannotConnectToHost : .unsupportedURL) }
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    let wait = Waiter(deadline: deadline, cancelled: cancelled)
    let socket = try Self.connect(host: host, port: port, wait: wait)
    defer { close(socket) }
    try Self.write(Self.encode(request, url: url, host: host, port: port), to: socket, wait: wait)
    return try Self.readAnswer(socket, url: url, wait: wait)
  }

  private static func encode(_ request: URLRequest, url: URL, host: String, port: Int) -> [UInt8] {
    let body = request.httpBody ?? Foundation.Data()
    var target = url.path.isEmpty ? "/" : url.path
    if let query = url.query { target += "?" + query }
    // An IPv6 literal keeps its brackets in `Host` (RFC 9110 §7.2); `URL.host` drops them.
    let authority = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)"
    var head = "\(request.httpMethod ?? "GET") \(target) HTTP/1.1\r\nHost: \(authority)\r\n"
    head += "Connection: close\r\nContent-Length: \(body.count)\r\n"
    for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key })
    where !["host", "connection", "content-length"].contains(name.lowercased()) {
      head += "\(name): \(value)\r\n"
    }
    return Array((head + "\r\n").utf8) + Array(body)
  }

  private static func connect(host: String, port: Int, wait: Waiter) throws -> Int32 {
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else { throw URLError(.cannotFindHost) }
    defer { freeaddrinfo(first) }
    var candidate: UnsafeMutablePointer<addrinfo>? = first
    while let address = candidate {
      candidate = address.pointee.ai_next
      let socket = Glibc.socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
      guard socket >= 0 else { continue }
      _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
      if Glibc.connect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 { return socket }
      if errno == EINPROGRESS, try wait.until(socket, .writable) {
        var failure: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        if getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &length) == 0 && failure == 0 { return socket }
      }
      close(socket)
    }
    throw URLError(.cannotConnectToHost)
  }

  private static func write(_ bytes: [UInt8], to socket: Int32, wait: Waiter) throws {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if count > 0 {
        sent += count
      } else if errno == EAGAIN || errno == EINTR {
        _ = try wait.until(socket, .writable)
      } else {
        throw URLError(.networkConnectionLost)
      }
    }
  }

  /// Reads until the answer is complete by its framing, or the server closes.
  private static func readAnswer(_ socket: Int32, url: URL, wait: Waiter) throws -> (Foundation.Data, URLResponse) {
    var reader = HTTPAnswerReader()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !reader.isComplete {
      try wait.checkDeadline()
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        try reader.consume(buffer[..<count])
      } else if count == 0 {
        break
      } else if errno == EAGAIN || errno == EINTR {
        _ = try wait.until(socket, .readable)
      } else {
        throw URLError(.networkConnectionLost)
      }
    }
    return try reader.answer(url: url)
  }
}

/// Set once the task that waits for an exchange is cancelled; read by the exchange's thread.
private final class CancelFlag: Sendable {
  private let flag = Atomic(false)
  func set() { self.flag.store(true, ordering: .relaxed) }
  var isSet: Bool { self.flag.load(ordering: .relaxed) }
}

/// Blocks in `poll` until a socket is ready, in slices so that a cancellation is seen.
private struct Waiter {
  enum Readiness { case readable, writable }
  let deadline: ContinuousClock.Instant
  let cancelled: CancelFlag

  /// True once ready (or failed: the next call says how).
  ///
  /// - Throws: `URLError(.timedOut)` past the deadline, `URLError(.cancelled)` once cancelled.
  func until(_ socket: Int32, _ readiness: Readiness) throws -> Bool {
    while true {
      try self.checkDeadline()
      let left = ContinuousClock.now.duration(to: self.deadline)
      // At most 100 ms a slice: often enough to see a cancellation, rare enough to cost nothing.
      let milliseconds = Int32(min(Int64(100), left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1))
      var descriptor = pollfd(fd: socket, events: Int16(readiness == .readable ? POLLIN : POLLOUT), revents: 0)
      let ready = poll(&descriptor, 1, milliseconds)
      if ready > 0 { return true }
      if ready < 0 && errno != EINTR { return true }
    }
  }

  /// - Throws: `URLError(.timedOut)` past the deadline, `URLError(.cancelled)` once cancelled.
  func checkDeadline() throws {
    if self.cancelled.isSet { throw URLError(.cancelled) }
    guard ContinuousClock.now < self.deadline else { throw URLError(.timedOut) }
  }
}
