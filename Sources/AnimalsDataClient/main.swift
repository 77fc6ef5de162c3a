// Prints every animal, then every category, from an Animals SQLite store or, with --remote, from
// AnimalsDataServer: the book's end-to-end check of the data layer without any UI (chapter 7,
// "AnimalsDataClient"; chapter 16 for the remote). Opening a new file seeds it with the sample
// data; run it again after changing the store to see what persisted.

import AnimalsData
import Foundation
import TypedLiterals

/// What the command line asked for.
enum ClientRequest {
  case help
  case list(storePath: String)
  case listRemote(url: URL)
}

let usage = """
  USAGE: AnimalsDataClient [--store PATH | --remote URL]

  Prints the animals, then the categories, of an Animals store, one literal per line, sorted by id.

  OPTIONS:
    --store PATH   the SQLite store to read (created and seeded if missing; default: default.sqlite
                   in the current directory)
    --remote URL   read from AnimalsDataServer at URL (such as http://127.0.0.1:8080) instead
    -h, --help     show this help
  """

/// Writes `message` to standard error and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("AnimalsDataClient: error: \(message)\n".utf8))
  exit(status)
}

/// Reads the arguments; usage errors exit with status 64.
func parse(_ arguments: [String]) -> ClientRequest {
  var storePath = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    .appendingPathComponent("default.sqlite").path
  var remote: String?
  var remaining = arguments[...]
  while let argument = remaining.popFirst() {
    switch argument {
    case "-h", "--help":
      return .help
    case "--store":
      guard let path = remaining.popFirst() else { fail("--store needs a PATH\n\n\(usage)", status: 64) }
      storePath = path
    case _ where argument.hasPrefix("--store="):
      storePath = String(argument.dropFirst("--store=".count))
    case "--remote":
      guard let url = remaining.popFirst() else { fail("--remote needs a URL\n\n\(usage)", status: 64) }
      remote = url
    case _ where argument.hasPrefix("--remote="):
      remote = String(argument.dropFirst("--remote=".count))
    default:
      fail("unknown argument '\(argument)'\n\n\(usage)", status: 64)
    }
  }
  guard let remote else { return .list(storePath: storePath) }
  guard !arguments.contains(where: { $0 == "--store" || $0.hasPrefix("--store=") }) else {
    fail("--store and --remote cannot be used together\n\n\(usage)", status: 64)
  }
  guard let url = URL(string: remote), url.scheme == "http" || url.scheme == "https" else {
    fail("--remote must be an http or https URL, not '\(remote)'\n\n\(usage)", status: 64)
  }
  return .listRemote(url: url)
}

/// Prints what `store` holds: its animals, then its categories, each sorted by id.
func list(_ store: some PersistentSessionPersistentStore) async {
  do {
    let animals = try await store.fetchAnimalsQuery().sorted { $0.animalId < $1.animalId }
    let categories = try await store.fetchCategoriesQuery().sorted { $0.categoryId < $1.categoryId }
    for animal in animals {
      print(animal.literal.description)
    }
    for category in categories {
      print(category.literal.description)
    }
  } catch {
    fail(String(describing: error), status: 1)
  }
}

switch parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
  print(usage)
case .list(let storePath):
  let store: LocalStore<UUID>
  do {
    store = try LocalStore<UUID>(path: storePath)
  } catch {
    fail(String(describing: error), status: 1)
  }
  await list(store)
case .listRemote(let url):
  await list(RemoteStore(session: NetworkSession(service: .animalsServer), baseURL: url))
}
