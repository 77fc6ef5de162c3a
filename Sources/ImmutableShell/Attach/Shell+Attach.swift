import AttachWire
import Foundation
import TypedLiterals

/// Attaching the shell to a running app: the live copy follows the app's actions, typed actions
/// go to the app, and the attachment ends with one line whatever ends it.
extension Shell {
  /// Whether the shell is attached to an app.
  public var isAttached: Bool { self.attachment != nil }

  /// Attaches to the app `target` names (a pid, a program name or a socket path), loading its
  /// domain when it is another of the catalog's, and waits for the app's state.
  ///
  /// - Throws: a `Diagnostic` saying why the shell could not attach.
  func attach(to target: String) async throws {
    if let attachment { throw Diagnostic(.command, "already attached to \(attachment.name); :detach first") }
    let process = try AttachTargets.resolve(target)
    guard let domain = self.environment.catalog.domain(named: process.domain) else {
      throw Diagnostic(.command, "\(process.program) (pid \(process.pid)) runs the \(process.domain) domain, which \(self.environment.programName) does not have")
    }
    // No runtime of its own while attached: no store file, and no effects (the app's effects
    // already dispatch what they find; the copy's would do it twice). `detach` opens one again.
    if domain != self.domain { try self.load(domain, opensRuntime: false) }
    self.session.runtimeHost.closeRuntime()
    // A live app may dispatch for days: keep a bounded history unless `:set history` chose one.
    let capsHistory = self.environment.historyLimit == nil
    if capsHistory {
      self.environment.historyLimit = Attachment.historyCap
      self.session.timeMachine.applyHistoryLimit()
    }
    let client = try AttachClient(
      path: process.socketPath, domain: domain.name, fingerprint: domain.fingerprint, shellProgram: self.environment.programName)
    let attachment = Attachment(client: client)
    attachment.capsHistory = capsHistory
    self.attachment = attachment
    attachment.pump = Task { @MainActor [weak self] in
      for await event in client.events {
        guard let self, self.attachment === attachment else { return }
        self.handle(event, from: attachment)
        client.handled()
      }
    }
    try await self.waitAttached(until: { attachment.hasSnapshot }, what: "the app's state")
    self.environment.output.line(AttachText.attached(attachment))
  }

  /// Ends the attachment with `reason` on one line; the live copy stays as it is.
  func detach(saying reason: String) {
    guard let attachment else { return }
    self.attachment = nil
    attachment.client.close()
    attachment.pump?.cancel()
    if let recorder = attachment.recorder { self.finishRecording(recorder) }
    self.note(AttachText.detached(attachment, reason: reason))
    self.goOnLocally(after: attachment)
  }

  /// After an attachment: the history's cap as the user had it, and a runtime of the session's
  /// own again, with effects as the user has them.
  private func goOnLocally(after attachment: Attachment) {
    if attachment.capsHistory { self.environment.historyLimit = nil }
    do {
      try self.session.runtimeHost.reopenRuntime()
    } catch let diagnostic as Diagnostic {
      self.environment.output.error(diagnostic.rendered(program: self.environment.programName))
    } catch {}
  }

  /// Sends the action line to the app, waits for the app to dispatch it and for the live copy
  /// to receive it; it then prints as the app's, like any other.
  func dispatchInApp(_ line: SourceLine, base: Int) async throws {
    guard let attachment else { return }
    let literal = try line.literal(startingAt: base)
    let request = attachment.nextRequest()
    guard attachment.client.send(.dispatch(request: request, literal: literal.description)) else {
      throw Diagnostic(.command, "the app is gone; the action was not dispatched")
    }
    try await self.waitAttached(until: { attachment.replies[request] != nil }, what: "the app's answer")
    switch attachment.replies.removeValue(forKey: request)! {
    case .failed(let sentence): throw Diagnostic(.reducerThrew, sentence, source: line)
    case .accepted(let sequence):
      // The app's action is this line's result, not one a later `:await app` waits for.
      attachment.awaited += 1
      try await self.waitAttached(until: { attachment.sequence >= sequence }, what: "the app's action #\(sequence)")
    }
  }

