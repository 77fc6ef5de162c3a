/// What `:components` lists: the domain's components, and what is mounted.
struct ComponentListing {
  let available: [CallableSummary]
  let mounted: [(name: String, call: CallSyntax)]
}
