import AnimalsData
import Testing

@Suite struct AnimalsReducerTests {
  typealias Session = AnimalsAction.Data.PersistentSession

  private func reduce(_ state: AnimalsState, _ action: AnimalsAction) throws -> AnimalsState {
    try AnimalsReducer.reduce(state: state, action: action)
  }

  /// The error every throwing case must raise for the id "Unicorn".
  static let unicornNotFound = AnimalsReducer.Error(code: .animalNotFound, animalId: "Unicorn")

  // MARK: - ui.categoryList

  @Test(arguments: TestUtils.statuses)
  func uiCategoryListOnAppearWaitsOnlyWhenNeverFetched(_ given: NamedStatus) throws {
    let state = AnimalsState.with(categoriesStatus: given.status, animalsStatus: nil)
    let next = try self.reduce(state, .ui(.categoryList(.onAppear)))
    #expect(next.categories.status == (given.status == nil ? .waiting : given.status))
    #expect(next.animals == state.animals)
    #expect(next.categories.data == state.categories.data)
  }

  @Test func uiCategoryListOnAppearDoesNotRetryAFailure() throws {
    let state = AnimalsState.with(categoriesStatus: .failure(error: "offline"), animalsStatus: nil)
    #expect(try self.reduce(state, .ui(.categoryList(.onAppear))) == state)
  }

  @Test(arguments: TestUtils.statuses, TestUtils.statuses)
  func uiCategoryListOnTapReloadSampleDataButtonWaitsUnlessEitherIsWaiting(
    _ categories: NamedStatus,
    _ animals: NamedStatus
  ) throws {
    let state = AnimalsState.with(categoriesStatus: categories.status, animalsStatus: animals.status)
    let next = try self.reduce(state, .ui(.categoryList(.onTapReloadSampleDataButton)))
    if categories.status == .waiting || animals.status == .waiting {
      #expect(next == state)
    } else {
      #expect(next.categories.status == .waiting)
      #expect(next.animals.status == .waiting)
    }
  }

  @Test func uiCategoryListOnTapReloadSampleDataButtonKeepsDataAndQueue() throws {
    let state = AnimalsState.loaded(queue: ["Cat": .failure(error: "offline")])
    let next = try self.reduce(state, .ui(.categoryList(.onTapReloadSampleDataButton)))
    #expect(next.categories.data == state.categories.data)
    #expect(next.animals.data == state.animals.data)
    #expect(next.animals.queue == ["Cat": .failure(error: "offline")])
    #expect(next.categories.status == .waiting)
    #expect(next.animals.status == .waiting)
  }

  // MARK: - ui.animalList

  @Test(arguments: TestUtils.statuses)
  func uiAnimalListOnAppearWaitsOnlyWhenNeverFetched(_ given: NamedStatus) throws {
    let state = AnimalsState.with(categoriesStatus: nil, animalsStatus: given.status)
    let next = try self.reduce(state, .ui(.animalList(.onAppear)))
    #expect(next.animals.status == (given.status == nil ? .waiting : given.status))
    #expect(next.categories == state.categories)
  }

  // MARK: - Delete buttons (ui.animalList and ui.animalDetail share the rule)

