import Foundation
import ImmutableData
import Testing

// The ledger of the DocC article "Side effects: listeners and thunks"
// (Sources/ImmutableData/ImmutableData.docc/ListenersAndThunks.md): its listener is compiled and run
// here as the article prints it, so the article cannot show code that no longer compiles.

/// A transfer the user queued.
struct Transfer: Equatable, Sendable {
  enum Status: Equatable, Sendable {
    case pending
    case sent
    case failed(String)
  }

  let id: Int
  let amount: Int
  var status: Status = .pending
}

/// The ledger's whole state.
struct LedgerState: Equatable, Sendable {
  var balance = 100
  var transfers: [Transfer] = []

  var pendingTransfers: [Transfer] { self.transfers.filter { $0.status == .pending } }
  var pendingTransferIDs: Set<Int> { Set(self.pendingTransfers.map(\.id)) }
}

/// What happened in the ledger.
enum LedgerAction: Equatable, Sendable {
  enum SubmitResult: Equatable, Sendable {
    case success(transferID: Int, balance: Int)
    case failure(transferID: Int, error: String)
  }

  case didTapSubmitButton(transfer: Transfer)
  case didTapRenameButton
  case didSubmitTransfer(result: SubmitResult)
}

/// The ledger's pure reducer.
enum LedgerReducer {
  static func reduce(state: LedgerState, action: LedgerAction) -> LedgerState {
    var state = state
    switch action {
    case .didTapSubmitButton(let transfer):
      state.transfers.append(transfer)
    case .didTapRenameButton:
      break
    case .didSubmitTransfer(.success(let id, let balance)):
      state.balance = balance
      state.transfers = state.transfers.map { $0.id == id ? Transfer(id: id, amount: $0.amount, status: .sent) : $0 }
    case .didSubmitTransfer(.failure(let id, let error)):
      state.transfers = state.transfers.map { $0.id == id ? Transfer(id: id, amount: $0.amount, status: .failed(error)) : $0 }
    }
    return state
  }
}

/// The bank: the world outside the state, as an actor.
actor Bank {
  struct Refused: Error, CustomStringConvertible {
    var description: String { "insufficient funds" }
  }

  private var balance = 100
  private(set) var submissions = 0

  func submit(_ transfer: Transfer) throws -> Int {
    self.submissions += 1
    guard transfer.amount <= self.balance else { throw Refused() }
    self.balance -= transfer.amount
    return self.balance
  }
}

// The article's listener, as printed there.

/// Sends each transfer that became pending to the bank, and reports the bank's answer.
@MainActor final class TransferListener {
  private let bank: Bank  // an actor: the world outside the state
  private let subscription = StreamSubscription()

  init(bank: Bank) {
    self.bank = bank
  }

  /// Starts reacting to `store`; calling it again with the same store does nothing.
  func listen(
    to store: some Dispatcher<LedgerState, LedgerAction> & Selector<LedgerState>
      & Streamer<LedgerState, LedgerAction> & AnyObject
  ) {
    self.subscription.subscribe(to: store) { [weak self] store, oldState, _ in
      guard let self else { return }
      // Decide from what changed, not from the action's name: any action that makes a
      // transfer pending (a tap, an undo, a retry) gets it sent.
      let before = oldState.pendingTransferIDs
      for transfer in store.select({ $0.pendingTransfers }) where !before.contains(transfer.id) {
        try? await store.dispatch(thunk: Self.submitTransfer(transfer, to: self.bank))
      }
    }
  }

  /// Stops reacting; a thunk already running finishes.
  func cancel() {
    self.subscription.cancel()
  }

  /// The thunk: the slow part, then one action describing how it went.
  static func submitTransfer<D: Dispatcher<LedgerState, LedgerAction>, S: Selector<LedgerState>>(
    _ transfer: Transfer, to bank: Bank
  ) -> @Sendable (D, S) async throws -> Void {
    { dispatcher, _ in
      let result: LedgerAction.SubmitResult
      do {
        result = .success(transferID: transfer.id, balance: try await bank.submit(transfer))
      } catch {
        result = .failure(transferID: transfer.id, error: String(describing: error))
      }
      try await dispatcher.dispatch(action: .didSubmitTransfer(result: result))
    }
  }
}

/// The article's claims about its listener, on the real store.
@Suite(.timeLimit(.minutes(1)))
@MainActor struct ListenersAndThunksArticleTests {
  /// Waits on `outcomes` (made before the dispatch) until the bank's answer for a transfer arrives.
  private func awaitSubmission(_ outcomes: AsyncStream<(oldState: LedgerState, action: LedgerAction)>) async {
    for await (_, action) in outcomes {
      if case .didSubmitTransfer = action { return }
    }
  }

  /// The article's listener is this file's, character for character.
  @Test func theArticlePrintsThisListener() throws {
    let thisFile = URL(fileURLWithPath: #filePath)
    let root = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/ImmutableData/ImmutableData.docc/ListenersAndThunks.md"), encoding: .utf8)
    let source = try String(contentsOf: thisFile, encoding: .utf8)
    let start = try #require(article.range(of: "/// Sends each transfer"), "the article's listener")
    let end = try #require(article.range(of: "```", range: start.lowerBound..<article.endIndex))
    let listener = article[start.lowerBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(source.contains(listener), "copy the article's listener here, or the listener here into the article")
  }

  @Test func aPendingTransferIsSentAndTheBanksBalanceRecorded() async throws {
    let store = Store(initialState: LedgerState(), reducer: LedgerReducer.reduce)
    let listener = TransferListener(bank: Bank())
    listener.listen(to: store)
    let outcomes = store.makeStream()
    try store.dispatch(action: .didTapSubmitButton(transfer: Transfer(id: 1, amount: 10)))
    await self.awaitSubmission(outcomes)
    #expect(store.select { $0.balance } == 90)
    #expect(store.select { $0.transfers.map(\.status) } == [.sent])
    listener.cancel()
  }

  @Test func theBanksRefusalBecomesStateNotAnError() async throws {
    let store = Store(initialState: LedgerState(), reducer: LedgerReducer.reduce)
    let listener = TransferListener(bank: Bank())
    listener.listen(to: store)
    let outcomes = store.makeStream()
    try store.dispatch(action: .didTapSubmitButton(transfer: Transfer(id: 1, amount: 500)))
    await self.awaitSubmission(outcomes)
    #expect(store.select { $0.balance } == 100)
    #expect(store.select { $0.transfers.map(\.status) } == [.failed("insufficient funds")])
    listener.cancel()
  }

  @Test func anActionThatMakesNothingPendingSendsNothing() async throws {
    let store = Store(initialState: LedgerState(), reducer: LedgerReducer.reduce)
    let bank = Bank()
    let listener = TransferListener(bank: bank)
    listener.listen(to: store)
    let outcomes = store.makeStream()
    try store.dispatch(action: .didTapSubmitButton(transfer: Transfer(id: 1, amount: 10)))
    await self.awaitSubmission(outcomes)
    // The transfer is sent by now; the next action leaves nothing newly pending. A second
    // transfer, dispatched after it, is the signal that the listener has handled both.
    try store.dispatch(action: .didTapRenameButton)
    try store.dispatch(action: .didTapSubmitButton(transfer: Transfer(id: 2, amount: 5)))
    await self.awaitSubmission(outcomes)
    #expect(store.select { $0.transfers.map(\.status) } == [.sent, .sent])
    #expect(await bank.submissions == 2)
    listener.cancel()
  }
}
