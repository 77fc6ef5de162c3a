import Glibc

/// The few socket calls the attach channel makes, on Unix domain stream sockets only: the agent
/// never listens on TCP.
public enum UnixSocket {
  /// Listens at `path`, replacing a stale socket (one nobody accepts on) and refusing a live one.
  /// The socket file is made 0600.
  ///
  /// - Returns: the listening descriptor.
  /// - Throws: `AttachError` (`.inUse` when a live process listens there).
  public static func listen(at path: String) throws(AttachError) -> Int32 {
    if Self.exists(path) {
      if let fd = try? Self.connect(to: path) {
        close(fd)
        throw AttachError(.inUse, "another process is listening at \(path)")
      }
      unlink(path)
    }
    let fd = try Self.makeSocket()
    var address = try Self.address(path)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    guard bound == 0, chmod(path, 0o600) == 0, Glibc.listen(fd, 16) == 0 else {
      let sentence = Self.lastError("cannot listen at \(path)")
      close(fd)
      throw AttachError(.socket, sentence)
    }
    return fd
  }

  /// Connects to the socket at `path`.
  ///
  /// - Throws: `AttachError.notListening` when no process accepts there.
  public static func connect(to path: String) throws(AttachError) -> Int32 {
    let fd = try Self.makeSocket()
    var address = try Self.address(path)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    guard connected == 0 else {
      close(fd)
      throw AttachError(.notListening, "no process is listening at \(path)")
    }
    return fd
  }

  /// Accepts one connection; nil when the listening socket was closed.
  public static func accept(_ listener: Int32) -> Int32? {
    while true {
      let fd = Glibc.accept(listener, nil, nil)
      if fd >= 0 {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return fd
      }
      if errno == EINTR || errno == ECONNABORTED { continue }
      return nil
    }
  }

  /// The user id of the process at the other end of `fd` (the kernel's record, not a claim).
  public static func peerUID(_ fd: Int32) -> uid_t? {
    var credentials = PeerCredentials()
    var length = socklen_t(MemoryLayout<PeerCredentials>.size)
    guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return nil }
    return credentials.uid
  }

  /// Writes every byte, or returns false when the connection is gone.
  public static func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Reads what is available (blocking until something is); empty at the end of the connection
  /// or on an error.
  public static func read(_ fd: Int32, upTo count: Int = 1 << 16) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: count)
    while true {
      let got = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, count, 0) }
      if got < 0, errno == EINTR { continue }
      return got > 0 ? Array(buffer[..<got]) : []
    }
  }

  /// Wakes a thread blocked reading `fd`, and stops further writes; `close` still follows.
  public static func shutdownBoth(_ fd: Int32) {
    shutdown(fd, Int32(SHUT_RDWR))
  }

  /// Makes a blocking read of `fd` give up after `seconds` (0: wait for ever again).
  public static func setReceiveTimeout(_ fd: Int32, seconds: Int) {
    var limit = timeval(tv_sec: seconds, tv_usec: 0)
    _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
  }

  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  private static func makeSocket() throws(AttachError) -> Int32 {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw AttachError(.socket, Self.lastError("cannot make a socket")) }
    return fd
  }

  private static func address(_ path: String) throws(AttachError) -> sockaddr_un {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard bytes.count < capacity else {
      throw AttachError(.socket, "the socket path \(path) is longer than the \(capacity - 1) bytes a Unix socket allows")
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in bytes.enumerated() { raw[index] = byte }
    }
    return address
  }

  static func lastError(_ what: String) -> String {
    what + ": " + String(cString: strerror(errno))
  }
}

extension UnixSocket {
  /// Writes every byte to a file descriptor that is not a socket.
  static func writeFile(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }
}

/// Linux's `struct ucred`, which Glibc's module leaves out (it needs `_GNU_SOURCE`): what
/// `SO_PEERCRED` fills in.
private struct PeerCredentials {
  var pid: pid_t = 0
  var uid: uid_t = 0
  var gid: gid_t = 0
}
