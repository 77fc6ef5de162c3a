// Re-exported because `LocalStore.Error` is `LocalStoreSupport.LocalStoreError`: a client that
// imports AnimalsData can then read an error's `description` (and, in this package, its `code`
// and `message`) without naming LocalStoreSupport itself; under MemberImportVisibility it could
// not otherwise.
@_exported import LocalStoreSupport
