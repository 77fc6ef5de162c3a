/// The domains a shell can load, in listing order: a value the program hands to the shell, read
/// by `:domain`, its completion and the command line. Adding a domain adds one entry here.
public struct DomainCatalog: Sendable {
  /// Every entry, in listing order.
  let entries: [CatalogEntry]

  /// A catalog of `entries`, listed in that order (the first is the default domain).
  ///
  /// - Important: No domain may be named `attach`: the command line reads that word as
  ///   `PROGRAM attach [APP]`.
  public init(_ entries: [CatalogEntry]) {
    precondition(!entries.contains { $0.domain.name == Self.reservedName }, "no domain may be named \(Self.reservedName)")
    self.entries = entries
  }

  /// The word the command line keeps for attaching, which no domain may be named.
  public static let reservedName = "attach"

  /// A catalog of `entries`, listed in that order (the first is the default domain).
  public init(_ entries: CatalogEntry...) {
    self.init(entries)
  }

  /// Every domain, in listing order.
  public var all: [any Domain.Type] { self.entries.map(\.domain) }

  /// The domain called `name`, if any.
  public func domain(named name: String) -> (any Domain.Type)? {
    self.all.first { $0.name == name }
  }

  /// Every domain name.
  public var names: [String] { self.all.map { $0.name } }

  /// The entry for `domain`, if it is catalogued.
  func entry(for domain: any Domain.Type) -> CatalogEntry? {
    self.entries.first { $0.domain == domain }
  }
}

/// A catalogued domain and its session maker.
///
/// The maker is made where the domain's type is known, so that the session is built for that type
/// and not looked up from `any Domain.Type` on each launch or `:domain`.
public struct CatalogEntry: Sendable {
  @usableFromInline let domain: any Domain.Type
  @usableFromInline let open: @MainActor @Sendable (ShellEnvironment, DomainOptions) throws -> OpenedSession

  /// The entry for `domain`. Inlinable, so that the module naming the domain compiles its
  /// session's per-dispatch path for the domain's own types (see `DomainSession.opened`).
  @inlinable public init<D: Domain>(_ domain: D.Type) {
    self.domain = domain
    self.open = { environment, options in OpenedSession(try DomainSession<D>.opened(environment: environment, options: options)) }
  }

  /// The entry for `domain`: `DomainCatalog(.domain(TodoDomain.self))`.
  @inlinable public static func domain<D: Domain>(_ domain: D.Type) -> Self {
    Self(domain)
  }
}

extension Domain {
  /// A session on this domain: the catalog's maker when it lists the domain, else the generic one.
  @MainActor static func makeSession(environment: ShellEnvironment, options: DomainOptions) throws -> any ShellSession {
    if let entry = environment.catalog.entry(for: Self.self) {
      return try entry.open(environment, options).session
    }
    return try DomainSession<Self>.opened(environment: environment, options: options)
  }
}

/// A session just opened, its type hidden from the inlinable code that opened it.
@usableFromInline struct OpenedSession {
  let session: any ShellSession

  @usableFromInline init<D: Domain>(_ session: DomainSession<D>) {
    self.session = session
  }
}
