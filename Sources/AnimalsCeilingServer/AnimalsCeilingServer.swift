import AnimalsData
import Foundation
import Hummingbird

/// The framework's ceiling for `scripts/load-animals`: a bare Hummingbird server that answers
/// every `POST /animals/api` with the categories answer AnimalsDataServer gives on a fresh store,
/// encoded once at start. No store, no decoding, no middleware: what is left is Hummingbird's own
/// cost per request, so AnimalsDataServer's figure divided by this one is the share ours takes.
///
/// ```sh
/// .build/release/AnimalsCeilingServer 8081   # listening on http://127.0.0.1:8081
/// ```
@main
enum AnimalsCeilingServer {
  static func main() async throws {
    let port = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 0
    let categories = Category.samples.sorted { $0.categoryId < $1.categoryId }
    let json = try RemoteResponse(query: [.categories(categories: categories)]).json
    let router = Router()
    router.post("/animals/api") { _, _ in
      Response(
        status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: json)))
    }
    let app = Application(
      router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
      onServerRunning: { channel in
        FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(channel.localAddress?.port ?? 0)\n".utf8))
      })
    try await app.runService()
  }
}
