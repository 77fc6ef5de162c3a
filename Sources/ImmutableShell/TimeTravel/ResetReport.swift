/// What `:reset` did: the domain relaunched on its initial state, and each watch rebuilt.
struct ResetReport {
  let domain: String
  let watches: [WatchSummary]
}
