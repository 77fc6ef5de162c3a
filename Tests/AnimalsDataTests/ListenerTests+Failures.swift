import AnimalsData
import ImmutableData
import Testing
import TestSupport

/// Every trigger's errors: a store failure is recorded in state as `.failure` and not reported
/// again; a result the reducer refuses (an animal deleted meanwhile, say) reaches
/// `onEffectFailure`.
extension ListenerTests {
  struct FailureTrigger: Sendable, CustomTestStringConvertible {
    let name: String
    let initialState: AnimalsState
    let action: AnimalsAction
    let effect: Effect

    var testDescription: String { self.name }
  }

  nonisolated static let failureTriggers: [FailureTrigger] = [
    FailureTrigger(
      name: "categoryList.onAppear", initialState: AnimalsState(), action: .ui(.categoryList(.onAppear)),
      effect: .fetchCategoriesQuery),
    FailureTrigger(
      name: "categoryList.onTapReloadSampleDataButton", initialState: .loaded,
      action: .ui(.categoryList(.onTapReloadSampleDataButton)), effect: .reloadSampleDataMutation),
    FailureTrigger(
      name: "animalList.onAppear", initialState: AnimalsState(), action: .ui(.animalList(.onAppear)),
      effect: .fetchAnimalsQuery),
    FailureTrigger(
      name: "animalList.onTapDeleteSelectedAnimalButton", initialState: .loaded,
      action: .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Cat"))),
      effect: .deleteAnimalMutation(animalId: "Cat")),
    FailureTrigger(
      name: "animalDetail.onTapDeleteSelectedAnimalButton", initialState: .loaded,
      action: .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Cat"))),
      effect: .deleteAnimalMutation(animalId: "Cat")),
    FailureTrigger(
      name: "animalEditor.onTapAddAnimalButton", initialState: .loaded,
      action: .ui(.animalEditor(.onTapAddAnimalButton(id: "TMP-ID", name: "Eagle", diet: .carnivorous, categoryId: "Bird"))),
      effect: .addAnimalMutation(id: "TMP-ID", name: "Eagle", diet: .carnivorous, categoryId: "Bird")),
    FailureTrigger(
      name: "animalEditor.onTapUpdateAnimalButton", initialState: .loaded,
      action: .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal"))),
      effect: .updateAnimalMutation(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal")),
  ]

  /// The reducer with every `.data` action refused, as `didUpdateAnimal` is for an animal
  /// deleted meanwhile.
  nonisolated static func refusingResults(_ state: AnimalsState, _ action: AnimalsAction) throws -> AnimalsState {
    if case .data = action { throw TestDoubleError(description: "refused") }
    return try AnimalsReducer.reduce(state: state, action: action)
  }

  @Test(arguments: Self.failureTriggers, [false, true])
  func thunkErrors(_ row: FailureTrigger, refusesResults: Bool) async throws {
    let double = StoreDouble(returnError: refusesResults ? nil : TestDoubleError(description: "disk full"))
    let store = Store(initialState: row.initialState, reducer: refusesResults ? Self.refusingResults : AnimalsReducer.reduce)
    let reported = Recorder<Effect>()
    let errors = Recorder<String>()
    // The sentinel's effect starts only once every earlier element was handled (one at a time),
    // so what was reported by then is everything the row's own thunk reported.
    let reportedBeforeSentinel = Recorder<[Effect]>()
    let listener = Listener(
      store: double,
      onEffect: { effect in
        if effect == Self.sentinelEffect { reportedBeforeSentinel.record(reported.elements) }
      },
      onEffectFailure: { effect, error in
        reported.record(effect)
        errors.record(String(describing: error))
      })
    listener.listen(to: store)

    try store.dispatch(action: row.action)
    try store.dispatch(action: Self.sentinel)
    await waitUntil("the sentinel starts", timeout: Self.timeout) { !reportedBeforeSentinel.elements.isEmpty }

    if refusesResults {
      #expect(reportedBeforeSentinel.elements == [[row.effect]])
      #expect(errors.elements.first == "refused")
    } else {
      #expect(reportedBeforeSentinel.elements == [[]], "the failure is in state, not reported twice")
    }
  }
}
