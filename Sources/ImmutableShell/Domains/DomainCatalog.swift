/// The domains the shell can load. Adding a domain adds one line here and one adapter file.
public enum DomainCatalog {
  /// Every domain, in listing order.
  public static let all: [any Domain.Type] = [
    CounterDomain.self, AnimalsDomain.self, QuakesDomain.self, FoodTruckDomain.self,
  ]

  /// The domain called `name`, if any.
  public static func domain(named name: String) -> (any Domain.Type)? {
    all.first { $0.name == name }
  }

  /// Every domain name.
  public static var names: [String] { all.map { $0.name } }
}

extension Domain {
  @MainActor static func makeSession(environment: ShellEnvironment, options: DomainOptions) throws -> any ShellSession {
    try DomainSession<Self>(environment: environment, options: options)
  }
}
