import TypedLiterals

/// Everything that can happen in the Animals product: what the user did (`ui`, named after the
/// component) and what persistence answered (`data`) (book, chapter 6).
// @TypedLiteral
public enum AnimalsAction: Hashable, Sendable {
  case ui(_ action: UI)
  case data(_ action: Data)
}

extension AnimalsAction {
  // @TypedLiteral
  public enum UI: Hashable, Sendable {
    case categoryList(_ action: CategoryList)
    case animalList(_ action: AnimalList)
    case animalDetail(_ action: AnimalDetail)
    case animalEditor(_ action: AnimalEditor)
  }

  // @TypedLiteral
  public enum Data: Hashable, Sendable {
    case persistentSession(_ action: PersistentSession)
  }
}

extension AnimalsAction.UI {
  // @TypedLiteral
  public enum CategoryList: Hashable, Sendable {
    case onAppear
    case onTapReloadSampleDataButton
  }

  // @TypedLiteral
  public enum AnimalList: Hashable, Sendable {
    case onAppear
    case onTapDeleteSelectedAnimalButton(animalId: Animal.ID)
  }

  // @TypedLiteral
  public enum AnimalDetail: Hashable, Sendable {
    case onTapDeleteSelectedAnimalButton(animalId: Animal.ID)
  }

  // @TypedLiteral
  public enum AnimalEditor: Hashable, Sendable {
    case onTapAddAnimalButton(id: Animal.ID, name: String, diet: Animal.Diet, categoryId: Category.ID)
    case onTapUpdateAnimalButton(animalId: Animal.ID, name: String, diet: Animal.Diet, categoryId: Category.ID)
  }
}

extension AnimalsAction.Data {
  // @TypedLiteral
  public enum PersistentSession: Hashable, Sendable {
    case didFetchCategories(result: FetchCategoriesResult)
    case didFetchAnimals(result: FetchAnimalsResult)
    case didReloadSampleData(result: ReloadSampleDataResult)
    case didAddAnimal(id: Animal.ID, result: AddAnimalResult)
    case didUpdateAnimal(animalId: Animal.ID, result: UpdateAnimalResult)
    case didDeleteAnimal(animalId: Animal.ID, result: DeleteAnimalResult)
  }
}

extension AnimalsAction.Data.PersistentSession {
  // @TypedLiteral
  public enum FetchCategoriesResult: Hashable, Sendable {
    case success(categories: [Category])
    case failure(error: String)
  }

  // @TypedLiteral
  public enum FetchAnimalsResult: Hashable, Sendable {
    case success(animals: [Animal])
    case failure(error: String)
  }

  // @TypedLiteral
  public enum ReloadSampleDataResult: Hashable, Sendable {
    case success(animals: [Animal], categories: [Category])
    case failure(error: String)
  }

  // @TypedLiteral
  public enum AddAnimalResult: Hashable, Sendable {
    case success(animal: Animal)
    case failure(error: String)
  }

  // @TypedLiteral
  public enum UpdateAnimalResult: Hashable, Sendable {
    case success(animal: Animal)
    case failure(error: String)
  }

  // @TypedLiteral
  public enum DeleteAnimalResult: Hashable, Sendable {
    case success(animal: Animal)
    case failure(error: String)
  }
}