  /// `:await app N`: waits until N more of the app's actions than awaited before have arrived.
  func awaitApp(_ count: Int) async throws {
    guard let attachment else { throw Diagnostic(.command, ":await app needs an attached app; :attach first") }
    attachment.awaited += count
    let target = attachment.awaited
    try await self.waitAttached(until: { attachment.appActions >= target }, what: "\(count) of the app's actions")
  }

  /// Waits until the live copy holds every action the app had dispatched by now (a digest round
  /// trip, which the agent answers after them), counting them as awaited: `:http` returns with
  /// the actions its request made the app dispatch, so a transcript shows them in one place.
  func catchUpWithApp() async throws {
    guard let attachment else { return }
    _ = try await self.verifyWithApp()
    attachment.awaited = max(attachment.awaited, attachment.appActions)
  }

  /// `:verify` while attached: compares the live copy's digest with the app's.
  func verifyWithApp() async throws -> Attachment.Verdict {
    guard let attachment else { throw Diagnostic(.command, "not attached") }
    let request = attachment.nextRequest()
    attachment.waitingVerifies.insert(request)
    defer { attachment.waitingVerifies.remove(request) }
    attachment.client.send(.verify(request: request))
    try await self.waitAttached(until: { attachment.verdicts[request] != nil }, what: "the app's digest")
    return attachment.verdicts.removeValue(forKey: request)!
  }

  /// Starts recording the app's actions to `path`.
  func startRecording(to path: String) throws {
    guard let attachment else { throw Diagnostic(.command, ":record needs an attached app; :attach first") }
    if let recorder = attachment.recorder { throw Diagnostic(.command, "already recording to \(recorder.path); :record stop first") }
    attachment.recorder = SessionRecorder(
      path: path, programName: self.environment.programName, domain: self.domainName, app: attachment.name,
      sequence: attachment.sequence, state: self.session.stateLiteral)
  }

  /// Ends the recording and writes it; returns what was written.
  func stopRecording() throws -> (path: String, actions: Int) {
    guard let attachment, let recorder = attachment.recorder else { throw Diagnostic(.command, "not recording") }
    attachment.recorder = nil
    try recorder.finish(digest: self.session.stateDigest)
    return (recorder.path, recorder.actions)
  }

  private func finishRecording(_ recorder: SessionRecorder) {
    do {
      try recorder.finish(digest: self.session.stateDigest)
      self.note(AttachText.recorded(recorder.path, actions: recorder.actions))
    } catch let diagnostic as Diagnostic {
      self.environment.output.error(diagnostic.rendered(program: self.environment.programName))
    } catch {}
  }

  /// Prints a line about the attachment; on a terminal that talks it waits with the late results,
  /// which print above the prompt as soon as they arrive.
  func note(_ line: String) {
    guard self.environment.talksWhileWaiting else { return self.environment.output.line(line) }
    self.attachNotes.append(line)
    self.environment.resultsArrived?()
  }

  /// Prints the notes kept for the prompt.
  func printAttachNotes() {
    guard !self.attachNotes.isEmpty else { return }
    for line in self.attachNotes { self.environment.output.line(line) }
    self.attachNotes = []
  }

  /// Waits, with the settle limit and Ctrl-C, until `condition` holds or the attachment ends.
  private func waitAttached(until condition: () -> Bool, what: String) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + self.environment.settleTimeout
    while !condition() {
      guard self.attachment != nil else { throw Diagnostic(.command, "the attachment ended while waiting for \(what)") }
      if self.environment.isInterrupted() { throw Diagnostic(.interrupted, "interrupted while waiting for \(what)") }
      if clock.now >= deadline { throw Diagnostic(.timeout, "\(what) did not arrive within \(self.environment.settleTimeout)") }
      try? await Task.sleep(for: .milliseconds(2))
    }
  }
}
