// `URLRequest`, `URLResponse` and `URLSession` are in this module's public API. On Linux they live
// in FoundationNetworking, and a client importing only Foundation (as the book's clients do) would
// not see them: `URLSession` would even name Foundation's `AnyObject` placeholder, so
// `NetworkSession<URLSession>` would not compile. Re-exported so it does.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
