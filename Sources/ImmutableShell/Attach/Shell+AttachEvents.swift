import AttachWire
import TypedLiterals

/// What the shell does with each message an attached app sends.
extension Shell {
  func handle(_ event: AttachClient.Event, from attachment: Attachment) {
    switch event {
    case .ended(let reason): self.detach(saying: reason)
    case .message(let message):
      do {
        try self.apply(message, from: attachment)
      } catch let diagnostic as Diagnostic {
        self.environment.output.error(diagnostic.rendered(program: self.environment.programName))
        attachment.client.send(.resync)
      } catch {}
    }
  }

  private func apply(_ message: AttachMessage, from attachment: Attachment) throws {
    switch message {
    case .snapshot(let sequence, let text):
      let literal = try Self.appLiteral(text)
      let first = !attachment.hasSnapshot
      // The copy's history starts again at #1: what the app's actions before did prints first.
      if !first, case .settled(let report) = self.session.settle() {
        self.show(report.printout)
        if let failure = report.failure { throw failure }
      }
      try self.session.restart(fromState: literal, source: nil, base: 0)
      if !first {
        // The actions the snapshot covers have arrived too, as far as `:await app N` counts.
        attachment.appActions += max(sequence - attachment.sequence, 0)
        attachment.resyncs += 1
        attachment.recorder?.noteSnapshot(literal, sequence: sequence)
        self.note(AttachText.resynchronised(after: sequence))
      }
      (attachment.hasSnapshot, attachment.sequence) = (true, sequence)
      self.compareDueDigests(attachment)
    case .action(let sequence, let millis, let text):
      // Already in the snapshot the copy started from (a resync overtook it).
      guard attachment.hasSnapshot, sequence > attachment.sequence else { return }
      guard sequence == attachment.sequence + 1 else {
        attachment.client.send(.resync)
        return
      }
      try self.session.dispatchFromApp(try Self.appLiteral(text))
      attachment.sequence = sequence
      attachment.appActions += 1
      attachment.recorder?.noteAction(text, sequence: sequence, millis: millis)
      self.verifyNowAndThen(attachment)
      self.compareDueDigests(attachment)
    case .dropped(let count):
      attachment.dropped += count
      self.note(AttachText.dropped(count))
    case .dispatched(let request, let result): attachment.replies[request] = result
    case .digest(let request, let sequence, let digest):
      attachment.pendingDigests.append((request, sequence, digest))
      self.compareDueDigests(attachment)
    case .hello, .welcome, .refused, .dispatch, .verify, .resync:
      // Never sent by an agent; `AttachClient` ends the connection on a refusal.
      break
    }
  }

  /// Every `Attachment.verifyEvery` app actions, asks for the app's digest.
  private func verifyNowAndThen(_ attachment: Attachment) {
    attachment.sinceVerify += 1
    guard attachment.sinceVerify >= Attachment.verifyEvery else { return }
    attachment.sinceVerify = 0
    attachment.client.send(.verify(request: attachment.nextRequest()))
  }

  /// Compares the app's digests for the sequence number the copy is at; a difference is said
  /// and a fresh snapshot asked for.
  private func compareDueDigests(_ attachment: Attachment) {
    let (due, overtaken) = attachment.takeDueDigests()
    for request in overtaken { attachment.verdicts[request] = .overtaken }
    guard !due.isEmpty else { return }
    let copy = self.session.stateDigest
    for (request, digest) in due {
      if digest == copy {
        attachment.verdicts[request] = .matches(sequence: attachment.sequence, digest: digest)
      } else {
        attachment.verdicts[request] = .differs(sequence: attachment.sequence, app: digest, copy: copy)
        self.note(AttachText.differs(after: attachment.sequence))
        attachment.client.send(.resync)
      }
    }
    // Verdicts of automatic checks have no reader; keep only those a `:verify` waits for.
    attachment.verdicts = attachment.verdicts.filter { attachment.waitingVerifies.contains($0.key) }
  }

  static func appLiteral(_ text: String) throws -> Literal {
    do {
      return try LiteralParser.parse(text)
    } catch {
      throw Diagnostic(.command, "the app sent what does not read as a literal: \(error)")
    }
  }
}
