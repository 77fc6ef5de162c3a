import Foundation
import TestSupport
import Testing

/// The agent's peer check with a real second user: a client process running as `nobody`
/// (setpriv, which needs root) connects to a real app's socket and is refused; the same client
/// as this user gets past the check. The socket's folder is opened up for the test, so that
/// the kernel lets `nobody` connect and the agent's own check is what refuses it.
@Suite(.enabled(if: getuid() == 0, "needs root to run a client as another user (setpriv --reuid); the check is otherwise untested here"))
struct PeerCredentialTests {
  /// A client that connects, says nothing, and prints its user id and what the agent answered.
  static let client = """
    import os, socket, sys
    s = socket.socket(socket.AF_UNIX)
    s.settimeout(10)
    s.connect(sys.argv[1])
    s.shutdown(socket.SHUT_WR)
    data = b""
    while True:
        chunk = s.recv(4096)
        if not chunk: break
        data += chunk
    print(os.getuid(), data[5:].decode("utf-8", "replace"))
    """

  @Test func aPeerOfAnotherUserIsRefusedAndTheAppKeepsServing() async throws {
    let folder = try TemporaryDirectory()
    let environment = try ProcessRunner.attachEnvironment(home: folder.url)
    let runtime = folder.url.appendingPathComponent("run")
    let app = try RunningProcess(AttachProcessTests.Scene.counterService, [], environment: environment)
    defer { app.kill() }
    await app.waitForOutput(containing: "listening ")
    let line = try #require(app.output.split(separator: "\n").first { $0.hasPrefix("listening ") })
    let socket = String(line.dropFirst("listening ".count))
    // Let another user reach the socket: the kernel's permissions are not what is tested.
    chmod(folder.url.path, 0o755)
    chmod(runtime.path, 0o755)
    chmod(runtime.appendingPathComponent("imshell").path, 0o711)
    chmod(socket, 0o666)

    let nobody = try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/setpriv"),
      ["--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/python3", "-c", Self.client, socket])
    #expect(nobody.status == 0, "\(nobody.errors)")
    #expect(nobody.output.hasPrefix("65534 "), "the client ran as nobody")
    #expect(nobody.output.contains("this app accepts shells of its own user only"))

    let same = try await ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", Self.client, socket])
    #expect(same.output.hasPrefix("\(getuid()) "))
    #expect(!same.output.contains("own user only"), "a peer of this user passes the check: \(same.output)")

    try app.send("up\n")
    #expect(await app.waitForOutput(containing: "ok 1"))
  }
}
