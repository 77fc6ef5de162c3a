import Foundation
import Testing
import TypedLiterals

// The test-local types the round-trip suites read and print (RoundTripTests and RoundTripGapTests):
// shaped like the book's Animals actions, with every kind of payload the
// generated conformances must handle, and one value of every case.

// @TypedLiteral
struct Animal: Hashable, Sendable {
  let animalId: String
  let name: String
  let diet: Diet
  let categoryId: String

  // @TypedLiteral
  enum Diet: String, CaseIterable, Hashable, Sendable {
    case herbivorous = "Herbivore"
    case carnivorous = "Carnivore"
    case omnivorous = "Omnivore"
  }

  static let dog = Animal(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal")
  static let cat = Animal(animalId: "Cat", name: "Cat", diet: .carnivorous, categoryId: "Mammal")
  static let kong = Animal(animalId: "Kong", name: "Kong \"King\"", diet: .omnivorous, categoryId: "Mammal")

  static var literalSamples: [LiteralSample<Animal>] { [LiteralSample("dog", .dog), LiteralSample("cat", .cat)] }
}

// @TypedLiteral
enum AnimalsAction: Hashable, Sendable {
  case ui(_ action: UI)
  case data(_ action: Data)

  // @TypedLiteral
  enum UI: Hashable, Sendable {
    case categoryList(_ action: CategoryList)
    case animalList(_ action: AnimalList)
    case animalEditor(_ action: AnimalEditor)

    // @TypedLiteral
    enum CategoryList: Hashable, Sendable {
      case onAppear
      case onTapReloadSampleDataButton
    }

    // @TypedLiteral
    enum AnimalList: Hashable, Sendable {
      case onAppear
      case onTapDeleteSelectedAnimalButton(animalId: String)
    }

    // @TypedLiteral
    enum AnimalEditor: Hashable, Sendable {
      case onTapAddAnimalButton(id: String, name: String, diet: Animal.Diet, categoryId: String)
      case onTapUpdateAnimalButton(animal: Animal)
    }
  }

  /// Named like the book's `AnimalsAction.Data`, which shadows `Foundation.Data` inside the enum.
  // @TypedLiteral
  enum Data: Hashable, Sendable {
    case didFetchAnimals(result: FetchResult)
    case didSelectAnimal(animalId: String?)
    case didCountAnimals(_ counts: [String: Int])
    case didMeasure(weight: Double, isHealthy: Bool)
    case didStamp(animals: [Animal], at: Date)
  }
}

// @TypedLiteral
enum FetchResult: Hashable, Sendable {
  case success(animals: [Animal])
  case failure(error: String)
}

/// A struct with every kind of stored property the generator must tell apart.
// @TypedLiteral
struct Quake: Hashable, Sendable {
  var quakeId: String
  var magnitude: Double
  var place: String? = nil
  let source: String = "USGS"  // a `let` with a value is not in the memberwise init
  var label: String { "M\(self.magnitude)" }  // computed
  var history: [Int] = [] {
    didSet {}  // observed, still stored
  }
  static let unit = "Mw"
}

/// Keyword names need backticks in Swift but are written bare in the literal language.
// @TypedLiteral
enum Scope: Hashable, Sendable {
  case `default`
  case `in`(`class`: String, `for`: Int)
}

// @TypedLiteral
struct Rule: Hashable, Sendable {
  var `class`: String
  var `default`: Scope
}

extension AnimalsAction: CustomTestStringConvertible {
  var testDescription: String { self.literal.description }
}

/// One value of every case, nested cases included; `everyCaseIsCovered` keeps it complete.
let everyAction: [AnimalsAction] = [
  .ui(.categoryList(.onAppear)),
  .ui(.categoryList(.onTapReloadSampleDataButton)),
  .ui(.animalList(.onAppear)),
  .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Dog"))),
  .ui(.animalEditor(.onTapAddAnimalButton(id: "Bat", name: "Bat", diet: .herbivorous, categoryId: "Mammal"))),
  .ui(.animalEditor(.onTapUpdateAnimalButton(animal: .kong))),
  .data(.didFetchAnimals(result: .success(animals: [.dog, .cat, .kong]))),
  .data(.didFetchAnimals(result: .success(animals: []))),
  .data(.didFetchAnimals(result: .failure(error: "offline\n(retry)"))),
  .data(.didSelectAnimal(animalId: "Cat")),
  .data(.didSelectAnimal(animalId: nil)),
  .data(.didCountAnimals(["Mammal": 2, "Bird": 0, "Reptile": -1])),
  .data(.didCountAnimals([:])),
  .data(.didMeasure(weight: 12.5, isHealthy: true)),
  .data(.didMeasure(weight: 3, isHealthy: false)),
  .data(.didStamp(animals: [.dog], at: Date(timeIntervalSince1970: 1_691_025_921))),
]
