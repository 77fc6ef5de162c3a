import Foundation
import Testing
import TestSupport

/// The book's `AnimalList` shows its list, and dispatches `.ui(.animalList(.onAppear))`, only
/// once its category value is loaded; before that it says "Select a category" and dispatches
/// nothing. Through the real binary, effects off so that the categories never load on their own.
@Suite struct AnimalListAppearTests {
  static let arguments = ["animals", "--store", "memory", "--seed", "1", "--no-effects", "--batch"]
  static let mammalLoaded =
    ".data(.persistentSession(.didFetchCategories(result: .success(categories: [Category(categoryId: \"Mammal\", name: \"Mammal\")]))))\n"

  @Test func aRelaunchWithCategoriesNotLoadedDispatchesNoListOnAppear() async throws {
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, Self.arguments,
      input: ":mount App = Content(categoryId: \"Mammal\", animalId: nil)\n:reset\n:history\n"
        + ":expect selectAnimalsStatus() == nil\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(!result.output.contains(".ui(.animalList(.onAppear))"), "\(result.output)")
    #expect(result.output.contains("AnimalList: Select a category"))
    #expect(!result.output.contains("AnimalList: Mammal"), "no list without its category")
    #expect(result.output.hasSuffix("→ #1 .ui(.categoryList(.onAppear))\n   ✓ nil\n"), "\(result.output)")
  }

  @Test func theListAppearsAndDispatchesOnceItsCategoryLoads() async throws {
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, Self.arguments,
      input: ":mount App = Content(categoryId: \"Mammal\", animalId: nil)\n" + Self.mammalLoaded
        // A second publication of the same category: the list is already there, nothing appears.
        + ".ui(.categoryList(.onTapReloadSampleDataButton))\n" + Self.mammalLoaded + ":history\n")
    #expect(result.status == 0, "\(result.errors)")
    let history = result.output.components(separatedBy: "\n").filter { $0.hasPrefix("  #") || $0.hasPrefix("→ #") }
    #expect(history.map { $0.dropFirst(2).prefix(3) } == ["#1 ", "#2 ", "#3 ", "#4 ", "#5 "], "\(history)")
    #expect(history[2].hasSuffix("#3 .ui(.animalList(.onAppear))"), "\(history)")
    #expect(result.output.components(separatedBy: ".ui(.animalList(.onAppear))").count == 3, "dispatched once, listed once")
  }

  @Test func mountingBeforeTheCategoriesLoadStillFetchesTheAnimals() async throws {
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["animals", "--store", "memory", "--seed", "1", "--batch"],
      input: ":mount App = Content(categoryId: \"Mammal\", animalId: nil)\n:reset\n"
        + ":expect App.AnimalList.SelectAnimalsValues.count == 4\n")
    #expect(result.status == 0, "\(result.errors)\n\(result.output)")
  }
}
