import Foundation
import Testing
import TestSupport

/// The Animals walkthroughs (06–09), read from their committed transcripts, dispatch every action
/// shape `:actions` lists, both arms of every result, and every action that can make the reducer throw.
@Suite struct WalkthroughCoverageTests {
  static let transcripts: [String] = ["06-animals-data", "07-animals-client", "08-animals-ui", "09-animals-app"].map {
    (try? String(
      contentsOf: PackagePaths.root.appendingPathComponent("scripts/walkthroughs/\($0).expected"), encoding: .utf8)) ?? ""
  }

  /// Every dispatch header (`#N …` or `#N ← #M …`), reduced to its action text.
  static var dispatched: [String] {
    transcripts.flatMap { $0.split(separator: "\n") }.compactMap { line -> String? in
      guard line.hasPrefix("#"), let dot = line.firstIndex(of: ".") else { return nil }
      return String(line[dot...])
    }
  }

  /// Every action an `:expect throws` line proved to throw.
  static var thrown: [String] {
    transcripts.flatMap { $0.split(separator: "\n") }.compactMap { line -> String? in
      guard let range = line.range(of: ":expect throws ") else { return nil }
      return String(line[range.upperBound...])
    }
  }

  static func shapes() async -> [String] {
    let result = try? await ProcessRunner.run(PackagePaths.imshell, ["animals", "-e", ":actions"])
    return result?.output.split(separator: "\n").map(String.init) ?? []
  }

  @Test func everyShapeIsDispatchedWithBothResultArms() async throws {
    let shapes = await Self.shapes()
    #expect(shapes.count == 13, "13 leaf cases: \(shapes)")
    let dispatched = Self.dispatched
    for shape in shapes {
      let uses = dispatched.filter { Self.matches($0, shape) }
      #expect(!uses.isEmpty, "no walkthrough dispatches \(shape)")
      if shape.contains("result:") {
        #expect(uses.contains { $0.contains("result: .success(") }, "\(shape) never succeeds")
        #expect(uses.contains { $0.contains("result: .failure(") }, "\(shape) never fails")
      }
    }
  }

  /// Whether `action` is an instance of `shape`: `.ui(.categoryList(.onAppear))` matches itself;
  /// `.data(.persistentSession(.didAddAnimal(id:result:)))` matches any `.data(.persistentSession(.didAddAnimal(…`.
  static func matches(_ action: String, _ shape: String) -> Bool {
    guard let colon = shape.firstIndex(of: ":"), let open = shape[..<colon].lastIndex(of: "(") else {
      return action == shape
    }
    return action.hasPrefix(shape[...open])
  }

  @Test func shapesMatchOnlyTheirOwnCase() {
    let shape = ".data(.persistentSession(.didAddAnimal(id:result:)))"
    #expect(Self.matches(".data(.persistentSession(.didAddAnimal(id: \"T\", result: .failure(error: \"x\"))))", shape))
    #expect(!Self.matches(".data(.persistentSession(.didFetchAnimals(result: .failure(error: \"x\"))))", shape))
    #expect(!Self.matches(".ui(.animalList(.onAppear))", ".ui(.categoryList(.onAppear))"))
  }

  @Test(arguments: [
    ".ui(.animalList(.onTapDeleteSelectedAnimalButton(", ".ui(.animalDetail(.onTapDeleteSelectedAnimalButton(",
    ".ui(.animalEditor(.onTapUpdateAnimalButton(", ".data(.persistentSession(.didUpdateAnimal(",
    ".data(.persistentSession(.didDeleteAnimal(",
  ])
  func everyThrowingCaseIsShownThrowing(_ prefix: String) {
    #expect(Self.thrown.contains { $0.hasPrefix(prefix) }, "no `:expect throws \(prefix)…`")
  }
}
