import Observation

/// Holds the published output so observers re-render only on publication.
///
/// A separate class because a variadic generic type cannot be `@Observable` (the book's
/// workaround, still needed in Swift 6.3). The conformance is written out rather than made by
/// the macro: in a generic class the macro's `\.output` key path is instantiated by the runtime
/// on every read and write, which dominated a shell dispatch with a few watches. Building it
/// once per instance keeps observation exact and cheap.
@MainActor final public class OutputStorage<Output>: Observable {
  @usableFromInline let registrar = ObservationRegistrar()
  @usableFromInline let outputKey: KeyPath<OutputStorage<Output>, Output?> = \.output
  @usableFromInline var published: Output?

  /// The last published output; nil only before the listener starts.
  public internal(set) var output: Output? {
    get {
      self.registrar.access(self, keyPath: self.outputKey)
      return self.published
    }
    @inlinable set {
      self.registrar.withMutation(of: self, keyPath: self.outputKey) { self.published = newValue }
    }
  }

  /// The output without registering an observation, for code that is not a view.
  public var currentOutput: Output? { self.published }

  init() {}
}