  static let deleteButtons: [ActionFactory] = [
    ActionFactory("ui.animalList.onTapDeleteSelectedAnimalButton") {
      .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: $0)))
    },
    ActionFactory("ui.animalDetail.onTapDeleteSelectedAnimalButton") {
      .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: $0)))
    },
  ]

  @Test(arguments: deleteButtons, TestUtils.statuses)
  func uiDeleteButtonQueuesTheAnimalWhateverItsQueueEntry(_ button: ActionFactory, _ entry: NamedStatus) throws {
    var state = AnimalsState.loaded
    state.animals.queue["Cat"] = entry.status
    let next = try self.reduce(state, button.make("Cat"))
    #expect(next.animals.queue == ["Cat": .waiting])
    #expect(next.animals.data == state.animals.data)
    #expect(next.animals.status == state.animals.status)
    #expect(next.categories == state.categories)
  }

  @Test(arguments: deleteButtons)
  func uiDeleteButtonThrowsForAnUnknownAnimal(_ button: ActionFactory) {
    #expect(throws: Self.unicornNotFound) {
      try self.reduce(.loaded, button.make("Unicorn"))
    }
  }

  // MARK: - ui.animalEditor

  @Test(arguments: ["TMP-ID", "Cat", "1234"])
  func uiAnimalEditorOnTapAddAnimalButtonQueuesTheTemporaryIdWithoutChecks(_ id: String) throws {
    let state = AnimalsState.loaded
    let next = try self.reduce(
      state,
      .ui(.animalEditor(.onTapAddAnimalButton(id: id, name: "Eagle", diet: .carnivorous, categoryId: "Nowhere")))
    )
    #expect(next.animals.queue == [id: .waiting])
    #expect(next.animals.data == state.animals.data)
    #expect(next.categories == state.categories)
  }

  @Test func uiAnimalEditorOnTapAddAnimalButtonWorksOnAnEmptyState() throws {
    let next = try self.reduce(
      AnimalsState(),
      .ui(.animalEditor(.onTapAddAnimalButton(id: "TMP-ID", name: "Eagle", diet: .carnivorous, categoryId: "Bird")))
    )
    #expect(next.animals.queue == ["TMP-ID": .waiting])
    #expect(next.animals.data.isEmpty)
    #expect(next.animals.status == nil)
  }

  @Test(arguments: TestUtils.statuses)
  func uiAnimalEditorOnTapUpdateAnimalButtonQueuesTheAnimalAndIgnoresThePayload(_ entry: NamedStatus) throws {
    var state = AnimalsState.loaded
    state.animals.queue["Cat"] = entry.status
    let next = try self.reduce(
      state,
      .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Cat", name: "Lion", diet: .omnivorous, categoryId: "Bird")))
    )
    #expect(next.animals.queue == ["Cat": .waiting])
    #expect(next.animals.data["Cat"] == .cat)
    #expect(next.animals.data == state.animals.data)
  }

  @Test func uiAnimalEditorOnTapUpdateAnimalButtonThrowsForAnUnknownAnimal() {
    #expect(throws: Self.unicornNotFound) {
      try self.reduce(
        .loaded,
        .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Unicorn", name: "Unicorn", diet: .herbivorous, categoryId: "Mammal")))
      )
    }
  }

  // MARK: - data.persistentSession.didFetchCategories

  @Test func dataDidFetchCategoriesSuccessMergesAndSucceeds() throws {
    var state = AnimalsState.with(categoriesStatus: .waiting, animalsStatus: nil)
    state.categories.data = [
      "Mammal": Category(categoryId: "Mammal", name: "Old mammal"),
      "Reptile": .reptile,
    ]
    let next = try self.reduce(
      state,
      .data(.persistentSession(.didFetchCategories(result: .success(categories: [.amphibian, .mammal]))))
    )
    #expect(next.categories.data == ["Amphibian": .amphibian, "Mammal": .mammal, "Reptile": .reptile])
    #expect(next.categories.status == .success)
    #expect(next.animals == state.animals)
  }

  @Test func dataDidFetchCategoriesSuccessWithNothingStillSucceeds() throws {
    let state = AnimalsState.with(categoriesStatus: .waiting, animalsStatus: nil)
    let next = try self.reduce(state, .data(.persistentSession(.didFetchCategories(result: .success(categories: [])))))
    #expect(next.categories.data.isEmpty)
    #expect(next.categories.status == .success)
  }

  @Test func dataDidFetchCategoriesFailureKeepsTheData() throws {
    var state = AnimalsState.loaded
    state.categories.status = .waiting
    let next = try self.reduce(state, .data(.persistentSession(.didFetchCategories(result: .failure(error: "offline")))))
    #expect(next.categories.status == .failure(error: "offline"))
    #expect(next.categories.data == state.categories.data)
    #expect(next.animals == state.animals)
  }

  // MARK: - data.persistentSession.didFetchAnimals

  @Test func dataDidFetchAnimalsSuccessMergesAndSucceeds() throws {
    var state = AnimalsState.with(categoriesStatus: nil, animalsStatus: .waiting)
    state.animals.data = ["Cat": .birdCat, "Newt": .newt]
    state.animals.queue = ["Newt": .success]
    let next = try self.reduce(state, .data(.persistentSession(.didFetchAnimals(result: .success(animals: [.dog, .cat])))))
    #expect(next.animals.data == ["Dog": .dog, "Cat": .cat, "Newt": .newt])
    #expect(next.animals.status == .success)
    #expect(next.animals.queue == ["Newt": .success])
    #expect(next.categories == state.categories)
  }

  @Test func dataDidFetchAnimalsFailureKeepsTheData() throws {
    var state = AnimalsState.loaded
    state.animals.status = .waiting
    let next = try self.reduce(state, .data(.persistentSession(.didFetchAnimals(result: .failure(error: "offline")))))
    #expect(next.animals.status == .failure(error: "offline"))
    #expect(next.animals.data == state.animals.data)
    #expect(next.categories == state.categories)
  }

  // MARK: - data.persistentSession.didReloadSampleData

  @Test func dataDidReloadSampleDataSuccessReplacesBothAndKeepsTheQueue() throws {
    var state = AnimalsState.with(categoriesStatus: .waiting, animalsStatus: .waiting)
    state.categories.data = ["Fish": .fish, "Mammal": Category(categoryId: "Mammal", name: "Old mammal")]
    state.animals.data = ["Eagle": .eagle, "Cat": .birdCat]
    state.animals.queue = ["Eagle": .success, "TMP-ID": .failure(error: "offline")]
    let next = try self.reduce(
      state,
      .data(.persistentSession(.didReloadSampleData(result: .success(animals: [.cat, .newt], categories: [.mammal, .amphibian]))))
    )
    #expect(next.animals.data == ["Cat": .cat, "Newt": .newt])
    #expect(next.categories.data == ["Mammal": .mammal, "Amphibian": .amphibian])
    #expect(next.animals.status == .success)
    #expect(next.categories.status == .success)
    #expect(next.animals.queue == state.animals.queue)
  }

  @Test func dataDidReloadSampleDataSuccessWithTheSamplesGivesTheLoadedState() throws {
    let state = AnimalsState.with(categoriesStatus: .waiting, animalsStatus: .waiting)
    let next = try self.reduce(
      state,
      .data(.persistentSession(.didReloadSampleData(result: .success(animals: Animal.samples, categories: Category.samples))))
    )
    #expect(next == .loaded)
  }

  @Test func dataDidReloadSampleDataSuccessKeepsTheLastOfTwoAnimalsWithOneId() throws {
    let next = try self.reduce(
      AnimalsState(),
      .data(.persistentSession(.didReloadSampleData(result: .success(animals: [.cat, .birdCat], categories: []))))
    )
    #expect(next.animals.data == ["Cat": .birdCat])
  }

  @Test func dataDidReloadSampleDataFailureFailsBothAndKeepsTheData() throws {
    var state = AnimalsState.loaded
    state.categories.status = .waiting
    state.animals.status = .waiting
    let next = try self.reduce(state, .data(.persistentSession(.didReloadSampleData(result: .failure(error: "offline")))))
    #expect(next.categories.status == .failure(error: "offline"))
    #expect(next.animals.status == .failure(error: "offline"))
    #expect(next.categories.data == state.categories.data)
    #expect(next.animals.data == state.animals.data)
  }

  // MARK: - data.persistentSession.didAddAnimal

  @Test func dataDidAddAnimalSuccessStoresTheAnimalUnderItsRealIdAndTheStatusUnderTheTemporaryOne() throws {
    let state = AnimalsState.loaded(queue: ["TMP-ID": .waiting])
    let next = try self.reduce(state, .data(.persistentSession(.didAddAnimal(id: "TMP-ID", result: .success(animal: .eagle)))))
    #expect(next.animals.data["Eagle"] == .eagle)
    #expect(next.animals.data.count == state.animals.data.count + 1)
    #expect(next.animals.queue == ["TMP-ID": .success])
    #expect(next.animals.status == state.animals.status)
  }

  @Test func dataDidAddAnimalSuccessNeedsNoQueuedEntry() throws {
    let next = try self.reduce(AnimalsState(), .data(.persistentSession(.didAddAnimal(id: "1234", result: .success(animal: .eagle)))))
    #expect(next.animals.data == ["Eagle": .eagle])
    #expect(next.animals.queue == ["1234": .success])
  }

  @Test func dataDidAddAnimalFailureRecordsTheErrorUnderTheTemporaryId() throws {
    let state = AnimalsState.loaded(queue: ["TMP-ID": .waiting])
    let next = try self.reduce(state, .data(.persistentSession(.didAddAnimal(id: "TMP-ID", result: .failure(error: "offline")))))
    #expect(next.animals.queue == ["TMP-ID": .failure(error: "offline")])
    #expect(next.animals.data == state.animals.data)
  }

  // MARK: - data.persistentSession.didUpdateAnimal

  @Test func dataDidUpdateAnimalSuccessReplacesTheAnimal() throws {
    let state = AnimalsState.loaded(queue: ["Cat": .waiting])
    let next = try self.reduce(
      state,
      .data(.persistentSession(.didUpdateAnimal(animalId: "Cat", result: .success(animal: .birdCat))))
    )
    #expect(next.animals.data["Cat"] == .birdCat)
    #expect(next.animals.data.count == state.animals.data.count)
    #expect(next.animals.queue == ["Cat": .success])
  }

  @Test func dataDidUpdateAnimalFailureKeepsTheAnimal() throws {
    let state = AnimalsState.loaded(queue: ["Cat": .waiting])
    let next = try self.reduce(
      state,
      .data(.persistentSession(.didUpdateAnimal(animalId: "Cat", result: .failure(error: "offline"))))
    )
    #expect(next.animals.data == state.animals.data)
    #expect(next.animals.queue == ["Cat": .failure(error: "offline")])
  }

  @Test(arguments: [
    Session.UpdateAnimalResult.success(animal: Animal(animalId: "Unicorn", name: "Unicorn", diet: .herbivorous, categoryId: "Mammal")),
    Session.UpdateAnimalResult.failure(error: "offline"),
  ])
  func dataDidUpdateAnimalThrowsForAnUnknownAnimalWhateverTheResult(_ result: Session.UpdateAnimalResult) {
    #expect(throws: Self.unicornNotFound) {
      try self.reduce(.loaded, .data(.persistentSession(.didUpdateAnimal(animalId: "Unicorn", result: result))))
    }
  }

  // MARK: - data.persistentSession.didDeleteAnimal

  @Test func dataDidDeleteAnimalSuccessRemovesTheAnimal() throws {
    let state = AnimalsState.loaded(queue: ["Cat": .waiting])
    let next = try self.reduce(state, .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: .cat)))))
    #expect(next.animals.data["Cat"] == nil)
    #expect(next.animals.data.count == state.animals.data.count - 1)
    #expect(next.animals.queue == ["Cat": .success])
    #expect(next.categories == state.categories)
  }

  @Test func dataDidDeleteAnimalSuccessIsKeyedByTheReturnedAnimal() throws {
    // The guard checks the action's id, but the removal and the status use the returned animal.
    let state = AnimalsState.loaded(queue: ["Cat": .waiting])
    let next = try self.reduce(state, .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: .dog)))))
    #expect(next.animals.data["Cat"] == .cat)
    #expect(next.animals.data["Dog"] == nil)
    #expect(next.animals.queue == ["Cat": .waiting, "Dog": .success])
  }

  @Test func dataDidDeleteAnimalFailureKeepsTheAnimal() throws {
    let state = AnimalsState.loaded(queue: ["Cat": .waiting])
    let next = try self.reduce(
      state,
      .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .failure(error: "offline"))))
    )
    #expect(next.animals.data == state.animals.data)
    #expect(next.animals.queue == ["Cat": .failure(error: "offline")])
  }

  @Test(arguments: [
    Session.DeleteAnimalResult.success(animal: Animal(animalId: "Unicorn", name: "Unicorn", diet: .herbivorous, categoryId: "Mammal")),
    Session.DeleteAnimalResult.failure(error: "offline"),
  ])
  func dataDidDeleteAnimalThrowsForAnUnknownAnimalWhateverTheResult(_ result: Session.DeleteAnimalResult) {
    #expect(throws: Self.unicornNotFound) {
      try self.reduce(.loaded, .data(.persistentSession(.didDeleteAnimal(animalId: "Unicorn", result: result))))
    }
  }

  @Test func dataDidDeleteAnimalTwiceThrowsTheSecondTime() throws {
    let action = AnimalsAction.data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: .cat))))
    let once = try self.reduce(.loaded, action)
    #expect(throws: AnimalsReducer.Error(code: .animalNotFound, animalId: "Cat")) {
      try self.reduce(once, action)
    }
  }

  // MARK: - Every action

  @Test(arguments: ActionSample.all)
  func everySampleActionIsAcceptedOnTheLoadedState(_ sample: ActionSample) throws {
    _ = try self.reduce(.loaded, sample.action)
  }

  @Test(arguments: ActionSample.all)
  func onlyIdCheckingActionsThrowOnTheEmptyState(_ sample: ActionSample) throws {
    let throwing: Set<String> = [
      "ui.animalList.onTapDeleteSelectedAnimalButton",
      "ui.animalDetail.onTapDeleteSelectedAnimalButton",
      "ui.animalEditor.onTapUpdateAnimalButton",
      "data.didUpdateAnimal.success",
      "data.didUpdateAnimal.failure",
      "data.didDeleteAnimal.success",
      "data.didDeleteAnimal.failure",
    ]
    if throwing.contains(sample.name) {
      let error = try #require(throws: AnimalsReducer.Error.self) {
        try self.reduce(AnimalsState(), sample.action)
      }
      #expect(error.code == .animalNotFound)
    } else {
      #expect(throws: Never.self) {
        try self.reduce(AnimalsState(), sample.action)
      }
    }
  }

  // MARK: - Error

  @Test func theErrorDescribesItselfInOneStableSentence() {
    #expect(Self.unicornNotFound.description == #"animal not found: "Unicorn""#)
    #expect(String(describing: AnimalsReducer.Error(code: .animalNotFound, animalId: #"Say "hi""#)) == #"animal not found: "Say \"hi\"""#)
  }
}

/// Builds an action from an animal id; names the action shape in test output.
struct ActionFactory: Sendable, CustomTestStringConvertible {
  let name: String
  let make: @Sendable (Animal.ID) -> AnimalsAction

  init(_ name: String, _ make: @escaping @Sendable (Animal.ID) -> AnimalsAction) {
    self.name = name
    self.make = make
  }

  var testDescription: String { self.name }
}
