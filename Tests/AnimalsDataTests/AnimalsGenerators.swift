import AnimalsData
import PropertyBased

/// Ids and names: printable ASCII mixed with what the printer must escape, accents and emoji.
let animalsText = Gen<Unicode.Scalar>.oneOf(
  Gen<Unicode.Scalar>.unicodeScalar(in: " "..."~").eraseToAny(),
  Gen<Unicode.Scalar?>.element(of: ["\"", "\\", "\n", "\t", "\0", "\u{7F}", "é", "\u{301}", "😀"] as [Unicode.Scalar])
    .map { $0! }.eraseToAny()
).array(of: 0...8).map { String(String.UnicodeScalarView($0)) }

/// Results fail with any text, or succeed with a generated payload.
private func result<T>(
  _ success: @escaping @Sendable (inout any SeededRandomNumberGenerator) -> T, failure: @escaping @Sendable (String) -> T
) -> Generator<T, Shrink.None<T>> {
  Generator { rng in Bool.random(using: &rng) ? success(&rng) : failure(animalsText.run(using: &rng)) }
}

extension Gen where Value == Animal {
  /// Any animal, sample or not.
  static let animal = zip(animalsText, animalsText, Gen<Animal.Diet>.case, animalsText).map {
    Animal(animalId: $0, name: $1, diet: $2, categoryId: $3)
  }
}

extension Gen where Value == AnimalsData.Category {
  /// Any category, sample or not.
  static let category = zip(animalsText, animalsText).map { AnimalsData.Category(categoryId: $0, name: $1) }
}

extension Gen where Value == AnimalsAction {
  /// Every case of every nested action enum, with generated payloads.
  static let action = Generator<AnimalsAction, Shrink.None<AnimalsAction>> { rng in
    let animals = Gen<Animal>.animal.array(of: 0...3)
    let categories = Gen<AnimalsData.Category>.category.array(of: 0...3)
    let id = animalsText.run(using: &rng)
    switch Int.random(in: 0..<14, using: &rng) {
    case 0: return .ui(.categoryList(.onAppear))
    case 1: return .ui(.categoryList(.onTapReloadSampleDataButton))
    case 2: return .ui(.animalList(.onAppear))
    case 3: return .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: id)))
    case 4: return .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: id)))
    case 5:
      let animal = Gen<Animal>.animal.run(using: &rng)
      return .ui(.animalEditor(.onTapAddAnimalButton(id: id, name: animal.name, diet: animal.diet, categoryId: animal.categoryId)))
    case 6:
      let animal = Gen<Animal>.animal.run(using: &rng)
      return .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: id, name: animal.name, diet: animal.diet, categoryId: animal.categoryId)))
    case 7:
      return .data(.persistentSession(.didFetchCategories(result: result({ .success(categories: categories.run(using: &$0)) }, failure: { .failure(error: $0) }).run(using: &rng))))
    case 8:
      return .data(.persistentSession(.didFetchAnimals(result: result({ .success(animals: animals.run(using: &$0)) }, failure: { .failure(error: $0) }).run(using: &rng))))
    case 9:
      return .data(.persistentSession(.didReloadSampleData(result: result(
        { .success(animals: animals.run(using: &$0), categories: categories.run(using: &$0)) }, failure: { .failure(error: $0) }
      ).run(using: &rng))))
    case 10:
      return .data(.persistentSession(.didAddAnimal(id: id, result: result({ .success(animal: Gen<Animal>.animal.run(using: &$0)) }, failure: { .failure(error: $0) }).run(using: &rng))))
    case 11:
      return .data(.persistentSession(.didUpdateAnimal(animalId: id, result: result({ .success(animal: Gen<Animal>.animal.run(using: &$0)) }, failure: { .failure(error: $0) }).run(using: &rng))))
    default:
      return .data(.persistentSession(.didDeleteAnimal(animalId: id, result: result({ .success(animal: Gen<Animal>.animal.run(using: &$0)) }, failure: { .failure(error: $0) }).run(using: &rng))))
    }
  }
}
