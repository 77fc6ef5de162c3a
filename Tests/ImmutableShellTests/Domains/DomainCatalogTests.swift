import ImmutableData
@testable import ImmutableShell
import Synchronization
import Testing

/// The command line lists and looks up the catalog at every start: that must not build any
/// domain's tables, only the chosen one's, later.
@Suite struct DomainCatalogTests {
  /// How many times `CatalogProbeDomain.configuration` was built (once at most: a static `let`).
  static let configurationsBuilt = Mutex(0)

  /// A domain no other test uses, whose configuration counts its building.
  enum CatalogProbeDomain: Domain {
    static let name = "probe"
    static let configuration: DomainConfiguration<ListState, ListAction, Void> = {
      DomainCatalogTests.configurationsBuilt.withLock { $0 += 1 }
      return .init(summary: "counts its own building")
    }()
    static func initialState(options: DomainOptions) -> ListState { ListState(items: [], title: nil) }
    static func reducer(options: DomainOptions) -> Reducer<ListState, ListAction> { { state, _ in state } }
  }

  @Test func namesAndLookUpsBuildNoConfiguration() throws {
    let catalog = DomainCatalog(.domain(ListDomain.self), .domain(CatalogProbeDomain.self))
    #expect(catalog.names == ["list", "probe"])
    let found = try #require(catalog.domain(named: "probe"))
    #expect(ObjectIdentifier(found) == ObjectIdentifier(CatalogProbeDomain.self))
    #expect(catalog.domain(named: "nothing") == nil)
    #expect(Self.configurationsBuilt.withLock { $0 } == 0)
    #expect(found.summary == "counts its own building")
    #expect(Self.configurationsBuilt.withLock { $0 } == 1)
  }
}
