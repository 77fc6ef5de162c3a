import ImmutableData
@testable import ImmutableShell
import TypedLiterals

/// A test domain whose view's appearing depends on its output: with no items it appends one,
/// and once two or more show it names the list (a view whose data loaded late).
enum TallyDomain: Domain {
  static let name = "tally"
  static let configuration: DomainConfiguration<ListState, ListAction, Void> = .init(
    summary: "a list with a tally view (test domain)", selectors: ListDomain.selectors,
    components: [Tally.self, Plain.self])

  /// The count; appearing fills or names the list.
  // @TypedLiteral
  struct Tally: ComponentDeclaration {
    var label: String = "count"
    static let summary = "the count; appearing fills or names the list"
    func body(in context: CallContext) -> ComponentBlueprint<ListAction> {
      ComponentBlueprint(ComponentWatch("SelectCount", ListDomain.SelectCount())) { (count: Int) in
        count == 0 ? [ListAction.didAppend(value: 7)] : count >= 2 ? [.didRename(title: "many")] : []
      } render: { [label] count in
        ["\(label): \(count)"]
      }
    }
  }

  // @TypedLiteral
  struct Plain: ComponentDeclaration {
    static let summary = "the count, appearing quietly"
    func body(in context: CallContext) -> ComponentBlueprint<ListAction> {
      ComponentBlueprint(ComponentWatch("SelectCount", ListDomain.SelectCount())) { count in ["\(count)"] }
    }
  }

  static func initialState(options: DomainOptions) -> ListState {
    ListDomain.initialState(options: options)
  }

  static func reducer(options: DomainOptions) -> Reducer<ListState, ListAction> {
    ListDomain.reducer(options: options)
  }
}

/// A domain that lists no selector or filter: its component's watch declares what it watches,
/// which mounting registers.
enum UnlistedDomain: Domain {
  static let name = "unlisted"
  static let configuration: DomainConfiguration<ListState, ListAction, Void> = .init(
    summary: "a list whose view watches a selector the domain does not list (test domain)", components: [TallyDomain.Plain.self])

  static func initialState(options: DomainOptions) -> ListState {
    ListDomain.initialState(options: options)
  }

  static func reducer(options: DomainOptions) -> Reducer<ListState, ListAction> {
    ListDomain.reducer(options: options)
  }
}
