/// The domains the shell can load. Adding a domain adds one line here and one adapter file.
public enum DomainCatalog {
  /// Every domain, in listing order, with how its session is made.
  static let entries: [CatalogEntry] = [
    CatalogEntry(CounterDomain.self), CatalogEntry(AnimalsDomain.self), CatalogEntry(QuakesDomain.self),
    CatalogEntry(FoodTruckDomain.self),
  ]

  /// Every domain, in listing order.
  public static let all: [any Domain.Type] = entries.map(\.domain)

  /// The domain called `name`, if any.
  public static func domain(named name: String) -> (any Domain.Type)? {
    all.first { $0.name == name }
  }

  /// Every domain name.
  public static var names: [String] { all.map { $0.name } }
}

/// A catalogued domain and its session maker.
///
/// The maker is written where the domain's type is concrete, so the compiler specializes the
/// session for it: a dispatch then runs the session's recording and its delivery to the watches
/// without looking type metadata up at run time, which the generic session does on every line.
struct CatalogEntry: Sendable {
  let domain: any Domain.Type
  let makeSession: @MainActor @Sendable (ShellEnvironment, DomainOptions) throws -> any ShellSession

  init<D: Domain>(_ domain: D.Type) {
    self.domain = domain
    self.makeSession = { environment, options in try DomainSession<D>(environment: environment, options: options) }
  }
}

extension Domain {
  /// A session on this domain: the catalogue's specialized one, else (a test's domain) the generic one.
  @MainActor static func makeSession(environment: ShellEnvironment, options: DomainOptions) throws -> any ShellSession {
    if let entry = DomainCatalog.entries.first(where: { ObjectIdentifier($0.domain) == ObjectIdentifier(Self.self) }) {
      return try entry.makeSession(environment, options)
    }
    return try DomainSession<Self>(environment: environment, options: options)
  }
}
