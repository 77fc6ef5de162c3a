// Re-exported because the Animals remote is built from `RemoteStoreSupport`'s `NetworkSession`
// and speaks through its `RemoteStoreNetworkSession` seam: a client that imports AnimalsData can
// build and test a `RemoteStore` without naming RemoteStoreSupport itself.
@_exported import RemoteStoreSupport
