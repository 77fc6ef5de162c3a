// Re-exported because `TreeDictionary` is part of this module's API: `QuakesState` stores its
// collections in it and the keyed selectors return it. A client that imports QuakesData can then read
// a selector's output (subscript, `keys`, `values`, a dictionary literal to compare with)
// without naming swift-collections itself; under MemberImportVisibility it could not otherwise.
@_exported import HashTreeCollections
