// The book's clients build their remote stores from `Services.NetworkSession`
// (`import Services`, then `NetworkSession(urlSession: URLSession.shared)`, chapters 10 and 14).
// Ours lives in RemoteStoreSupport; this module only gives it the book's module name, so those
// imports compile unchanged. On Linux it also brings FoundationNetworking (`URLSession`).
@_exported import RemoteStoreSupport
