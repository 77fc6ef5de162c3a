import ImmutableData
import TypedLiterals

extension DomainSession: ShellSession {
  var watchRegistry: any WatchRegistry { self.watchBook }
  var timeMachine: any TimeMachine { self.timeTravel }
  var mountHost: any MountHost { self.mounts }
  var inspector: any StateInspector {
    StateReader<D>(
      state: self.hub.store.state, history: self.history.log, now: self.runtime.options.now, maxItems: self.environment.maxItems,
      mountedNames: self.mounts.mountedNames)
  }
  var exporter: any TestExporter { self.export }
  var runtimeHost: any RuntimeHost { self.runtime }

  func close() {
    self.runtime.stopEffects()
    self.watchBook.cancelAll()
  }

  func expectThrow(_ literal: Literal, source: SourceLine) throws -> any Error {
    let action = try self.decodeAction(literal, source: source)
    // Ask the pure reducer first, so an action that does not throw is never committed.
    guard (try? D.reducer(options: self.runtime.options)(self.hub.store.state, action)) == nil else {
      throw Diagnostic(.expectationFailed, "expected the reducer to throw for \(literal), but it did not", source: source)
    }
    let before = self.hub.store.state.literal
    do {
      try self.run(action, cause: nil)
    } catch {
      guard self.hub.store.state.literal == before else {
        throw Diagnostic(.expectationFailed, "the reducer threw but the state changed", source: source)
      }
      self.export.noteThrow(line: source.text, action: action)
      return error
    }
    throw Diagnostic(.expectationFailed, "expected the reducer to throw for \(literal), but it did not", source: source)
  }

  func settle() async throws {
    let outcome: WorkTracker.Outcome
    if self.hub.tracker.pending == 0 {
      outcome = .idle
    } else if self.environment.talksWhileWaiting {
      outcome = await self.waitTalking()
    } else {
      outcome = await self.hub.tracker.waitUntilIdle(
        timeout: self.environment.settleTimeout, isInterrupted: self.environment.isInterrupted)
    }
    try self.finishSettling()
    switch outcome {
    case .idle: return
    case .timedOut:
      throw Diagnostic(.timeout, "effects did not settle within \(self.environment.settleTimeout); use :await or :set timeout")
    case .interrupted: throw Diagnostic(.interrupted, "interrupted while waiting for effects")
    }
  }

  /// Relaunches on the initial state; what the dispatches before did is no longer printed.
  func reset() throws -> ResetReport {
    self.takeEffectReports()
    self.pending.removeAll()
    return self.timeTravel.reset()
  }

  /// Shows each mount that changed outside any dispatch and dispatches what its appearing calls
  /// for (the mount's to make: `:save` leaves them out), one mount after the other.
  func present() throws {
    for (mount, presentation) in self.mounts.takePresentations() {
      let (lines, actions) = self.mounts.appear(mount, presentation)
      self.print(lines)
      for action in actions { self.history.noteAppearing(try self.run(action, cause: nil)) }
    }
  }

  /// After each dispatch: a mounted view whose outputs now call for an appear action they did
  /// not before (the book's list, once its category loads) dispatches it.
  func appearLate() {
    for mount in self.mounts.mounts {
      for action in self.mounts.lateAppearances(of: mount) {
        do {
          self.history.noteAppearing(try self.run(action, cause: nil))
        } catch {
          self.environment.output.error("\(self.environment.programName): \(mount.name) appearing: the reducer threw \(Self.describe(error))")
        }
      }
    }
  }
}
