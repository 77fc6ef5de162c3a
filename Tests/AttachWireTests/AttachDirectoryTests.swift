import AttachWire
import Foundation
import Testing

@Suite struct AttachDirectoryTests {
  /// A runtime folder of the test's own, removed afterwards.
  final class Runtime {
    let path: String
    init() throws {
      self.path = FileManager.default.temporaryDirectory.appendingPathComponent("attach-\(UUID().uuidString.prefix(8))").path
      try FileManager.default.createDirectory(atPath: self.path, withIntermediateDirectories: false)
    }
    deinit { try? FileManager.default.removeItem(atPath: self.path) }
    var environment: [String: String] { ["XDG_RUNTIME_DIR": self.path] }
  }

  @Test func theFolderIsMadePrivate() throws {
    let runtime = try Runtime()
    let directory = try AttachDirectory(environment: runtime.environment)
    #expect(directory.path == runtime.path + "/imshell")
    let mode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
    #expect(mode == 0o700)
  }

  @Test func aFolderOpenToOthersIsRefused() throws {
    let runtime = try Runtime()
    try FileManager.default.createDirectory(atPath: runtime.path + "/imshell", withIntermediateDirectories: false)
    chmod(runtime.path + "/imshell", 0o755)
    do {
      _ = try AttachDirectory(environment: runtime.environment)
      Issue.record("an open folder was used")
    } catch {
      #expect(error.code == .directory)
      #expect(error.sentence.contains("open to other users"))
    }
  }

  @Test func withoutARuntimeFolderThePrivateFallbackIsUsed() throws {
    let directory = try AttachDirectory(environment: [:])
    #expect(directory.path == "/tmp/imshell-\(getuid())")
  }

  @Test func aSocketIsPrivateAndListedWithItsInfo() throws {
    let runtime = try Runtime()
    let directory = try AttachDirectory(environment: runtime.environment)
    let path = directory.socketPath(program: "demo", pid: getpid())
    let fd = try UnixSocket.listen(at: path)
    defer { close(fd) }
    try directory.writeInfo(program: "demo", pid: getpid(), domain: "counter", since: 1_764_000_000)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(directory.attachable() == [
      AttachableProcess(program: "demo", pid: getpid(), domain: "counter", since: 1_764_000_000, socketPath: path)
    ])
  }

  @Test func aLiveSocketIsNotTakenOver() throws {
    let runtime = try Runtime()
    let directory = try AttachDirectory(environment: runtime.environment)
    let path = directory.socketPath(program: "demo", pid: getpid())
    let fd = try UnixSocket.listen(at: path)
    defer { close(fd) }
    #expect(throws: AttachError(.inUse, "another process is listening at \(path)")) { _ = try UnixSocket.listen(at: path) }
  }

  @Test func aStaleSocketIsReplaced() throws {
    let runtime = try Runtime()
    let directory = try AttachDirectory(environment: runtime.environment)
    let path = directory.socketPath(program: "demo", pid: getpid())
    close(try UnixSocket.listen(at: path))
    #expect(FileManager.default.fileExists(atPath: path))
    let fd = try UnixSocket.listen(at: path)
    defer { close(fd) }
    let client = try UnixSocket.connect(to: path)
    close(client)
  }

  @Test func aDeadProcessSocketIsRemovedFromTheListing() throws {
    let runtime = try Runtime()
    let directory = try AttachDirectory(environment: runtime.environment)
    // A pid no process has: above the kernel's pid_max (at most 2^22).
    let dead: Int32 = 5_000_000
    let path = directory.socketPath(program: "gone", pid: dead)
    close(try UnixSocket.listen(at: path))
    try directory.writeInfo(program: "gone", pid: dead, domain: "counter", since: 1)
    #expect(directory.attachable().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(!FileManager.default.fileExists(atPath: directory.infoPath(program: "gone", pid: dead)))
  }

  @Test func aSocketOfAnEarlierProcessWithTheSamePidIsStale() throws {
    let runtime = try Runtime()
    let directory = try AttachDirectory(environment: runtime.environment)
    // This process's pid is alive, but the info says its process started at another time: the
    // pid was reused, and the socket is the earlier process's.
    let pid = getpid()
    let path = directory.socketPath(program: "earlier", pid: pid)
    let fd = try UnixSocket.listen(at: path)
    defer { close(fd) }
    let started = try #require(AttachDirectory.startTime(of: pid))
    try Data("counter\n1\n\(started + 1)\n".utf8).write(to: URL(fileURLWithPath: directory.infoPath(program: "earlier", pid: pid)))
    #expect(directory.attachable().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(!FileManager.default.fileExists(atPath: directory.infoPath(program: "earlier", pid: pid)))
  }

  @Test func withoutARecordedStartASocketIsAliveOnlyIfItAccepts() throws {
    let runtime = try Runtime()
    let directory = try AttachDirectory(environment: runtime.environment)
    let pid = getpid()
    let live = directory.socketPath(program: "live", pid: pid)
    let fd = try UnixSocket.listen(at: live)
    defer { close(fd) }
    let stale = directory.socketPath(program: "stale", pid: pid)
    close(try UnixSocket.listen(at: stale))
    for program in ["live", "stale"] {
      try Data("counter\n1\n".utf8).write(to: URL(fileURLWithPath: directory.infoPath(program: program, pid: pid)))
    }
    #expect(directory.attachable().map(\.program) == ["live"])
    #expect(!FileManager.default.fileExists(atPath: stale))
  }

  @Test func aProcessStartTimeIsReadFromTheKernel() throws {
    let mine = try #require(AttachDirectory.startTime(of: getpid()))
    let first = try #require(AttachDirectory.startTime(of: 1))
    #expect(mine >= first, "this process started after process 1")
    #expect(AttachDirectory.startTime(of: 5_000_000) == nil)
  }

  @Test func thePeerIsKnownByItsUserID() throws {
    let runtime = try Runtime()
    let directory = try AttachDirectory(environment: runtime.environment)
    let path = directory.socketPath(program: "demo", pid: getpid())
    let fd = try UnixSocket.listen(at: path)
    defer { close(fd) }
    let client = try UnixSocket.connect(to: path)
    defer { close(client) }
    let accepted = try #require(UnixSocket.accept(fd))
    defer { close(accepted) }
    #expect(UnixSocket.peerUID(accepted) == getuid())
  }
}
