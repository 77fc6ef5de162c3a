/// A selector, a filter, a component or a legacy operation as a listing shows it.
struct CallableSummary {
  enum Kind {
    /// A selector and the type of its output.
    case selector(output: String)
    case filter
    case component
    case legacyOperation
  }

  let kind: Kind
  let name: String
  let parameters: [CallParameter]
  /// The one line its declaration gives.
  let summary: String
}
