import HashTreeCollections

/// The Animals product's root reducer (book, chapter 6).
///
/// `reduce(state:action:)` hands each nested action enum to a private overload, so the code has
/// the same shape as `AnimalsAction`. UI actions only mark work as `.waiting` (the `Listener`
/// performs it); data actions record what persistence answered.
///
/// - Important: Pure and synchronous: the same state and action always give the same result.
/// - SeeAlso: Redux's reducer, `(State, Action) -> State`.
public enum AnimalsReducer {
  /// Returns the state after `action`.
  ///
  /// - Parameter state: The current state.
  /// - Parameter action: What happened.
  /// - Returns: The next state.
  /// - Throws: `AnimalsReducer.Error` with code `.animalNotFound` when a delete or update names
  ///   an animal that is not in `animals.data`; the store then keeps its state.
  @Sendable public static func reduce(state: AnimalsState, action: AnimalsAction) throws -> AnimalsState {
    switch action {
    case .ui(let action):
      try self.reduce(state: state, action: action)
    case .data(let action):
      try self.reduce(state: state, action: action)
    }
  }
}

// MARK: - UI

extension AnimalsReducer {
  private static func reduce(state: AnimalsState, action: AnimalsAction.UI) throws -> AnimalsState {
    switch action {
    case .categoryList(let action):
      self.reduce(state: state, action: action)
    case .animalList(let action):
      try self.reduce(state: state, action: action)
    case .animalDetail(let action):
      try self.reduce(state: state, action: action)
    case .animalEditor(let action):
      try self.reduce(state: state, action: action)
    }
  }

  private static func reduce(state: AnimalsState, action: AnimalsAction.UI.CategoryList) -> AnimalsState {
    var state = state
    switch action {
    case .onAppear:
      // Only a first appearance asks for categories: a failed fetch is not retried by reappearing.
      if state.categories.status == nil {
        state.categories.status = .waiting
      }
    case .onTapReloadSampleDataButton:
      // A nil status is "not waiting", so a reload may start before anything was fetched.
      if state.categories.status != .waiting, state.animals.status != .waiting {
        state.categories.status = .waiting
        state.animals.status = .waiting
      }
    }
    return state
  }

  private static func reduce(state: AnimalsState, action: AnimalsAction.UI.AnimalList) throws -> AnimalsState {
    switch action {
    case .onAppear:
      var state = state
      if state.animals.status == nil {
        state.animals.status = .waiting
      }
      return state
    case .onTapDeleteSelectedAnimalButton(animalId: let animalId):
      return try self.queueDelete(state: state, animalId: animalId)
    }
  }

  private static func reduce(state: AnimalsState, action: AnimalsAction.UI.AnimalDetail) throws -> AnimalsState {
    switch action {
    case .onTapDeleteSelectedAnimalButton(animalId: let animalId):
      try self.queueDelete(state: state, animalId: animalId)
    }
  }

  private static func reduce(state: AnimalsState, action: AnimalsAction.UI.AnimalEditor) throws -> AnimalsState {
    var state = state
    switch action {
    case .onTapAddAnimalButton(id: let id, name: _, diet: _, categoryId: _):
      // `id` is the editor's temporary id: nothing to check, and the payload is the Listener's business.
      state.animals.queue[id] = .waiting
    case .onTapUpdateAnimalButton(animalId: let animalId, name: _, diet: _, categoryId: _):
      try self.requireAnimal(animalId, in: state)
      state.animals.queue[animalId] = .waiting
    }
    return state
  }

  /// Marks a delete as pending; both delete buttons share it.
  private static func queueDelete(state: AnimalsState, animalId: Animal.ID) throws -> AnimalsState {
    try self.requireAnimal(animalId, in: state)
    var state = state
    state.animals.queue[animalId] = .waiting
    return state
  }
}

// MARK: - Data

extension AnimalsReducer {
  private static func reduce(state: AnimalsState, action: AnimalsAction.Data) throws -> AnimalsState {
    switch action {
    case .persistentSession(let action):
      try self.reduce(state: state, action: action)
    }
  }

  private static func reduce(
    state: AnimalsState,
    action: AnimalsAction.Data.PersistentSession
  ) throws -> AnimalsState {
    switch action {
    case .didFetchCategories(result: let result):
      self.reduce(state: state, result: result)
    case .didFetchAnimals(result: let result):
      self.reduce(state: state, result: result)
    case .didReloadSampleData(result: let result):
      self.reduce(state: state, result: result)
    case .didAddAnimal(id: let id, result: let result):
      self.reduce(state: state, id: id, result: result)
    case .didUpdateAnimal(animalId: let animalId, result: let result):
      try self.reduce(state: state, animalId: animalId, result: result)
    case .didDeleteAnimal(animalId: let animalId, result: let result):
      try self.reduce(state: state, animalId: animalId, result: result)
    }
  }

