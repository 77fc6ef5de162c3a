/// What `:storage` shows: one dispatch, and for each part of the state whether it shares its
/// storage with the state before.
struct StorageReport {
  /// One part of the state, compared.
  struct Part {
    let path: String
    /// What the domain's comparison says (`shared`, `rebuilt: 3 of 9 nodes`, …).
    let comparison: String
  }

  /// The dispatch compared, or nil when nothing has been dispatched yet.
  let dispatch: HistoryEntry?
  let parts: [Part]
}
