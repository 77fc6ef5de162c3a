import CounterData
import ImmutableData
import ImmutableShell
import TypedLiterals

/// The Counter product (book, chapters 3–5) as seen from the shell.
public enum CounterDomain: Domain {
  public static let name = "counter"
  public static let configuration: DomainConfiguration<CounterState, CounterAction, Void> = .init(
    summary: "one integer, incremented and decremented (chapters 3–5)", selectors: selectors,
    filters: filters, settings: [reducerChoice.entry], components: components, storageParts: storageParts,
    testExport: TestExport(
      imports: ["CounterData", "ImmutableData"], stateType: "CounterState", actionType: "CounterAction",
      makeStore: "Store(initialState: CounterState(), reducer: CounterReducer.reduce)"))

  public static func initialState(options: DomainOptions) -> CounterState {
    CounterState()
  }

  public static func reducer(options: DomainOptions) -> Reducer<CounterState, CounterAction> {
    // The book's error preview swaps in a reducer that always throws (chapter 4).
    if options[reducerChoice] == .throwing { return { _, action in throw PreviewReducerError(action: action) } }
    return CounterReducer.reduce
  }

  static let selectValue = selector("selectValue", summary: "the current value", CounterState.selectValue)

  public static let selectors = [
    selectValue.entry,
    selector(
      "selectIsAtLeast", "value", summary: "whether the value is at least `value` (teaching extra, not in the book)",
      CounterState.selectIsAtLeast
    ).entry,
  ]

  public static let filters = [
    filter("isIncrement", summary: "passes increments only (teaching extra, not in the book)", CounterFilter.isIncrement).entry
  ]

  public static let components: [ComponentEntry<CounterState, CounterAction>] = [
    ComponentEntry("Content", summary: "the Counter app's only view: the value and two buttons (chapter 4)") {
      ComponentBlueprint(ComponentWatch("SelectValue", selectValue())) { value in ["Value: \(value)  [Increment] [Decrement]"] }
    }
  ]

  /// Which reducer a launch builds: the book's, or its preview that always throws.
  public enum ReducerChoice: String, CaseIterable, Sendable {
    case `default`, throwing
  }

  static let reducerChoice = Setting<ReducerChoice>(
    "reducer", summary: "`throwing` swaps in the book's preview reducer that always throws")
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
