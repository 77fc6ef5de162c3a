/// Where done to-dos go: a store outside the app's state (a file or a server in a real app; held
/// in memory here), reached only from a thunk.
public actor TodoArchive {
  private var todos: [Todo] = []
  /// How many to-dos the archive accepts; past it, it refuses.
  private let capacity: Int

  /// An empty archive that holds up to `capacity` to-dos.
  public init(capacity: Int = 100) {
    self.capacity = capacity
  }

  /// Keeps `todos`; returns how many the archive holds.
  ///
  /// - Throws: `ArchiveFull` when they would not fit.
  public func archive(_ todos: [Todo]) throws -> Int {
    guard self.todos.count + todos.count <= self.capacity else { throw ArchiveFull(capacity: self.capacity) }
    self.todos += todos
    return self.todos.count
  }
}

/// The archive's refusal.
public struct ArchiveFull: Error, CustomStringConvertible {
  public let capacity: Int
  public var description: String { "the archive holds at most \(self.capacity) to-dos" }
}
