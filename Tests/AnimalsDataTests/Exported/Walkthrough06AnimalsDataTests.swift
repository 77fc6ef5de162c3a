// Exported by imshell's `:export-test` from a session of the animals domain; export again, do not edit.
// The store, reducer and selectors are the domain's own. Effects do not run: what the session's
// effects dispatched is dispatched here as recorded, in the order the shell numbered it.
import AnimalsData
import Foundation
import ImmutableData
import Testing

@MainActor @Suite struct Walkthrough06AnimalsDataTests {
  @Test func replaysTheSession() throws {
    let store = Self.makeStore()
    try store.dispatch(action: .ui(.categoryList(.onAppear)))
    // What an effect dispatched:
    try store.dispatch(action: .data(.persistentSession(.didFetchCategories(result: .success(categories: [
      Category(categoryId: "Amphibian", name: "Amphibian"),
      Category(categoryId: "Bird", name: "Bird"),
      Category(categoryId: "Fish", name: "Fish"),
      Category(categoryId: "Invertebrate", name: "Invertebrate"),
      Category(categoryId: "Mammal", name: "Mammal"),
      Category(categoryId: "Reptile", name: "Reptile"),
    ])))))
    // :expect selectCategoriesValues(sort: .name) == [.amphibian, .bird, .fish, .invertebrate, .mammal, .reptile]
    #expect(store.select(AnimalsState.selectCategoriesValues(sort: \Category.name, order: .forward)) == [
      Category(categoryId: "Amphibian", name: "Amphibian"),
      Category(categoryId: "Bird", name: "Bird"),
      Category(categoryId: "Fish", name: "Fish"),
      Category(categoryId: "Invertebrate", name: "Invertebrate"),
      Category(categoryId: "Mammal", name: "Mammal"),
      Category(categoryId: "Reptile", name: "Reptile"),
    ])
    try store.dispatch(action: .ui(.categoryList(.onAppear)))
    try store.dispatch(action: .ui(.animalList(.onAppear)))
    // What an effect dispatched:
    try store.dispatch(action: .data(.persistentSession(.didFetchAnimals(result: .success(animals: [
      Animal(animalId: "Bibbon", name: "Southern gibbon", diet: .herbivorous, categoryId: "Mammal"),
      Animal(animalId: "Cat", name: "Cat", diet: .carnivorous, categoryId: "Mammal"),
      Animal(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal"),
      Animal(animalId: "Kangaroo", name: "Red kangaroo", diet: .herbivorous, categoryId: "Mammal"),
      Animal(animalId: "Newt", name: "Newt", diet: .carnivorous, categoryId: "Amphibian"),
      Animal(animalId: "Sparrow", name: "House sparrow", diet: .omnivorous, categoryId: "Bird"),
    ])))))
    // :expect selectAnimalsValues(categoryId: "Mammal", sort: .name) == [.cat, .dog, .kangaroo, .gibbon]
    #expect(store.select(AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \Animal.name, order: .forward)) == [
      Animal(animalId: "Cat", name: "Cat", diet: .carnivorous, categoryId: "Mammal"),
      Animal(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal"),
      Animal(animalId: "Kangaroo", name: "Red kangaroo", diet: .herbivorous, categoryId: "Mammal"),
      Animal(animalId: "Bibbon", name: "Southern gibbon", diet: .herbivorous, categoryId: "Mammal"),
    ])
    // :expect selectAnimalsValues(categoryId: "Fish", sort: .name) == []
    #expect(store.select(AnimalsState.selectAnimalsValues(categoryId: "Fish", sort: \Animal.name, order: .forward)) == [])
    // :expect selectCategory(animalId: "Cat") == .mammal
    #expect(store.select(AnimalsState.selectCategory(animalId: "Cat")) == Category(categoryId: "Mammal", name: "Mammal"))
    // :expect selectAnimal(animalId: "Bibbon") == .gibbon
    #expect(store.select(AnimalsState.selectAnimal(animalId: "Bibbon")) == Animal(
      animalId: "Bibbon",
      name: "Southern gibbon",
      diet: .herbivorous,
      categoryId: "Mammal"
    ))
    try store.dispatch(action: .ui(.animalEditor(.onTapAddAnimalButton(
      id: "TMP-EAGLE",
      name: "Eagle",
      diet: .carnivorous,
      categoryId: "Bird"
    ))))
    // What an effect dispatched:
    try store.dispatch(action: .data(.persistentSession(.didAddAnimal(
      id: "TMP-EAGLE",
      result: .success(animal: Animal(
        animalId: "BD64A5D9-ADEF-4000-B241-9DB23951DF99",
        name: "Eagle",
        diet: .carnivorous,
        categoryId: "Bird"
      ))
    ))))
    // :expect selectAnimalsValues(categoryId: "Bird", sort: .name).name == ["Eagle", "House sparrow"]
    #expect(store.select(AnimalsState.selectAnimalsValues(categoryId: "Bird", sort: \Animal.name, order: .forward)).map(\.name) == [
      "Eagle",
      "House sparrow",
    ])
    // :expect selectAnimalStatus(animalId: "TMP-EAGLE") == .success
    #expect(store.select(AnimalsState.selectAnimalStatus(animalId: "TMP-EAGLE")) == .success)
    try store.dispatch(action: .ui(.animalEditor(.onTapUpdateAnimalButton(
      animalId: "Cat",
      name: "Cat",
      diet: .omnivorous,
      categoryId: "Mammal"
    ))))
    // What an effect dispatched:
    try store.dispatch(action: .data(.persistentSession(.didUpdateAnimal(
      animalId: "Cat",
      result: .success(animal: Animal(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal"))
    ))))
    // :expect selectAnimal(animalId: "Cat").diet == .omnivorous
    #expect(store.select(AnimalsState.selectAnimal(animalId: "Cat"))?.diet == .omnivorous)
    try store.dispatch(action: .ui(.animalEditor(.onTapUpdateAnimalButton(
      animalId: "Kangaroo",
      name: "Red kangaroo",
      diet: .herbivorous,
      categoryId: "Fish"
    ))))
    // What an effect dispatched:
    try store.dispatch(action: .data(.persistentSession(.didUpdateAnimal(
      animalId: "Kangaroo",
      result: .success(animal: Animal(
        animalId: "Kangaroo",
        name: "Red kangaroo",
        diet: .herbivorous,
        categoryId: "Fish"
      ))
    ))))
    // :expect Mammals.name == ["Cat", "Dog", "Southern gibbon"]
    #expect(store.select(AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \Animal.name, order: .forward)).map(\.name) == [
      "Cat",
      "Dog",
      "Southern gibbon",
    ])
    try store.dispatch(action: .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Dog"))))
    // What an effect dispatched:
    try store.dispatch(action: .data(.persistentSession(.didDeleteAnimal(
      animalId: "Dog",
      result: .success(animal: Animal(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal"))
    ))))
    // :expect selectAnimal(animalId: "Dog") == nil
    #expect(store.select(AnimalsState.selectAnimal(animalId: "Dog")) == nil)
    // :expect selectAnimalStatus(animalId: "Dog") == .success
    #expect(store.select(AnimalsState.selectAnimalStatus(animalId: "Dog")) == .success)
    // :expect throws .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Dog")))
    #expect(throws: (any Error).self) {
      try store.dispatch(action: .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Dog"))))
    }
    // :expect throws .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Unicorn", name: "Unicorn", diet: .herbivorous, categoryId: "Mammal")))
    #expect(throws: (any Error).self) {
      try store.dispatch(action: .ui(.animalEditor(.onTapUpdateAnimalButton(
        animalId: "Unicorn",
        name: "Unicorn",
        diet: .herbivorous,
        categoryId: "Mammal"
      ))))
    }
    // :expect throws .data(.persistentSession(.didUpdateAnimal(animalId: "Unicorn", result: .failure(error: "x"))))
    #expect(throws: (any Error).self) {
      try store.dispatch(action: .data(.persistentSession(.didUpdateAnimal(
        animalId: "Unicorn",
        result: .failure(error: "x")
      ))))
    }
    // :expect throws .data(.persistentSession(.didDeleteAnimal(animalId: "Unicorn", result: .success(animal: .dog))))
    #expect(throws: (any Error).self) {
      try store.dispatch(action: .data(.persistentSession(.didDeleteAnimal(
        animalId: "Unicorn",
        result: .success(animal: Animal(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal"))
      ))))
    }
    try store.dispatch(action: .data(.persistentSession(.didFetchAnimals(result: .success(animals: [
      Animal(animalId: "Ghost", name: "Ghost", diet: .herbivorous, categoryId: "Fish"),
    ])))))
    try store.dispatch(action: .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Ghost"))))
    // What an effect dispatched:
    try store.dispatch(action: .data(.persistentSession(.didDeleteAnimal(
      animalId: "Ghost",
      result: .failure(error: "animal not found: \"Ghost\"")
    ))))
    // :expect selectAnimalStatus(animalId: "Ghost") == .failure(error: "animal not found: \"Ghost\"")
    #expect(store.select(AnimalsState.selectAnimalStatus(animalId: "Ghost")) == .failure(error: "animal not found: \"Ghost\""))
    try store.dispatch(action: .ui(.animalEditor(.onTapUpdateAnimalButton(
      animalId: "Ghost",
      name: "Ghost",
      diet: .carnivorous,
      categoryId: "Fish"
    ))))
    // What an effect dispatched:
    try store.dispatch(action: .data(.persistentSession(.didUpdateAnimal(
      animalId: "Ghost",
      result: .failure(error: "animal not found: \"Ghost\"")
    ))))
    // :expect selectAnimalStatus(animalId: "Ghost") == .failure(error: "animal not found: \"Ghost\"")
    #expect(store.select(AnimalsState.selectAnimalStatus(animalId: "Ghost")) == .failure(error: "animal not found: \"Ghost\""))
    try store.dispatch(action: .ui(.categoryList(.onTapReloadSampleDataButton)))
    try store.dispatch(action: .ui(.categoryList(.onTapReloadSampleDataButton)))
    try store.dispatch(action: .data(.persistentSession(.didReloadSampleData(result: .failure(error: "disk full")))))
    // :expect selectCategoriesStatus() == .failure(error: "disk full")
    #expect(store.select(AnimalsState.selectCategoriesStatus()) == .failure(error: "disk full"))
    try store.dispatch(action: .data(.persistentSession(.didFetchCategories(result: .failure(error: "offline")))))
    // :expect selectCategoriesStatus() == .failure(error: "offline")
    #expect(store.select(AnimalsState.selectCategoriesStatus()) == .failure(error: "offline"))
    try store.dispatch(action: .data(.persistentSession(.didFetchAnimals(result: .failure(error: "offline")))))
    // :expect selectAnimalsStatus() == .failure(error: "offline")
    #expect(store.select(AnimalsState.selectAnimalsStatus()) == .failure(error: "offline"))
    try store.dispatch(action: .data(.persistentSession(.didAddAnimal(
      id: "TMP-2",
      result: .failure(error: "disk full")
    ))))
    // :expect selectAnimalStatus(animalId: "TMP-2") == .failure(error: "disk full")
    #expect(store.select(AnimalsState.selectAnimalStatus(animalId: "TMP-2")) == .failure(error: "disk full"))
    try store.dispatch(action: .ui(.categoryList(.onAppear)))
    try store.dispatch(action: .ui(.categoryList(.onTapReloadSampleDataButton)))
    // What an effect dispatched:
    try store.dispatch(action: .data(.persistentSession(.didReloadSampleData(result: .success(
      animals: [
        Animal(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal"),
        Animal(animalId: "Cat", name: "Cat", diet: .carnivorous, categoryId: "Mammal"),
        Animal(animalId: "Kangaroo", name: "Red kangaroo", diet: .herbivorous, categoryId: "Mammal"),
        Animal(animalId: "Bibbon", name: "Southern gibbon", diet: .herbivorous, categoryId: "Mammal"),
        Animal(animalId: "Sparrow", name: "House sparrow", diet: .omnivorous, categoryId: "Bird"),
        Animal(animalId: "Newt", name: "Newt", diet: .carnivorous, categoryId: "Amphibian"),
      ],
      categories: [
        Category(categoryId: "Amphibian", name: "Amphibian"),
        Category(categoryId: "Bird", name: "Bird"),
        Category(categoryId: "Fish", name: "Fish"),
        Category(categoryId: "Invertebrate", name: "Invertebrate"),
        Category(categoryId: "Mammal", name: "Mammal"),
        Category(categoryId: "Reptile", name: "Reptile"),
      ]
    )))))
    // :expect Mammals == [.cat, .dog, .kangaroo, .gibbon]
    #expect(store.select(AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \Animal.name, order: .forward)) == [
      Animal(animalId: "Cat", name: "Cat", diet: .carnivorous, categoryId: "Mammal"),
      Animal(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal"),
      Animal(animalId: "Kangaroo", name: "Red kangaroo", diet: .herbivorous, categoryId: "Mammal"),
      Animal(animalId: "Bibbon", name: "Southern gibbon", diet: .herbivorous, categoryId: "Mammal"),
    ])
    // :expect selectAnimal(animalId: "Ghost") == nil
    #expect(store.select(AnimalsState.selectAnimal(animalId: "Ghost")) == nil)
    // :expect selectAnimalStatus(animalId: "TMP-EAGLE") == .success
    #expect(store.select(AnimalsState.selectAnimalStatus(animalId: "TMP-EAGLE")) == .success)
  }

  /// The store at launch: the initial state and the domain's reducer.
  static func makeStore() -> Store<AnimalsState, AnimalsAction> {
    Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
  }
}
