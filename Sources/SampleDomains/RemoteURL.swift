import Foundation
import ImmutableShell

/// The `--remote` (or environment) URL of a domain whose store talks to a server.
enum RemoteURL {
  /// `text` as a URL the remote store can send to: `http` or `https` in any case (RFC 3986
  /// schemes are case-insensitive), a host, and a port up to 65535 if it names one (a larger
  /// one would wrap around to another port). Port 0 is accepted and reaches nothing: it is where
  /// the shell points a domain whose `:serve` restart failed (`ServerManager.noServer`).
  ///
  /// - Throws: a `Diagnostic` naming what is wrong.
  static func parse(_ text: String) throws -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty
    else {
      throw Diagnostic(.command, "the remote \(text) is not an http(s) URL")
    }
    if let port = url.port, !(0...65535).contains(port) {
      throw Diagnostic(.command, "the remote \(text) names port \(port), not one from 1 to 65535")
    }
    return url
  }
}
