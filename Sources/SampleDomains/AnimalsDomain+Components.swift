import AnimalsData
import ImmutableShell
import TypedLiterals

/// The book's four Animals views, headless: the watches each one wires (labels, filters and
/// dependencies as in AnimalsUI), what it dispatches when it appears, and its text.
extension AnimalsDomain {
  // @TypedLiteral
  struct CategoryList: ComponentDeclaration {
    static let summary = "the sorted categories and the reload button"
    func body(in context: CallContext) -> ComponentBlueprint<AnimalsAction> { AnimalsDomain.categoryList }
  }

  // @TypedLiteral
  struct AnimalList: ComponentDeclaration {
    let categoryId: String?
    static let summary = "the animals of the selected category"
    func body(in context: CallContext) -> ComponentBlueprint<AnimalsAction> { AnimalsDomain.animalList(categoryId: self.categoryId) }
  }

  // @TypedLiteral
  struct AnimalDetail: ComponentDeclaration {
    let animalId: String?
    static let summary = "one animal with its category and diet"
    func body(in context: CallContext) -> ComponentBlueprint<AnimalsAction> { AnimalsDomain.animalDetail(animalId: self.animalId) }
  }

  /// The add/edit form for the editor's (temporary) animal id, `id:` as in `.onTapAddAnimalButton(id:…)`.
  // @TypedLiteral
  struct AnimalEditor: ComponentDeclaration {
    let id: String
    static let summary = "the add/edit form for one (temporary) id"
    func body(in context: CallContext) -> ComponentBlueprint<AnimalsAction> { AnimalsDomain.animalEditor(id: self.id) }
  }

  // @TypedLiteral
  struct Content: ComponentDeclaration {
    let categoryId: String?
    let animalId: String?
    static let summary = "the app's three columns: CategoryList, AnimalList, AnimalDetail"
    func body(in context: CallContext) -> ComponentBlueprint<AnimalsAction> {
      ComponentBlueprint.columns([
        ("CategoryList", AnimalsDomain.categoryList), ("AnimalList", AnimalsDomain.animalList(categoryId: self.categoryId)),
        ("AnimalDetail", AnimalsDomain.animalDetail(animalId: self.animalId)),
      ])
    }
  }

  fileprivate static var categoryList: ComponentBlueprint<AnimalsAction> {
    ComponentBlueprint(
      sortedCategories, ComponentWatch("SelectCategoriesStatus", SelectCategoriesStatus()), onAppear: [.ui(.categoryList(.onAppear))]
    ) { categories, status in
      ["Categories: " + (categories.isEmpty ? "none" : categories.map(\.name).joined(separator: " · ")) + statusNote(status),
       button("Reload Sample Data", enabled: status != .waiting)]
    }
  }

  fileprivate static func animalList(categoryId id: String?) -> ComponentBlueprint<AnimalsAction> {
    let idText = id.literal.description
    return ComponentBlueprint(
      ComponentWatch(
        "SelectAnimalsValues(categoryId: \(idText))", SelectAnimalsValues(categoryId: id), filter: FilterAnimals(categoryId: id),
        dependencies: SelectAnimals(categoryId: id)),
      ComponentWatch("SelectCategory(categoryId: \(idText))", SelectCategory(categoryId: id)),
      ComponentWatch("SelectAnimalsStatus", SelectAnimalsStatus()),
      // As the book's presenter: the list, and its onAppear, exist only once the category
      // value is loaded, not merely named.
      onAppear: { _, category, _ in category == nil ? [] : [.ui(.animalList(.onAppear))] }
    ) { animals, category, status in
      guard let category else { return ["Select a category"] }
      let list = animals.isEmpty ? "No animals in this category" : animals.map(\.name).joined(separator: " · ")
      return ["\(category.name): \(list)" + statusNote(status), button("Add", enabled: status != .waiting)]
    }
  }

  fileprivate static func animalDetail(animalId id: String?) -> ComponentBlueprint<AnimalsAction> {
    let idText = id.literal.description
    return ComponentBlueprint(
      ComponentWatch("SelectAnimal(animalId: \(idText))", SelectAnimal(animalId: id)),
      ComponentWatch("SelectCategory(animalId: \(idText))", SelectCategoryOfAnimal(animalId: id)),
      ComponentWatch("SelectAnimalStatus(animalId: \(idText))", SelectAnimalStatus(animalId: id))
    ) { animal, category, status in
      guard let animal, let category else { return ["Select an animal"] }
      let enabled = status != .waiting
      return ["\(animal.name) · Category: \(category.name) · Diet: \(animal.diet.rawValue)" + statusNote(status),
              button("Edit", enabled: enabled) + " " + button("Delete", enabled: enabled)]
    }
  }

  fileprivate static func animalEditor(id: String) -> ComponentBlueprint<AnimalsAction> {
    ComponentBlueprint(
      ComponentWatch("SelectAnimal(animalId: \(id.literal))", SelectAnimal(animalId: id)),
      ComponentWatch("SelectAnimalStatus(animalId: \(id.literal))", SelectAnimalStatus(animalId: id)),
      sortedCategories
    ) { animal, status, categories in
      let title = animal.map { "Edit Animal: \($0.name)" } ?? "Add Animal"
      // The book's sheet just closes on success; the note says so here, labelled as ours.
      let closing = status == .success ? " (ours: saved, the sheet closes)" : statusNote(status)
      return [title + closing, "Categories to pick: " + categories.map(\.name).joined(separator: " · "),
              button("Cancel", enabled: true) + " " + button("Save", enabled: status != .waiting)]
    }
  }

  /// The book's `SelectCategoriesValues`: sorted by name, recomputed only for category data.
  private static var sortedCategories: ComponentWatch<AnimalsState, AnimalsAction, [Category]> {
    ComponentWatch(
      "SelectCategoriesValues", SelectCategoriesValues(), filter: FilterCategories(), dependencies: SelectCategories())
  }

  private static func button(_ title: String, enabled: Bool) -> String {
    enabled ? "[\(title)]" : "[\(title): disabled]"
  }

  /// The book's presenters show no status text (they only disable buttons while waiting); this
  /// note is ours, and says so, so a transcript never passes it off as the book's.
  private static func statusNote(_ status: Status?) -> String {
    switch status {
    case .waiting?: " (ours: loading…)"
    case .failure(let error)?: " (ours: error: \(error))"
    default: ""
    }
  }
}
