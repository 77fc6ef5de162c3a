import Foundation

/// The body of a `POST /animals/api`: queries to answer and mutations to apply, each list in
/// order (book, chapter 14, "RemoteStore"). A missing list is omitted from the JSON.
///
/// ```json
/// {"query":[{"categories":{}}]}
/// {"mutation":[{"addAnimal":{"categoryId":"Bird","diet":"Carnivore","name":"Eagle"}}]}
/// ```
///
/// Cases encode the way Swift synthesizes enum coding: the case name as the key, its labelled
/// values as an object. Decoding rejects keys it does not know at every level, a `null` list and a
/// blank name (`RemoteRequest+Decoding.swift`), so a misspelt request is refused rather than read
/// as another one.
///
/// - Important: A wire type shared by `RemoteStore` and AnimalsDataServer; changing it changes
///   the protocol.
package struct RemoteRequest: Hashable, Sendable, Codable {
  /// What to read; answered before any mutation.
  package let query: [Query]?
  /// What to change; applied in one transaction, all or nothing.
  package let mutation: [Mutation]?

  /// Creates a request.
  package init(query: [Query]? = nil, mutation: [Mutation]? = nil) {
    self.query = query
    self.mutation = mutation
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case query, mutation
  }

  package init(from decoder: any Decoder) throws {
    try Self.rejectUnknownKeys(in: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    // A list that is present must be a list: `null` is refused, not read as a missing list.
    self.query = container.contains(.query) ? try container.decode([Query].self, forKey: .query) : nil
    self.mutation = container.contains(.mutation) ? try container.decode([Mutation].self, forKey: .mutation) : nil
  }
}

extension RemoteRequest {
  /// One read.
  package enum Query: Hashable, Sendable, Codable {
    /// Every category.
    case categories
    /// Every animal.
    case animals
  }

  /// One change.
  package enum Mutation: Hashable, Sendable, Codable {
    /// Insert an animal; the server gives it its id.
    case addAnimal(name: String, diet: Animal.Diet, categoryId: String)
    /// Replace an existing animal's fields.
    case updateAnimal(animalId: String, name: String, diet: Animal.Diet, categoryId: String)
    /// Remove an existing animal.
    case deleteAnimal(animalId: String)
    /// Throw everything away and write the sample data again.
    case reloadSampleData
  }
}

extension RemoteRequest {
  /// The request's JSON: keys sorted, so the same request is the same bytes on every run (the
  /// synthesized coding of an enum's values writes its keys in no fixed order on Linux).
  package var json: Foundation.Data {
    get throws { try Self.encoder.encode(self) }
  }

  /// The encoder requests (and the server's responses) are written with.
  package static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Throws a `DecodingError` naming the first top-level key that is neither `query` nor
  /// `mutation`.
  private static func rejectUnknownKeys(in decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    let known = Set(CodingKeys.allCases.map(\.rawValue))
    if let unknown = container.allKeys.first(where: { !known.contains($0.stringValue) }) {
      throw DecodingError.dataCorruptedError(
        forKey: unknown, in: container, debugDescription: "unknown key \"\(unknown.stringValue)\"; expected query or mutation")
    }
  }

  /// Any key, to list what an object holds.
  private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
