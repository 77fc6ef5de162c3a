import AnimalsData
import Foundation
import ImmutableShell

/// `imshell animals --remote URL` (or `IMSHELL_ANIMALS_URL`, or `:serve animals`): the same
/// session over AnimalsDataServer (book, chapters 14–17).
extension AnimalsDomain {
  /// The environment variable naming the server when `--remote` does not.
  static let remoteVariable = "IMSHELL_ANIMALS_URL"

  public static let servers: [ServerEntry] = [
    ServerEntry(
      "animals", executable: "AnimalsDataServer", options: ["store"], usage: "[store: PATH]",
      summary: "AnimalsDataServer over the SQLite file PATH (default: animals-server.sqlite beside the local store); it takes the shell's --seed",
      inheritsSeed: true,
      defaults: { options in
        let folder = options.dataDirectory
        try? PrivateFiles.createFolder(folder)
        return [("store", folder + "/animals-server.sqlite")]
      })
  ]

  /// The server's base URL, if the options or the environment name one.
  ///
  /// - Throws: a `Diagnostic` when it is not an http(s) URL with a valid port (`RemoteURL`).
  static func remoteURL(options: DomainOptions) throws -> URL? {
    let environment = ProcessInfo.processInfo.environment[Self.remoteVariable].flatMap { $0.isEmpty ? nil : $0 }
    guard let text = options.remote ?? environment else { return nil }
    return try RemoteURL.parse(text)
  }

  /// The request the remote store sends for `effect`, as the effect trace prints it:
  /// `POST /animals/api {"query":[{"categories":{}}]}`.
  static func describeRequest(for effect: Listener<AnimalsBackend>.Effect) -> String {
    let request: RemoteRequest
    switch effect {
    case .fetchCategoriesQuery: request = RemoteRequest(query: [.categories])
    case .fetchAnimalsQuery: request = RemoteRequest(query: [.animals])
    case .reloadSampleDataMutation: request = RemoteRequest(mutation: [.reloadSampleData])
    case .deleteAnimalMutation(let animalId): request = RemoteRequest(mutation: [.deleteAnimal(animalId: animalId)])
    case .addAnimalMutation(_, let name, let diet, let categoryId):
      request = RemoteRequest(mutation: [.addAnimal(name: name, diet: diet, categoryId: categoryId)])
    case .updateAnimalMutation(let animalId, let name, let diet, let categoryId):
      request = RemoteRequest(
        mutation: [.updateAnimal(animalId: animalId, name: name, diet: diet, categoryId: categoryId)])
    }
    let body = (try? request.json).map { String(decoding: $0, as: UTF8.self) } ?? "(unencodable)"
    return "POST \(RemoteStore<NetworkSession<RecordingURLSession>>.apiPath) \(body)"
  }
}

/// The animals' store is local or, with `--remote`, the Animals server's.
extension AnimalsDomain: RemoteStoreDomain {}
