import AnimalsData
import Foundation
import Synchronization

/// The store's categories and animals as encoded JSON, kept equal to the file's rows, so a query
/// is answered by joining bytes instead of reading the store and encoding every row again.
///
/// ```swift
/// let mirror = StoreMirror(version: try StoreVersion(path: path).current)
/// let generation = try await mirror.refresh(from: store)        // reads the file once
/// let json = mirror.answer([.animals], since: generation)?.json  // no store, no encoder
/// ```
///
/// Each animal is encoded once by `JSONEncoder`, when it is read or written; a list is those
/// fragments joined in the store's order, built again only after a write changed it.
///
/// Why it stays correct (issue 27's mixed load): the content is known to be the file's at a
/// `StoreVersion` value, `current`, which changes with every commit of any connection.
/// - The server's own writes update it from their results, on the store's connection right
///   after the commit (`didCommit`), so no request sees the file changed and the copy not.
/// - Another connection's commit is seen through the store connection's own `PRAGMA
///   data_version` (`writer`), which changes with every commit *except* that connection's: while
///   it holds the value the content was read at, only our writes (all applied here) reached the
///   file. When it moved, the content is read again.
/// - A request first confirms the content is the file's at the `StoreVersion` value it reads
///   (`generation(at:)`); any commit not yet accounted for has changed that value, and the reader
///   goes through `refresh` first. It is then answered from that generation or a newer one.
package final class StoreMirror: Sendable {
  /// What the mirror holds, behind one lock.
  struct Content {
    /// The categories, as the encoded JSON array.
    var categories: [UInt8] = []
    /// Each animal's encoded JSON object, by id.
    var animals: [ID: [UInt8]] = [:]
    /// The animals' ids in the store's order (`ORDER BY animalId`).
    var order: [ID] = []
    /// The animals' JSON array, joined on first use after a change.
    var animalsList: [UInt8]?
    /// The store connection's `data_version` when the content was last read; nil when the content
    /// is not known to be the file's (never read, or a write it could not follow).
    var writer: Int?
    /// The `StoreVersion` value at which the content is the file's; nil until confirmed.
    var reader: Int?
    /// Changes with every change of the content: what an answer built from it is kept under.
    var generation = 0
    /// How many times every row was read (for tests).
    var reads = 0
  }

  /// An animal's id as SQLite compares it, byte for byte: two spellings Swift's `String` calls
  /// equal (`é` precomposed or not) are two rows to SQLite's BINARY collation.
  struct ID: Hashable, Comparable {
    let bytes: [UInt8]

    init(_ id: String) {
      self.bytes = Array(id.utf8)
    }

    static func < (a: Self, b: Self) -> Bool {
      a.bytes.lexicographicallyPrecedes(b.bytes)
    }
  }

  let content = Mutex(Content())
  /// Reads the `StoreVersion` value.
  let readVersion: @Sendable () throws -> Int

  /// A mirror that knows nothing yet, confirmed against `version` (`StoreVersion.current`).
  package init(version: @escaping @Sendable () throws -> Int) {
    self.readVersion = version
  }

  /// The generation of the content when it is the file's at `version`, else nil.
  package func generation(at version: Int) -> Int? {
    self.content.withLock { $0.reader == version && $0.writer != nil ? $0.generation : nil }
  }

  /// The JSON answer to a query-only request of `queries`, and the generation it was built from,
  /// when the content is known to be the file's and is `generation` or newer; nil otherwise (then
  /// ask the store).
  ///
  /// Newer is as good: a request confirmed `generation` current after it began, and any later
  /// content was confirmed later still (by a write of ours, or a read of every row), so it holds
  /// every write acknowledged before the request began. Asking for exactly `generation` sent every
  /// query racing a write of ours to the store (a profile of the mixed load, issue 27).
  ///
  /// The bytes equal `RemoteResponse(query:).json` for the same rows (`StoreMirrorTests`).
  package func answer(_ queries: [RemoteRequest.Query], since generation: Int) -> (json: [UInt8], generation: Int)? {
    self.content.withLock { content in
      guard content.reader != nil, content.writer != nil, content.generation >= generation else { return nil }
      var json: [UInt8] = []
      json.append(contentsOf: #"{"query":["#.utf8)
      for (index, query) in queries.enumerated() {
        if index > 0 { json.append(UInt8(ascii: ",")) }
        switch query {
        case .categories:
          json.append(contentsOf: #"{"categories":{"categories":"#.utf8)
          json.append(contentsOf: content.categories)
        case .animals:
          json.append(contentsOf: #"{"animals":{"animals":"#.utf8)
          json.append(contentsOf: content.joinedAnimals())
        }
        json.append(contentsOf: "}}".utf8)
      }
      json.append(contentsOf: "]}".utf8)
      return (json, content.generation)
    }
  }

  /// How many times it has read every row of the store (for tests): once at first, then only
  /// after another connection's commit.
  package var reads: Int {
    self.content.withLock { $0.reads }
  }
}

extension StoreMirror.Content {
  /// The animals' JSON array, joining the fragments once per change.
  mutating func joinedAnimals() -> [UInt8] {
    if let list = self.animalsList { return list }
    var list: [UInt8] = [UInt8(ascii: "[")]
    list.reserveCapacity(self.order.count * 96)
    for (index, id) in self.order.enumerated() {
      if index > 0 { list.append(UInt8(ascii: ",")) }
      list.append(contentsOf: self.animals[id] ?? [])
    }
    list.append(UInt8(ascii: "]"))
    self.animalsList = list
    return list
  }

  /// Puts `fragment` as the animal `id`, in its place in the order.
  mutating func put(_ id: StoreMirror.ID, _ fragment: [UInt8]) {
    if self.animals.updateValue(fragment, forKey: id) == nil {
      self.order.insert(id, at: self.place(of: id))
    }
    self.animalsList = nil
  }

  /// Removes the animal `id`, if it is there.
  mutating func remove(_ id: StoreMirror.ID) {
    guard self.animals.removeValue(forKey: id) != nil else { return }
    let index = self.place(of: id)
    if index < self.order.count, self.order[index] == id { self.order.remove(at: index) }
    self.animalsList = nil
  }

  /// Where `id` is, or would go, in `order`.
  func place(of id: StoreMirror.ID) -> Int {
    var (low, high) = (0, self.order.count)
    while low < high {
      let middle = (low + high) / 2
      if self.order[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
