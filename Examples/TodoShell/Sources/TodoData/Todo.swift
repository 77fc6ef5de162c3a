import TypedLiterals

/// One thing to do: a title, a tag to group it by, and whether it is done.
// @TypedLiteral
public struct Todo: Hashable, Identifiable, Sendable {
  /// Given by the reducer, in order: `"t1"`, `"t2"`…
  public let id: String
  public var title: String
  public var tag: String
  public var isDone: Bool

  /// Creates a to-do.
  public init(id: String, title: String, tag: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.tag = tag
    self.isDone = isDone
  }
}
