import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A real HTTP server on 127.0.0.1 that misbehaves one way, for the fault matrix: the remote
/// stores meet it through their real `NetworkSession`, over a real socket.
///
/// ```swift
/// let server = try FaultyLoopbackServer(.hangUp)
/// defer { server.stop() }
/// let store = RemoteStore(session: NetworkSession(service: .animalsServer), baseURL: server.url)
/// ```
///
/// Every request gets the same treatment, whatever its path. Connections are served on their own
/// threads, so a silent answer blocks nothing else.
public final class FaultyLoopbackServer: Sendable {
  /// How the server treats each request, once it has read it whole.
  public enum Behaviour: Sendable, Hashable {
    /// Answers `status` with a JSON `body`.
    case status(Int, body: String)
    /// Answers 200 with a JSON content type and a body cut short.
    case malformedBody
    /// Never answers; the connection stays open until `stop()`.
    case silent
    /// Closes the connection without answering, as a server killed mid-request does.
    case hangUp
    /// Sends these bytes as they are, whatever they frame, and closes.
    case raw(String)
    /// Sends `head`, then `piece` over and over until the client goes away (or `stop()`): an
    /// endless body, or endless headers when `head` has no empty line.
    case endless(head: String, piece: String)
    /// Refuses every connection: the port is bound, so nothing else can take it, but not
    /// listening. (A port merely released could be taken by a server of a test running beside.)
    case refuseConnections
  }

  /// The base URL, `http://127.0.0.1:PORT`.
  public let url: URL
  private let behaviour: Behaviour
  private let listener: Int32
  /// Connections kept open (by `.silent`), closed by `stop()`.
  private let openConnections = Mutex<[Int32]>([])
  private let accepted = Atomic(0)

  /// How many connections it accepted so far.
  public var connectionCount: Int { self.accepted.load(ordering: .relaxed) }

  /// Starts listening on `port`, by default a free one.
  public init(_ behaviour: Behaviour, port: Int = 0) throws {
    self.behaviour = behaviour
    let listens = behaviour != .refuseConnections
    let (listener, port) = try Self.openSocket(listening: listens, port: port)
    self.listener = listener
    self.url = URL(string: "http://127.0.0.1:\(port)")!
    guard listens else { return }
    let thread = Thread { [self] in self.acceptLoop() }
    thread.start()
  }

  /// Stops accepting and closes every connection still open.
  public func stop() {
    shutdown(self.listener, Int32(SHUT_RDWR))
    close(self.listener)
    for connection in self.openConnections.withLock({ connections in defer { connections = [] }; return connections }) {
      shutdown(connection, Int32(SHUT_RDWR))
      close(connection)
    }
  }

  /// Why the server could not start.
  public struct StartError: Error, CustomStringConvertible {
    public let description: String
  }
}

extension FaultyLoopbackServer {
  private static func openSocket(listening: Bool, port: Int) throws -> (socket: Int32, port: Int) {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw StartError(description: "socket() failed: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    // A port just freed by a stopped server may have connections in TIME_WAIT.
    var reuse: Int32 = 1
    if port != 0 { setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size)) }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard bound == 0, named == 0, !listening || listen(fd, 16) == 0 else {
      close(fd)
      throw StartError(description: "could not listen on 127.0.0.1: errno \(errno)")
    }
    return (fd, Int(UInt16(bigEndian: address.sin_port)))
  }

  private func acceptLoop() {
    while true {
      let connection = accept(self.listener, nil, nil)
      guard connection >= 0 else { return }
      self.accepted.add(1, ordering: .relaxed)
      let thread = Thread { [self] in self.serve(connection) }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    Self.readRequest(from: connection)
    switch self.behaviour {
    case .status(let status, let body):
      Self.send(status: status, body: body, to: connection)
    case .malformedBody:
      Self.send(status: 200, body: #"{"query":[{"animals":{"animals":[{"animalId":"#, to: connection)
    case .silent:
      self.openConnections.withLock { $0.append(connection) }
      return
    case .raw(let bytes):
      _ = Self.send(Array(bytes.utf8), to: connection)
    case .endless(let head, let piece):
      self.openConnections.withLock { $0.append(connection) }
      let block = Array(String(repeating: piece, count: max(1, 65_536 / max(1, piece.utf8.count))).utf8)
      guard Self.send(Array(head.utf8), to: connection) else { return }
      while Self.send(block, to: connection) {}
      return
    case .hangUp, .refuseConnections:
      break
    }
    close(connection)
  }

  /// Reads the head and as much body as `Content-Length` announces.
  private static func readRequest(from connection: Int32) {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(connection, &buffer, buffer.count)
      guard count > 0 else { return }
      received.append(contentsOf: buffer[0..<count])
      let text = String(decoding: received, as: UTF8.self)
      guard let headEnd = text.range(of: "\r\n\r\n") else { continue }
      let head = text[..<headEnd.lowerBound].lowercased()
      let length = head.split(separator: "\r\n").lazy
        .compactMap { line -> Int? in
          guard line.hasPrefix("content-length:") else { return nil }
          return Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        }.first ?? 0
      if received.count - text[..<headEnd.upperBound].utf8.count >= length { return }
    }
  }

  private static func send(status: Int, body: String, to connection: Int32) {
    let bytes = Array(body.utf8)
    let head =
      "HTTP/1.1 \(status) Fault\r\nContent-Type: application/json\r\nContent-Length: \(bytes.count)\r\n"
      + "Connection: close\r\n\r\n"
    _ = Self.send(Array(head.utf8) + bytes, to: connection)
  }

  /// Writes all of `bytes`; false once the peer is gone (no SIGPIPE: that would end the tests).
  private static func send(_ bytes: [UInt8], to connection: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }
}
