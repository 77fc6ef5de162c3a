import CounterData
import ImmutableData
import ImmutableShell
import TypedLiterals

/// The Counter product (book, chapters 3–5) as seen from the shell.
public enum CounterDomain: Domain {
  public static let name = "counter"
  public static let configuration: DomainConfiguration<CounterState, CounterAction, Void> = .init(
    summary: "one integer, incremented and decremented (chapters 3–5)", selectors: [SelectValue.self, SelectIsAtLeast.self],
    filters: [IsIncrement.self], settings: [ReducerChoice.self], components: [Content.self], storageParts: storageParts,
    testReducer: CounterReducer.self)

  public static func initialState(options: DomainOptions) -> CounterState {
    CounterState()
  }

  public static func reducer(options: DomainOptions) -> Reducer<CounterState, CounterAction> {
    // The book's error preview swaps in a reducer that always throws (chapter 4).
    if options[ReducerChoice.self] == .throwing { return { _, action in throw PreviewReducerError(action: action) } }
    return CounterReducer.reduce
  }

  // @TypedLiteral
  struct SelectValue: SelectorDeclaration {
    static let summary = "the current value"
    var selector: @Sendable (CounterState) -> Int { CounterState.selectValue() }
  }

  // @TypedLiteral
  struct SelectIsAtLeast: SelectorDeclaration {
    let value: Int
    static let summary = "whether the value is at least `value` (teaching extra, not in the book)"
    var selector: @Sendable (CounterState) -> Bool { CounterState.selectIsAtLeast(value: self.value) }
  }

  // @TypedLiteral
  struct IsIncrement: FilterDeclaration {
    static let summary = "passes increments only (teaching extra, not in the book)"
    var filter: @Sendable (CounterState, CounterAction) -> Bool { CounterFilter.isIncrement() }
  }

  // @TypedLiteral
  struct Content: ComponentDeclaration {
    static let summary = "the Counter app's only view: the value and two buttons (chapter 4)"
    func body(in context: CallContext) -> ComponentBlueprint<CounterAction> {
      ComponentBlueprint(ComponentWatch("SelectValue", SelectValue())) { value in ["Value: \(value)  [Increment] [Decrement]"] }
    }
  }

  /// Which reducer a launch builds: the book's, or its preview that always throws.
  public enum ReducerChoice: String, SettingDeclaration {
    case `default`, throwing
    public static let name = "reducer"
    public static let summary = "`throwing` swaps in the book's preview reducer that always throws"
  }
}

/// The error thrown by the book's always-throwing preview reducer.
struct PreviewReducerError: Error, CustomStringConvertible {
  let action: CounterAction
  var description: String { "the preview reducer always throws (action \(self.action.literal))" }
}

extension CounterDomain {
  /// One integer: `:storage` can only say whether it changed.
  public static var storageParts: [StoragePart<CounterState>] { [.value("value") { $0.value }] }
}

/// `:export-test` builds its store with the book's reducer, by name.
extension CounterReducer: NamedReducer {}
