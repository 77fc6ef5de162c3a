import ImmutableData
import TypedLiterals

/// The names TAB completion offers, read from the domain's configuration and the snapshot.
extension StateReader {
  var vocabulary: SessionVocabulary {
    let configuration = D.configuration
    return SessionVocabulary(
      selectorNames: configuration.selectors.map(\.name), filterNames: configuration.filters.map(\.name),
      componentNames: configuration.components.map(\.name), mountedNames: self.mountedNames,
      storeOperationNames: configuration.storeOperations.map(\.name),
      legacyOperationNames: configuration.legacyOperations.map(\.name), calls: self.callParameters, statePaths: self.statePaths,
      stringValues: configuration.completions.offered(in: self.state))
  }

  private var callParameters: [String: [CallParameter]] {
    let configuration = D.configuration
    let entries: [(String, [CallParameter])] =
      configuration.selectors.map { ($0.name, $0.parameters) } + configuration.filters.map { ($0.name, $0.parameters) }
      + configuration.components.map { ($0.name, $0.parameters) } + configuration.storeOperations.map { ($0.name, $0.parameters) }
    // Overloads share a name: offer the labels of all of them, each once.
    return Dictionary(entries, uniquingKeysWith: { first, second in
      first + second.filter { parameter in !first.contains { $0.label == parameter.label } }
    })
  }

  private var statePaths: [String] {
    var paths: [String] = []
    for leaf in StateDiff.leaves(of: self.state.literal) {
      let parts = leaf.path.split(separator: ".")
      for count in 1...max(1, parts.count) {
        let path = parts.prefix(count).joined(separator: ".")
        if !paths.contains(path) { paths.append(path) }
      }
    }
    return paths
  }
}
