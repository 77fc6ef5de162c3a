import ImmutableData
@testable import ImmutableShell

/// A test domain whose view's appearing depends on its output: with no items it appends one,
/// and once two or more show it names the list (a view whose data loaded late).
enum TallyDomain: Domain {
  static let name = "tally"
  static let configuration: DomainConfiguration<ListState, ListAction, Void> = .init(
    summary: "a list with a tally view (test domain)", selectors: ListDomain.selectors,
    components: [
      ComponentEntry("Tally", Parameter("label", default: "count"), summary: "the count; appearing fills or names the list") { label in
        ComponentBlueprint(ComponentWatch("SelectCount", ListDomain.selectCount())) { (count: Int) in
          count == 0 ? [ListAction.didAppend(value: 7)] : count >= 2 ? [.didRename(title: "many")] : []
        } render: { count in
          ["\(label): \(count)"]
        }
      },
      ComponentEntry("Plain", summary: "the count, appearing quietly") {
        ComponentBlueprint(ComponentWatch("SelectCount", ListDomain.selectCount())) { count in ["\(count)"] }
      },
    ])

  static func initialState(options: DomainOptions) -> ListState {
    ListDomain.initialState(options: options)
  }

  static func reducer(options: DomainOptions) -> Reducer<ListState, ListAction> {
    ListDomain.reducer(options: options)
  }
}
