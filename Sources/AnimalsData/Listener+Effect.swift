extension Listener {
  /// Which side effect the listener started, with the arguments it passed to the thunk.
  ///
  /// Reported through `onEffect` just before the thunk runs, so tools and tests can see that a
  /// trigger's condition held without waiting for the store to answer.
  public enum Effect: Hashable, Sendable {
    /// `categoryList.onAppear` took categories from never fetched to waiting.
    case fetchCategoriesQuery
    /// `categoryList.onTapReloadSampleDataButton` took both statuses to waiting.
    case reloadSampleDataMutation
    /// `animalList.onAppear` took animals from never fetched to waiting.
    case fetchAnimalsQuery
    /// A delete button put `animalId` in the queue as waiting.
    case deleteAnimalMutation(animalId: Animal.ID)
    /// The editor's add button put the temporary `id` in the queue as waiting.
    case addAnimalMutation(id: Animal.ID, name: String, diet: Animal.Diet, categoryId: Category.ID)
    /// The editor's update button put `animalId` in the queue as waiting.
    case updateAnimalMutation(animalId: Animal.ID, name: String, diet: Animal.Diet, categoryId: Category.ID)
  }
}
