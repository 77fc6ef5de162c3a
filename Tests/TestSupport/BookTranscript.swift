import Foundation

/// The answers of the book's curl session (chapter 15), whitespace removed; list order is the
/// book's SwiftData store's, which nothing fixed, so comparisons sort lists.
public enum BookTranscript {
  /// The categories query's answer.
  public static let categories = """
    {"query":[{"categories":{"categories":[{"categoryId":"Mammal","name":"Mammal"},{"name":"Bird","categoryId":"Bird"},\
    {"categoryId":"Amphibian","name":"Amphibian"},{"categoryId":"Invertebrate","name":"Invertebrate"},\
    {"categoryId":"Fish","name":"Fish"},{"categoryId":"Reptile","name":"Reptile"}]}}]}
    """
  /// The animals query's answer.
  public static let animals = """
    {"query":[{"animals":{"animals":[{"diet":"Herbivore","name":"Southern gibbon","categoryId":"Mammal","animalId":"Bibbon"},\
    {"diet":"Carnivore","categoryId":"Amphibian","name":"Newt","animalId":"Newt"},\
    {"animalId":"Cat","categoryId":"Mammal","diet":"Carnivore","name":"Cat"},\
    {"name":"House sparrow","animalId":"Sparrow","diet":"Omnivore","categoryId":"Bird"},\
    {"categoryId":"Mammal","animalId":"Kangaroo","name":"Red kangaroo","diet":"Herbivore"},\
    {"name":"Dog","animalId":"Dog","categoryId":"Mammal","diet":"Carnivore"}]}}]}
    """

  /// The answer to adding "Eagle" (the book's generated id).
  public static let addedEagle = """
    {"mutation":[{"addAnimal":{"animal":{"animalId":"467D0044-4BB9-4C28-A10B-E87A2C328034","diet":"Carnivore",\
    "categoryId":"Bird","name":"Eagle"}}}]}
    """

  /// `json` with sorted keys and every list sorted by its elements' text: only content compared.
  public static func normalized(_ json: Data) throws -> String {
    func sortLists(_ value: Any) -> Any {
      if let object = value as? [String: Any] { return object.mapValues(sortLists) }
      if let list = value as? [Any] { return list.map(sortLists).sorted { Self.text($0) < Self.text($1) } }
      return value
    }
    return Self.text(sortLists(try JSONSerialization.jsonObject(with: json)))
  }

  /// `normalized` of a JSON text.
  public static func normalized(_ json: String) throws -> String {
    try Self.normalized(Data(json.utf8))
  }

  private static func text(_ value: Any) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
