import Foundation
import GRDB

/// An exclusive lock on a database file, held by a connection of this process on a thread of its
/// own until released: GRDB does not let a transaction outlive one database access.
public final class ExclusiveLock: @unchecked Sendable {
  private let path: String
  private let locked = DispatchSemaphore(value: 0)
  private let released = DispatchSemaphore(value: 0)
  private var failure: (any Error)?

  public init(path: String) {
    self.path = path
  }

  public func acquire() throws {
    Thread.detachNewThread { [self] in
      do {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)  // the store under test may still be setting up
        let queue = try DatabaseQueue(path: self.path, configuration: configuration)
        try queue.writeWithoutTransaction { db in
          try db.execute(sql: "BEGIN EXCLUSIVE")
          self.locked.signal()
          self.released.wait()
          try db.execute(sql: "ROLLBACK")
        }
      } catch {
        self.failure = error
        self.locked.signal()
      }
    }
    self.locked.wait()
    if let failure { throw failure }
  }

  public func release() {
    self.released.signal()
  }
}
