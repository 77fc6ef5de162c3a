import Foundation
import TypedLiterals

/// A key path to a comparable value, its value type kept: what the book's sorted selectors take
/// (`sort: any KeyPath<Animal, some Comparable & SendableMetatype> & Sendable`). Held as
/// `any SortKeyPath<Animal>`, it is opened by a generic function to call one:
///
/// ```swift
/// func select(by sort: some SortKeyPath<Animal>) -> @Sendable (AnimalsState) -> [Animal] {
///   AnimalsState.selectAnimalsValues(categoryId: id, sort: sort.keyPath, order: order)
/// }
/// ```
public protocol SortKeyPath<Root>: Sendable {
  /// The type sorted.
  associatedtype Root
  /// The key sorted by.
  associatedtype Value: Comparable & SendableMetatype
  /// The key path itself.
  var keyPath: any KeyPath<Root, Value> & Sendable { get }
}

/// One row of a `KeyPathTable`: the case the prompt writes and the key path it stands for.
public struct SortKey<Key: Sendable, Root>: Sendable {
  /// The case the prompt writes (`sort: .name`), and a component's call passes.
  public let key: Key
  /// The key path, to open and pass to the selector.
  public let keyPath: any SortKeyPath<Root>

  /// A row: `.row(.name, \.name)`.
  public static func row<Value: Comparable & SendableMetatype>(_ key: Key, _ keyPath: any KeyPath<Root, Value> & Sendable) -> Self {
    SortKey(key: key, keyPath: TypedSortKeyPath(keyPath: keyPath))
  }
}

private struct TypedSortKeyPath<Root, Value: Comparable & SendableMetatype>: SortKeyPath {
  let keyPath: any KeyPath<Root, Value> & Sendable
}

/// The key paths a sorted selector may sort by, registered once as a table from the cases the
/// prompt writes to the key paths they stand for, in place of a `switch` in every selector
/// that sorts:
///
/// ```swift
/// static let keyPaths = KeyPathTable<AnimalSort, Animal>(.row(.name, \.name), .row(.animalId, \.animalId))
/// ```
///
/// - Important: Every case of `Key` has exactly one row (checked, from its literal shape, when
///   the table is made).
public struct KeyPathTable<Key: TypedLiteral & Hashable & Sendable, Root>: Sendable {
  private let rows: [Key: SortKey<Key, Root>]

  /// A table of `rows`, one per case of `Key`.
  public init(_ rows: SortKey<Key, Root>...) {
    self.rows = Dictionary(rows.map { ($0.key, $0) }) { first, _ in
      preconditionFailure("KeyPathTable<\(Key.self), \(Root.self)>: two rows for \(first.key)")
    }
    // The cases as the prompt spells them: an `@TypedLiteral` enum need not be `CaseIterable`.
    let rowNames = Set(self.rows.keys.compactMap { key -> String? in
      guard case .member(_, let name, _) = key.literal.kind else { return nil }
      return name
    })
    if case .enumeration(_, let cases) = Key.literalShape {
      let missing = cases.map(\.name).filter { !rowNames.contains($0) }
      precondition(missing.isEmpty, "KeyPathTable<\(Key.self), \(Root.self)>: no row for \(missing)")
    }
  }

  /// The row of `key`.
  public subscript(key: Key) -> SortKey<Key, Root> {
    // The initializer checked that every case has one.
    self.rows[key]!
  }
}

/// A sort key the prompt writes as a case (`sort: .name`) and the book's selector takes as a key
/// path: the enum declares its table once, and a declaration's `sort` property passes
/// `self.sort.keyPath`. An exported test spells it as the key path (`\Animal.name`).
///
/// ```swift
/// extension AnimalSort: SortKeyCase {
///   public static let keyPaths = KeyPathTable<AnimalSort, Animal>(.row(.name, \.name), .row(.animalId, \.animalId))
/// }
/// ```
public protocol SortKeyCase: SwiftArgument, Hashable, Sendable {
  /// The type whose values it sorts.
  associatedtype Root
  /// Each case's key path.
  static var keyPaths: KeyPathTable<Self, Root> { get }
}

extension SortKeyCase {
  /// The key path this case stands for, to open and pass to the selector.
  public var keyPath: any SortKeyPath<Root> { Self.keyPaths[self].keyPath }

  /// `\Animal.name` for `.name`.
  public var swiftArgument: String {
    guard case .member(_, let name, _) = self.literal.kind else { return self.literal.description }
    return "\\\(Root.self).\(name)"
  }
}