  private static func reduce(
    state: AnimalsState,
    result: AnimalsAction.Data.PersistentSession.FetchCategoriesResult
  ) -> AnimalsState {
    var state = state
    switch result {
    case .success(categories: let categories):
      // A fetch merges: categories already loaded but missing from the answer stay.
      for category in categories {
        state.categories.data[category.id] = category
      }
      state.categories.status = .success
    case .failure(error: let error):
      state.categories.status = .failure(error: error)
    }
    return state
  }

  private static func reduce(
    state: AnimalsState,
    result: AnimalsAction.Data.PersistentSession.FetchAnimalsResult
  ) -> AnimalsState {
    var state = state
    switch result {
    case .success(animals: let animals):
      for animal in animals {
        state.animals.data[animal.id] = animal
      }
      state.animals.status = .success
    case .failure(error: let error):
      state.animals.status = .failure(error: error)
    }
    return state
  }

  private static func reduce(
    state: AnimalsState,
    result: AnimalsAction.Data.PersistentSession.ReloadSampleDataResult
  ) -> AnimalsState {
    var state = state
    switch result {
    case .success(animals: let animals, categories: let categories):
      // A reload replaces both collections; the queue is left as it is.
      state.animals.data = self.index(animals)
      state.animals.status = .success
      state.categories.data = self.index(categories)
      state.categories.status = .success
    case .failure(error: let error):
      state.animals.status = .failure(error: error)
      state.categories.status = .failure(error: error)
    }
    return state
  }

  private static func reduce(
    state: AnimalsState,
    id: Animal.ID,
    result: AnimalsAction.Data.PersistentSession.AddAnimalResult
  ) -> AnimalsState {
    var state = state
    switch result {
    case .success(animal: let animal):
      // The store chose the real id; the queue entry stays under the editor's temporary id.
      state.animals.data[animal.id] = animal
      state.animals.queue[id] = .success
    case .failure(error: let error):
      state.animals.queue[id] = .failure(error: error)
    }
    return state
  }

  private static func reduce(
    state: AnimalsState,
    animalId: Animal.ID,
    result: AnimalsAction.Data.PersistentSession.UpdateAnimalResult
  ) throws -> AnimalsState {
    // Checked before the result: an unknown id throws even when the update failed.
    try self.requireAnimal(animalId, in: state)
    var state = state
    switch result {
    case .success(animal: let animal):
      state.animals.data[animal.id] = animal
      state.animals.queue[animalId] = .success
    case .failure(error: let error):
      state.animals.queue[animalId] = .failure(error: error)
    }
    return state
  }

  private static func reduce(
    state: AnimalsState,
    animalId: Animal.ID,
    result: AnimalsAction.Data.PersistentSession.DeleteAnimalResult
  ) throws -> AnimalsState {
    // Checked before the result: an unknown id throws even when the delete failed.
    try self.requireAnimal(animalId, in: state)
    var state = state
    switch result {
    case .success(animal: let animal):
      // As in the book, a success is keyed by the animal the store returned.
      state.animals.data[animal.id] = nil
      state.animals.queue[animal.id] = .success
    case .failure(error: let error):
      state.animals.queue[animalId] = .failure(error: error)
    }
    return state
  }
}

// MARK: - Helpers

extension AnimalsReducer {
  /// Throws `animalNotFound` unless `animalId` is in `animals.data`.
  private static func requireAnimal(_ animalId: Animal.ID, in state: AnimalsState) throws {
    guard state.animals.data[animalId] != nil else {
      throw Error(code: .animalNotFound, animalId: animalId)
    }
  }

  /// Keys `values` by id; when two share an id, the later one wins.
  private static func index<Value: Identifiable>(_ values: [Value]) -> TreeDictionary<Value.ID, Value> {
    var data: TreeDictionary<Value.ID, Value> = [:]
    for value in values {
      data[value.id] = value
    }
    return data
  }
}

// MARK: - Error

extension AnimalsReducer {
  /// Why the reducer refused an action.
  ///
  /// - Important: When the reducer throws, the store keeps its state and streams nothing.
  public struct Error: Swift.Error, Hashable, CustomStringConvertible {
    /// What went wrong, for tests and callers that branch on it.
    package enum Code: Hashable, Sendable {
      /// The action names an animal that is not in `animals.data`.
      case animalNotFound
    }

    /// What went wrong.
    package let code: Code
    /// The id the action named.
    package let animalId: Animal.ID

    /// Creates an error about `animalId`.
    package init(code: Code, animalId: Animal.ID) {
      self.code = code
      self.animalId = animalId
    }

    /// A stable one-line message, such as `animal not found: "Unicorn"`.
    public var description: String {
      switch self.code {
      case .animalNotFound:
        "animal not found: \(self.animalId.debugDescription)"
      }
    }
  }
}
