import CounterData
@testable import ImmutableShell
import QuakesData
import SampleDomains
import Testing

/// `TestExport`: what an exported test imports and builds, read from Swift types, not strings.
@Suite struct TestExportTests {
  enum Outer { enum Inner {} }

  @Test func aTypeNameSplitsIntoItsModuleAndTheNameImportersWrite() {
    #expect(QualifiedTypeName(CounterAction.self).module == "CounterData")
    #expect(QualifiedTypeName(CounterAction.self).name == "CounterAction")
    #expect(QualifiedTypeName(Outer.Inner.self).name == "TestExportTests.Outer.Inner")
    #expect(QualifiedTypeName(Outer.Inner.self).module == "ImmutableShellTests")
  }

  @Test func counterImportsItsModuleAndImmutableDataAndBuildsTheBooksStore() throws {
    let export = try #require(CounterDomain.configuration.testExport)
    #expect(export.imports == ["CounterData", "ImmutableData"])
    #expect(export.stateType == "CounterState")
    #expect(export.actionType == "CounterAction")
    #expect(export.makeStore == "Store(initialState: CounterState(), reducer: CounterReducer.reduce)")
  }

  /// Quakes' actions carry dates, spelled `Date(timeIntervalSince1970:)`: the test imports Foundation.
  @Test func aDomainWhoseActionsHoldDatesImportsFoundation() throws {
    let export = try #require(QuakesDomain.configuration.testExport)
    #expect(export.imports == ["Foundation", "ImmutableData", "QuakesData"])
  }

  @Test func aDomainWithoutATestReducerCannotExport() {
    #expect(FoodTruckDomain.configuration.testExport == nil)
  }
}
