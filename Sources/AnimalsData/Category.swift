import TypedLiterals

/// A category of animals (book, chapter 6). Its id is its name in the sample data.
// @TypedLiteral
public struct Category: Hashable, Sendable, Codable {
  public let categoryId: String
  public let name: String

  /// Creates a category; only this package makes them (views dispatch actions instead).
  public init(categoryId: String, name: String) {
    self.categoryId = categoryId
    self.name = name
  }
}

extension Category: Identifiable {
  public var id: String { self.categoryId }
}

extension Category {
  public static var amphibian: Self { Self(categoryId: "Amphibian", name: "Amphibian") }
  public static var bird: Self { Self(categoryId: "Bird", name: "Bird") }
  public static var fish: Self { Self(categoryId: "Fish", name: "Fish") }
  public static var invertebrate: Self { Self(categoryId: "Invertebrate", name: "Invertebrate") }
  public static var mammal: Self { Self(categoryId: "Mammal", name: "Mammal") }
  public static var reptile: Self { Self(categoryId: "Reptile", name: "Reptile") }

  /// The sample categories, in the book's order.
  public static var samples: [Self] { [.amphibian, .bird, .fish, .invertebrate, .mammal, .reptile] }

  public static var literalSamples: [LiteralSample<Self>] {
    [
      LiteralSample("amphibian", .amphibian),
      LiteralSample("bird", .bird),
      LiteralSample("fish", .fish),
      LiteralSample("invertebrate", .invertebrate),
      LiteralSample("mammal", .mammal),
      LiteralSample("reptile", .reptile),
    ]
  }
}
