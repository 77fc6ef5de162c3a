import AttachWire
import Foundation
import ImmutableData
import ImmutableShell

/// Lets an `imshell` attach to this process's store: one line beside the store, with the same
/// `Domain` adapter the app's shell uses.
///
/// ```swift
/// let agent = try ShellAgent.start(store: store, domain: TodoDomain.self)
/// ```
///
/// It listens on a Unix socket in this user's runtime folder (`$XDG_RUNTIME_DIR/imshell`, 0700;
/// the socket 0600) and accepts shells of the same user only. Until a shell attaches it does
/// nothing at all; while one is attached it reads the store's stream through a bounded buffer,
/// off the main actor, so a slow or stopped shell never slows a dispatch: what the shell cannot
/// take is dropped, counted and reported to it, and it is sent a fresh snapshot.
///
/// With `IMSHELL_AGENT_RECORD=FILE` in the environment, it also records every action to FILE
/// from the start, with no shell attached: the script `:record` writes, which `imshell DOMAIN -f
/// FILE` replays; `stop()` ends it.
@MainActor public final class ShellAgent {
  /// Where the agent listens.
  public let socketPath: String
  private let infoPath: String
  private let listener: AgentListener
  /// Ends the recording `IMSHELL_AGENT_RECORD` asked for, if any.
  private let stopRecording: (@MainActor () -> Void)?
  /// Lets the attached shells take what was dispatched before `stop()`.
  private let letShellsCatchUp: @MainActor () -> Void

  private init(
    socketPath: String, infoPath: String, listener: AgentListener, stopRecording: (@MainActor () -> Void)?,
    letShellsCatchUp: @escaping @MainActor () -> Void
  ) {
    self.socketPath = socketPath
    self.infoPath = infoPath
    self.listener = listener
    self.stopRecording = stopRecording
    self.letShellsCatchUp = letShellsCatchUp
  }

  /// Starts listening for shells of `domain` beside `store`.
  ///
  /// - Parameters:
  ///   - store: the app's store; shells see its actions and dispatch into it on the main actor.
  ///   - domain: the app's shell adapter: its name, literal types and reducer.
  ///   - program: the name shells list and attach by; the executable's name by default.
  ///   - limits: how much each attached shell may fall behind before it is resynchronised.
  /// - Returns: the running agent; `stop()` ends it, and so does the process's exit.
  /// - Throws: `AttachError` when the socket folder is not private or the socket cannot be made.
  public static func start<D: Domain>(
    store: Store<D.State, D.Action>, domain: D.Type, program: String? = nil, limits: AgentLimits = AgentLimits()
  ) throws -> ShellAgent {
    let environment = ProcessInfo.processInfo.environment
    let directory = try AttachDirectory(environment: environment)
    let name = program ?? (CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "app")
    let pid = getpid()
    let socketPath = directory.socketPath(program: name, pid: pid)
    let fd = try UnixSocket.listen(at: socketPath)
    try directory.writeInfo(program: name, pid: pid, domain: D.name, since: Int(Date().timeIntervalSince1970))
    let host = AgentHost<D>(store: store, program: name, limits: limits)
    var stopRecording: (@MainActor () -> Void)?
    if let path = environment[AgentRecorder<D>.variable], !path.isEmpty {
      let recorder = try AgentRecorder(host: host, path: path, app: "\(name) (pid \(pid))")
      stopRecording = {
        host.flushTaps()
        recorder.stop { recorder.recorded >= store.dispatchCount }
      }
    }
    let listener = AgentListener(fd: fd) { connection, ended in host.serve(connection, ended: ended) }
    listener.start()
    return ShellAgent(
      socketPath: socketPath, infoPath: directory.infoPath(program: name, pid: pid), listener: listener, stopRecording: stopRecording,
      letShellsCatchUp: { host.letShellsCatchUp() })
  }

  /// How many shells' connections are open (a connection leaves as soon as it ends).
  package var openConnections: Int { self.listener.openConnections }

  /// Stops listening, ends every attached shell's connection (once each was sent what the app
  /// dispatched, a second at most) and removes the socket.
  public func stop() {
    self.stopRecording?()
    self.letShellsCatchUp()
    self.listener.stop()
    unlink(self.socketPath)
    unlink(self.infoPath)
  }
}

/// How far an attached shell may fall behind.
public struct AgentLimits: Sendable {
  /// Actions that may wait between the store and the agent's follower before it drops.
  public var streamBuffer: Int
  /// Actions waiting to be written to one shell's socket before they are dropped.
  public var queue: Int
  /// The most actions the store's tap hands over at once (`Store.tapActions(batchesOf:deliver:)`).
  public var batch: Int

  /// Limits; the defaults hold about a second of a busy app.
  public init(streamBuffer: Int = 8192, queue: Int = 4096, batch: Int = 1024) {
    self.streamBuffer = streamBuffer
    self.queue = queue
    self.batch = batch
  }
}
