import ImmutableShell

extension DomainCatalog {
  /// The book's four sample apps, in the order its chapters meet them; counter, the first, is
  /// the default domain.
  public static let samples = DomainCatalog(
    .domain(CounterDomain.self), .domain(AnimalsDomain.self), .domain(QuakesDomain.self), .domain(FoodTruckDomain.self))
}
