/// A domain whose runtime talks to a remote store at `DomainOptions.remote` (`--remote URL`, or
/// the base of a `:serve`d server).
///
/// Adopting it is the whole declaration: the command line refuses `--remote` (exit 64) for a
/// domain that does not adopt it, since such a domain would silently ignore the URL. `--store
/// memory` and the rest stay valid for every domain.
public protocol RemoteStoreDomain: Domain {}

extension DomainCatalog {
  /// The names of the domains that take `--remote`, in catalog order.
  public var remoteStoreDomainNames: [String] {
    self.names.filter { self.domain(named: $0) is any RemoteStoreDomain.Type }
  }
}
