@testable import ImmutableShell
import Testing
import TypedLiterals

/// A struct nested in an enum (`LedgerFixtureAction.UI.Transfer`) spelled as Swift spells it:
/// exported qualified so the test compiles, read back qualified or as `.init(…)`, offered by TAB,
/// listed by `:actions` with its labels, and printed in the shell by its short name as before.
@Suite struct NestedTypeSpellingTests {
  static let transfer = LedgerFixtureAction.ui(.transfer(.init(from: "cash", to: "savings", amount: 25)))

  /// What `:export-test` writes for the action, and the same text as compiled Swift: the export
  /// compiles because this file does.
  static let exportedText = #".ui(.transfer(LedgerFixtureAction.UI.Transfer(from: "cash", to: "savings", amount: 25)))"#
  static let exportedValue: LedgerFixtureAction = .ui(.transfer(LedgerFixtureAction.UI.Transfer(from: "cash", to: "savings", amount: 25)))

  @Test func anExportSpellsTheNestedStructByItsQualifiedName() {
    let exported = SwiftSpelling.literal(Self.transfer.literal, as: LedgerFixtureAction.self)
    #expect(LiteralPrinter().text(exported) == Self.exportedText)
    #expect(Self.exportedValue == Self.transfer)
  }

  @Test func theShellPrintsTheShortNameAsBefore() {
    #expect(LiteralPrinter().text(Self.transfer.literal) == #".ui(.transfer(Transfer(from: "cash", to: "savings", amount: 25)))"#)
  }

  @Test func theGeneratorRecordsTheSwiftNameOfNestedTypesOnly() {
    #expect(LedgerFixtureAction.UI.Transfer.swiftTypeName == "LedgerFixtureAction.UI.Transfer")
    #expect(LedgerFixtureAction.UI.swiftTypeName == "LedgerFixtureAction.UI")
    #expect(LedgerFixtureAction.swiftTypeName == "LedgerFixtureAction")
    #expect([LedgerFixtureAction.UI.Transfer]?.swiftTypeName == "[LedgerFixtureAction.UI.Transfer]?")
  }

  @Test(arguments: [
    #".ui(.transfer(LedgerFixtureAction.UI.Transfer(from: "cash", to: "savings", amount: 25)))"#,
    #".ui(.transfer(UI.Transfer(from: "cash", to: "savings", amount: 25)))"#,
    #".ui(.transfer(Transfer(from: "cash", to: "savings", amount: 25)))"#,
    #".ui(.transfer(.init(from: "cash", to: "savings", amount: 25)))"#,
    #".ui(.transfer(Transfer.init(from: "cash", to: "savings", amount: 25)))"#,
    #".ui(.transfer(LedgerFixtureAction.UI.Transfer.init(from: "cash", to: "savings", amount: 25)))"#,
    #"LedgerFixtureAction.ui(LedgerFixtureAction.UI.transfer(.init(from: "cash", to: "savings", amount: 25)))"#,
  ])
  func thePromptReadsQualifiedNamesAndInit(_ text: String) throws {
    #expect(try LedgerFixtureAction(literal: LiteralParser.parse(text)) == Self.transfer)
  }

  @Test(arguments: [
    (#".ui(.transfer(Ledger.Transfer(from: "a", to: "b", amount: 1)))"#, "expected Transfer, found 'Ledger.Transfer'"),
    (#".ui(.transfer(.init(from: "a", amount: 1)))"#, "missing 'to:' (takes 3 arguments, found 2)"),
    (#".ui(.deposit(account: "a", amount: 5000000000))"#, "integer literal '5000000000' overflows when stored into 'UInt32'"),
  ])
  func aWrongQualifierOrArgumentIsRefused(_ text: String, _ message: String) throws {
    #expect(throws: LiteralError.self) { try LedgerFixtureAction(literal: LiteralParser.parse(text)) }
    do {
      _ = try LedgerFixtureAction(literal: LiteralParser.parse(text))
    } catch let error as LiteralError {
      #expect(error.message == message)
    }
  }

  @Test(arguments: [
    (".ui(.transfer(", ["Transfer(", ".init("]),
    (".ui(.transfer(Tr", ["Transfer("]),
    (".ui(.transfer(.in", [".init("]),
    (".ui(.transfer(.init(", ["from: ", "to: ", "amount: "]),
    (".ui(.transfer(Transfer(from: \"a\", ", ["to: ", "amount: "]),
    (".ui(.transfer(LedgerFixtureAction.UI.Transfer(", ["from: ", "to: ", "amount: "]),
    (".ui(.transfer(Transfer.init(", ["from: ", "to: ", "amount: "]),
  ])
  func tabOffersTheInitializerAndItsLabels(_ line: String, _ candidates: [String]) throws {
    let completion = try #require(LiteralCompleter.complete(line, root: LedgerFixtureAction.self))
    #expect(completion.candidates == candidates)
  }

  @Test func actionsListsTheStructPayloadsLabels() {
    #expect(
      ActionCatalog.shapes(of: LedgerFixtureAction.self) == [
        ".ui(.transfer(Transfer(from:to:amount:)))", ".ui(.deposit(account:amount:))",
      ])
  }
}
