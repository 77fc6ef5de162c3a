import ImmutableData
import TypedLiterals

extension DomainSession: ShellSession {
  var watchRegistry: any WatchRegistry { self.parts.watchBook }
  var timeMachine: any TimeMachine { self.parts.timeTravel }
  var mountHost: any MountHost { self.parts.mounts }
  var inspector: any StateInspector {
    StateReader<D>(
      state: self.parts.hub.store.state, history: self.parts.history.log, now: self.parts.runtime.options.now, maxItems: self.environment.maxItems,
      mountedNames: self.parts.mounts.mountedNames)
  }
  var exporter: any TestExporter { self.parts.export }
  var runtimeHost: any RuntimeHost { self.parts.runtime }

  func close() {
    self.parts.runtime.stopEffects()
    self.parts.watchBook.cancelAll()
  }

  func expectThrow(_ literal: Literal, source: SourceLine) throws -> any Error {
    let action = try self.decodeAction(literal, source: source)
    // Ask the pure reducer first, so an action that does not throw is never committed.
    guard (try? D.reducer(options: self.parts.runtime.options)(self.parts.hub.store.state, action)) == nil else {
      throw Diagnostic(.expectationFailed, "expected the reducer to throw for \(literal), but it did not", source: source)
    }
    let before = self.parts.hub.store.state
    do {
      try self.run(action, cause: nil)
    } catch {
      guard D.stateChanges(from: before, to: self.parts.hub.store.state, maxKeys: .max).isEmpty else {
        throw Diagnostic(.expectationFailed, "the reducer threw but the state changed", source: source)
      }
      self.parts.export.noteThrow(line: source.text, action: action)
      return error
    }
    throw Diagnostic(.expectationFailed, "expected the reducer to throw for \(literal), but it did not", source: source)
  }

  /// Relaunches on the initial state; what the dispatches before did is no longer printed.
  func reset() throws -> ResetReport {
    self.takeEffectLines()
    self.pending.removeAll()
    return self.parts.timeTravel.reset()
  }

  /// Shows each mount that changed outside any dispatch and dispatches what its appearing calls
  /// for (the mount's to make: `:save` leaves them out), one mount after the other.
  func present() throws {
    for (mount, presentation) in self.parts.mounts.takePresentations() {
      let (lines, actions) = self.parts.mounts.appear(mount, presentation)
      self.print(lines)
      for action in actions { self.parts.history.noteAppearing(try self.run(action, cause: nil)) }
    }
  }

  /// After each dispatch: a mounted view whose outputs now call for an appear action they did
  /// not before (the book's list, once its category loads) dispatches it.
  @usableFromInline func appearLate() {
    for mount in self.parts.mounts.mounts {
      for action in self.parts.mounts.lateAppearances(of: mount) {
        do {
          self.parts.history.noteAppearing(try self.run(action, cause: nil))
        } catch {
          self.printout.appendError("\(self.environment.programName): \(mount.name) appearing: the reducer threw \(Self.describe(error))")
        }
      }
    }
  }
}
