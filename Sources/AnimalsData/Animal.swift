import TypedLiterals

/// An animal (book, chapter 6). It refers to its category by id rather than embedding it.
// @TypedLiteral
public struct Animal: Hashable, Sendable, Codable {
  public let animalId: String
  public let name: String
  public let diet: Diet
  public let categoryId: String

  /// Creates an animal; only this package makes them.
  public init(animalId: String, name: String, diet: Diet, categoryId: String) {
    self.animalId = animalId
    self.name = name
    self.diet = diet
    self.categoryId = categoryId
  }
}

extension Animal {
  /// What an animal eats; the raw values are what the stores write.
  // @TypedLiteral
  public enum Diet: String, CaseIterable, Hashable, Sendable, Codable {
    case herbivorous = "Herbivore"
    case carnivorous = "Carnivore"
    case omnivorous = "Omnivore"
  }
}

extension Animal {
  /// Why `name` cannot be an animal's name, as a sentence, or nil when it can. A name is refused
  /// when it is blank (empty, or only Unicode White_Space scalars) or holds U+0000 (SQLite hands
  /// text back only up to its first NUL, so the name would not read back as stored). The stores
  /// and the server apply this; the OpenAPI document's pattern spells out the same rule.
  package static func flaw(inName name: String) -> String? {
    if name.unicodeScalars.contains("\u{0}") { return "an animal's name cannot hold a NUL character" }
    if name.unicodeScalars.allSatisfy(\.properties.isWhitespace) { return "an animal's name cannot be blank" }
    return nil
  }
}

extension Animal: Identifiable {
  public var id: String { self.animalId }
}

extension Animal {
  public static var dog: Self { Self(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal") }
  public static var cat: Self { Self(animalId: "Cat", name: "Cat", diet: .carnivorous, categoryId: "Mammal") }
  public static var kangaroo: Self {
    Self(animalId: "Kangaroo", name: "Red kangaroo", diet: .herbivorous, categoryId: "Mammal")
  }
  /// The book spells this id "Bibbon"; walkthroughs and servers depend on that spelling.
  public static var gibbon: Self {
    Self(animalId: "Bibbon", name: "Southern gibbon", diet: .herbivorous, categoryId: "Mammal")
  }
  public static var sparrow: Self {
    Self(animalId: "Sparrow", name: "House sparrow", diet: .omnivorous, categoryId: "Bird")
  }
  public static var newt: Self { Self(animalId: "Newt", name: "Newt", diet: .carnivorous, categoryId: "Amphibian") }

  /// The sample animals, in the book's order.
  public static var samples: [Self] { [.dog, .cat, .kangaroo, .gibbon, .sparrow, .newt] }

  public static var literalSamples: [LiteralSample<Self>] {
    [
      LiteralSample("dog", .dog),
      LiteralSample("cat", .cat),
      LiteralSample("kangaroo", .kangaroo),
      LiteralSample("gibbon", .gibbon),
      LiteralSample("sparrow", .sparrow),
      LiteralSample("newt", .newt),
    ]
  }
}
