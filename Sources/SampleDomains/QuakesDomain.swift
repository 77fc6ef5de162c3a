import Foundation
import ImmutableData
import ImmutableShell
import QuakesData
import TypedLiterals

/// The Quakes product (book, chapters 10–13) as seen from the shell: the USGS feed as the
/// remote store, a GRDB cache as the local store, the side-effect listener, selectors and views.
public enum QuakesDomain: Domain {
  public static let name = "quakes"
  public static let configuration: DomainConfiguration<QuakesState, QuakesAction, Runtime> = .init(
    summary: "USGS earthquakes: a remote feed cached in a local SQLite store (chapters 10–13)",
    selectors: [SelectQuakesValues.self, SelectQuakes.self, SelectQuakesCount.self, SelectQuakesStatus.self, SelectQuake.self],
    filters: [FilterQuakes.self], components: [QuakeList.self, QuakeMap.self, Content.self], storageParts: storageParts,
    servers: servers,
    storeOperations: [FetchLocalQuakesQuery.self, FetchRemoteQuakesQuery.self, DeleteLocalQuakesMutation.self],
    completions: [CompletionValues(\SelectQuake.quakeId) { state in state.quakes.data.keys.sorted() }],
    testReducer: QuakesReducer.self)

  public static func initialState(options: DomainOptions) -> QuakesState {
    QuakesState()
  }

  public static func reducer(options: DomainOptions) -> Reducer<QuakesState, QuakesAction> {
    QuakesReducer.reduce
  }

  /// Both stores, opened once and kept across `:reset` and time travel.
  public struct Runtime: Sendable {
    let local: LocalStore
    let remote: RemoteStore<NetworkSession<HTTPTransport>>
  }

  /// The USGS summary feed folder, unless `--remote` or `IMSHELL_USGS_URL` names another.
  static let usgsFeed = "https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary"

  @MainActor public static func makeRuntime(options: DomainOptions) throws -> Runtime {
    let base = options.remote ?? ProcessInfo.processInfo.environment["IMSHELL_USGS_URL"] ?? usgsFeed
    let url = try RemoteURL.parse(base)
    do {
      let local: LocalStore
      switch options.storeLocation(defaultFileName: "quakes.sqlite") {
      case .memory: local = try LocalStore(isStoredInMemoryOnly: true)
      case .file(let path):
        try PrivateFiles.createFolder(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        local = try LocalStore(path: path)
      }
      return Runtime(local: local, remote: RemoteStore(session: NetworkSession(service: .usgsFeed), baseURL: url))
    } catch let diagnostic as Diagnostic {
      throw diagnostic
    } catch let error as LocalStore.Error {
      throw Diagnostic(.command, error.description)
    } catch {
      throw Diagnostic(.command, "cannot open the Quakes store: \(error.localizedDescription)")
    }
  }

  @MainActor public static func startEffects(
    runtime: Runtime, port: some EffectPort<QuakesState, QuakesAction>, start: EffectsStart,
    report: @escaping @MainActor (EffectReport) -> Void
  ) -> RunningEffects? {
    let listener = Listener(
      localStore: runtime.local, remoteStore: runtime.remote,
      onEffect: { effect in
        let started = Self.describe(effect)
        report(.started(source: "QuakesData.Listener", condition: started.condition, effect: started.thunk))
      },
      onEffectFailure: { effect, error in
        let started = Self.describe(effect)
        report(.failed(source: "QuakesData.Listener", message: "\(started.condition) ⇒ \(started.thunk) threw: \(String(describing: error))"))
      })
    listener.listen(to: port)
    return RunningEffects { listener.cancel() }
  }

  /// Which condition fired and which thunk runs, in the shell's literal syntax.
  static func describe(_ effect: Listener<LocalStore, RemoteStore<NetworkSession<HTTPTransport>>>.Effect) -> (condition: String, thunk: String) {
    switch effect {
    case .fetchLocalQuakesQuery: return ("quakes.status nil → .waiting", "fetchLocalQuakesQuery()")
    case .fetchRemoteQuakesQuery(let range): return ("quakes.status now .waiting", "fetchRemoteQuakesQuery(range: \(range.literal))")
    case .deleteLocalQuakeMutation(let quakeId):
      // The book's Listener runs both deletes on the tap itself, with no condition on state.
      return ("onTapDeleteSelectedQuakeButton", "deleteLocalQuakeMutation(quakeId: \(LiteralPrinter.quoted(quakeId)))")
    case .deleteLocalQuakesMutation: return ("onTapDeleteAllQuakesButton", "deleteLocalQuakesMutation()")
    case .didFetchRemoteQuakesMutation(let inserted, let updated, let deleted):
      return ("remote quakes merged", "didFetchRemoteQuakesMutation(inserted: \(inserted), updated: \(updated), deleted: \(deleted))")
    }
  }

  public static let servers: [ServerEntry] = [
    ServerEntry(
      "usgs", executable: "USGSDouble", options: ["fail", "mime", "malformed", "slow"],
      usage: #"[fail: 500] [mime: "text/plain"] [malformed] [slow: SECONDS]"#,
      summary: "the USGS double: time slices of the real week fixture, or a chosen failure")
  ]

  // @TypedLiteral
  struct FetchLocalQuakesQuery: StoreOperationDeclaration {
    static let summary = "every cached quake, by id"
    func run(on runtime: QuakesDomain.Runtime) async throws -> [Literal] { try await runtime.local.fetchLocalQuakesQuery().map(\.literal) }
  }

  // @TypedLiteral
  struct FetchRemoteQuakesQuery: StoreOperationDeclaration {
    let range: QuakesAction.UI.QuakeList.RefreshQuakesRange
    static let summary = "the feed for a range (not stored)"
    func run(on runtime: QuakesDomain.Runtime) async throws -> [Literal] {
      [Literal(.integer(try await runtime.remote.fetchRemoteQuakesQuery(range: self.range).count))]
    }
  }

  // @TypedLiteral
  struct DeleteLocalQuakesMutation: StoreOperationDeclaration {
    static let summary = "empty the cache"
    func run(on runtime: QuakesDomain.Runtime) async throws -> [Literal] {
      try await runtime.local.deleteLocalQuakesMutation()
      return []
    }
  }
}

/// Quakes has a remote store: the USGS feed, or a double named by `--remote`.
extension QuakesDomain: RemoteStoreDomain {}

/// `:export-test` builds its store with the book's reducer, by name.
extension QuakesReducer: NamedReducer {}
