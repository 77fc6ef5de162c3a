/// The names the loaded session answers to right now, for TAB completion: taken once before each
/// prompt (`Shell.completer`), so completion runs on the line editor's thread without asking the
/// session anything.
struct SessionVocabulary: Sendable {
  var selectorNames: [String] = []
  var filterNames: [String] = []
  var componentNames: [String] = []
  /// What is mounted now, in mounting order.
  var mountedNames: [String] = []
  var storeOperationNames: [String] = []
  var legacyOperationNames: [String] = []
  /// Every selector, filter, component and store operation with its parameters.
  var calls: [String: [CallParameter]] = [:]
  /// The state's paths (`animals.status`, `animals`), for `:state`.
  var statePaths: [String] = []
  /// Strings to offer inside a string argument, per label, from the current state.
  var stringValues: [String: [String]] = [:]
}
