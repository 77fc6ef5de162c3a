/// What `:mount` did.
enum MountChange {
  /// A new mount (`name` differs from `component` when the user labelled it).
  case mounted(name: String, component: String)
  /// An existing mount given new arguments; its watches whose definition changed rebuilt.
  case remounted(name: String, call: CallSyntax, watches: [WatchChange])
}
