import TypedLiterals

/// A ledger's actions as an app nests them: the transfer's payload is a struct two levels down,
/// which Swift outside the enum only reaches as `LedgerFixtureAction.UI.Transfer`. Its conformances
/// are generated (Generated/TypedLiterals.generated.swift).
// @TypedLiteral
enum LedgerFixtureAction: Equatable, Sendable {
  case ui(UI)

  /// What the ledger's screens send.
  // @TypedLiteral
  enum UI: Equatable, Sendable {
    case transfer(Transfer)
    case deposit(account: String, amount: UInt32)

    /// Money moving between two accounts.
    // @TypedLiteral
    struct Transfer: Equatable, Sendable {
      var from: String
      var to: String
      var amount: UInt64
    }
  }
}
