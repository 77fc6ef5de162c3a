import AnimalsData
import Foundation
import ImmutableData
import ImmutableShell
import TypedLiterals

/// The Animals product (book, chapters 6–9 and 14–17) as seen from the shell: a local SQLite
/// store or AnimalsDataServer, the side-effect listener, the book's selectors and filters, and
/// its four views.
public enum AnimalsDomain: Domain {
  public static let name = "animals"
  public static let configuration: DomainConfiguration<AnimalsState, AnimalsAction, Runtime> = .init(
    summary: "categories and animals in a local SQLite store or on a server, with side effects (chapters 6–9, 14–17)",
    selectors: [
      SelectCategories.self, SelectCategoriesValues.self, SelectCategoriesStatus.self, SelectCategory.self,
      SelectCategoryOfAnimal.self, SelectAnimals.self, SelectAnimalsValues.self, SelectAnimalsStatus.self,
      SelectAnimal.self, SelectAnimalStatus.self,
    ],
    filters: [FilterCategories.self, FilterAnimals.self],
    components: [CategoryList.self, AnimalList.self, AnimalDetail.self, AnimalEditor.self, Content.self],
    storageParts: storageParts, servers: servers,
    storeOperations: [
      FetchAnimalsQuery.self, FetchCategoriesQuery.self, AddAnimalMutation.self, UpdateAnimalMutation.self,
      DeleteAnimalMutation.self, ReloadSampleDataMutation.self,
    ],
    completions: completions,
    testReducer: AnimalsReducer.self)

  public static func initialState(options: DomainOptions) -> AnimalsState {
    AnimalsState()
  }

  public static func reducer(options: DomainOptions) -> Reducer<AnimalsState, AnimalsAction> {
    AnimalsReducer.reduce
  }

  /// The persistent store, opened once and kept across `:reset` and time travel.
  public struct Runtime: Sendable {
    let store: AnimalsBackend
    /// What the remote store sent and got back, for `:store` to print (nil for a local store).
    var wire: RecordingURLSession? = nil
  }

  @MainActor public static func makeRuntime(options: DomainOptions) throws -> Runtime {
    if let url = try Self.remoteURL(options: options) {
      let wire = RecordingURLSession()
      let session = NetworkSession(urlSession: wire, service: .animalsServer)
      return Runtime(store: .remote(RemoteStore(session: session, baseURL: url)), wire: wire)
    }
    let makeID: @Sendable () -> String
    if let seed = options.seed { makeID = SeededIDGenerator.makeID(seed: seed) } else { makeID = { UUID().uuidString } }
    do {
      switch options.storeLocation(defaultFileName: "animals.sqlite") {
      case .memory:
        return Runtime(store: .local(try LocalStore<UUID>(isStoredInMemoryOnly: true, makeID: makeID)))
      case .file(let path):
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try PrivateFiles.createFolder(folder)
        return Runtime(store: .local(try LocalStore<UUID>(path: path, makeID: makeID)))
      }
    } catch let diagnostic as Diagnostic {
      throw diagnostic
    } catch let error as LocalStoreError {
      throw Diagnostic(.command, error.description)
    } catch {
      throw Diagnostic(.command, "cannot open the Animals store: \(error.localizedDescription)")
    }
  }

  @MainActor public static func recordExchanges(_ runtime: Runtime, _ on: Bool) -> [String] {
    (runtime.wire?.record(on) ?? []).flatMap { [$0.request, $0.answer] }
  }

  @MainActor public static func startEffects(
    runtime: Runtime, port: some EffectPort<AnimalsState, AnimalsAction>, start: EffectsStart,
    report: @escaping @MainActor (EffectReport) -> Void
  ) -> RunningEffects? {
    let isRemote = runtime.store.isRemote
    let listener = Listener(
      store: runtime.store,
      onEffect: { effect in
        let started = Self.describe(effect)
        report(.started(source: "AnimalsData.Listener", condition: started.condition, effect: started.thunk))
        if isRemote { report(.noted(source: "AnimalsData.RemoteStore", text: Self.describeRequest(for: effect))) }
      },
      onEffectFailure: { effect, error in
        let started = Self.describe(effect)
        report(.failed(source: "AnimalsData.Listener", message: "\(started.condition) ⇒ \(started.thunk) threw: \(String(describing: error))"))
      })
    listener.listen(to: port)
    return RunningEffects { listener.cancel() }
  }

  /// Which condition fired and which thunk runs, in the shell's literal syntax.
  static func describe(_ effect: Listener<AnimalsBackend>.Effect) -> (condition: String, thunk: String) {
    func queued(_ id: String) -> String { "animals.queue[\(LiteralPrinter.quoted(id))] now .waiting" }
    func edit(_ name: String, _ diet: Animal.Diet, _ categoryId: String) -> String {
      "name: \(LiteralPrinter.quoted(name)), diet: \(diet.literal), categoryId: \(LiteralPrinter.quoted(categoryId))"
    }
    switch effect {
    case .fetchCategoriesQuery: return ("categories.status nil → .waiting", "fetchCategoriesQuery()")
    case .reloadSampleDataMutation:
      return ("categories.status and animals.status now .waiting", "reloadSampleDataMutation()")
    case .fetchAnimalsQuery: return ("animals.status nil → .waiting", "fetchAnimalsQuery()")
    case .deleteAnimalMutation(let animalId):
      return (queued(animalId), "deleteAnimalMutation(animalId: \(LiteralPrinter.quoted(animalId)))")
    case .addAnimalMutation(let id, let name, let diet, let categoryId):
      // The book's thunk takes the temporary id: it routes `didAddAnimal(id:)` back to the queue.
      return (queued(id), "addAnimalMutation(id: \(LiteralPrinter.quoted(id)), \(edit(name, diet, categoryId)))")
    case .updateAnimalMutation(let animalId, let name, let diet, let categoryId):
      return (queued(animalId), "updateAnimalMutation(animalId: \(LiteralPrinter.quoted(animalId)), \(edit(name, diet, categoryId)))")
    }
  }
}

/// `:export-test` builds its store with the book's reducer, by name.
extension AnimalsReducer: NamedReducer {}
