// Re-exported because the Quakes remote is built from `RemoteStoreSupport`'s `NetworkSession`
// and speaks through its `RemoteStoreNetworkSession` seam: a client that imports QuakesData can
// build and test a `RemoteStore` without naming RemoteStoreSupport itself.
@_exported import RemoteStoreSupport
