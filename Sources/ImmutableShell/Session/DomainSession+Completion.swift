import ImmutableData
import TypedLiterals

extension DomainSession {
  var vocabulary: SessionVocabulary {
    SessionVocabulary(
      selectorNames: self.selectorNames, filterNames: self.filterNames, componentNames: self.componentNames,
      mountedNames: self.mountedNames, storeOperationNames: self.storeOperationNames,
      legacyOperationNames: self.legacyOperationNames, calls: self.callParameters, statePaths: self.statePaths,
      stringValues: self.completionValues)
  }

  var selectorNames: [String] { D.configuration.selectors.map(\.name) }
  var filterNames: [String] { D.configuration.filters.map(\.name) }
  var completionValues: [String: [String]] { D.configuration.completions.offered(in: self.hub.store.state) }

  var callParameters: [String: [CallParameter]] {
    let configuration = D.configuration
    let entries: [(String, [CallParameter])] =
      configuration.selectors.map { ($0.name, $0.parameters) } + configuration.filters.map { ($0.name, $0.parameters) }
      + configuration.components.map { ($0.name, $0.parameters) } + configuration.storeOperations.map { ($0.name, $0.parameters) }
    // Overloads share a name: offer the labels of all of them, each once.
    return Dictionary(entries, uniquingKeysWith: { first, second in
      first + second.filter { parameter in !first.contains { $0.label == parameter.label } }
    })
  }

  var statePaths: [String] {
    var paths: [String] = []
    for leaf in StateDiff.leaves(of: self.hub.store.state.literal) {
      let parts = leaf.path.split(separator: ".")
      for count in 1...max(1, parts.count) {
        let path = parts.prefix(count).joined(separator: ".")
        if !paths.contains(path) { paths.append(path) }
      }
    }
    return paths
  }
}
