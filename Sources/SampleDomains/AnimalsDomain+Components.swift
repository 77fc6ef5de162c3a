import AnimalsData
import ImmutableShell
import TypedLiterals

/// The book's four Animals views, headless: the watches each one wires (labels, filters and
/// dependencies as in AnimalsUI), what it dispatches when it appears, and its text.
extension AnimalsDomain {
  /// The editor's (temporary) animal id, `id:` as in `.onTapAddAnimalButton(id:…)`.
  static let editorId = Parameter("id", as: String.self)

  public static let components: [ComponentEntry<AnimalsState, AnimalsAction>] = [
    ComponentEntry("CategoryList", summary: "the sorted categories and the reload button") { categoryList },
    ComponentEntry("AnimalList", categoryId, summary: "the animals of the selected category", animalList(categoryId:)),
    ComponentEntry("AnimalDetail", animalId, summary: "one animal with its category and diet", animalDetail(animalId:)),
    ComponentEntry("AnimalEditor", editorId, summary: "the add/edit form for one (temporary) id", animalEditor(id:)),
    ComponentEntry(
      "Content", categoryId, animalId, summary: "the app's three columns: CategoryList, AnimalList, AnimalDetail"
    ) { categoryId, animalId in
      ComponentBlueprint.columns([
        ("CategoryList", categoryList), ("AnimalList", animalList(categoryId: categoryId)),
        ("AnimalDetail", animalDetail(animalId: animalId)),
      ])
    },
  ]

  private static var categoryList: ComponentBlueprint<AnimalsAction> {
    ComponentBlueprint(
      sortedCategories, ComponentWatch("SelectCategoriesStatus", selectCategoriesStatus()), onAppear: [.ui(.categoryList(.onAppear))]
    ) { categories, status in
      ["Categories: " + (categories.isEmpty ? "none" : categories.map(\.name).joined(separator: " · ")) + statusNote(status),
       button("Reload Sample Data", enabled: status != .waiting)]
    }
  }

  private static func animalList(categoryId id: String?) -> ComponentBlueprint<AnimalsAction> {
    let idText = id.literal.description
    return ComponentBlueprint(
      ComponentWatch(
        "SelectAnimalsValues(categoryId: \(idText))", selectAnimalsValues(id, nil, nil), filter: filterAnimals(id),
        dependencies: selectAnimals(id)),
      ComponentWatch("SelectCategory(categoryId: \(idText))", selectCategory(id)),
      ComponentWatch("SelectAnimalsStatus", selectAnimalsStatus()),
      // As the book's presenter: the list, and its onAppear, exist only once the category
      // value is loaded, not merely named.
      onAppear: { _, category, _ in category == nil ? [] : [.ui(.animalList(.onAppear))] }
    ) { animals, category, status in
      guard let category else { return ["Select a category"] }
      let list = animals.isEmpty ? "No animals in this category" : animals.map(\.name).joined(separator: " · ")
      return ["\(category.name): \(list)" + statusNote(status), button("Add", enabled: status != .waiting)]
    }
  }

  private static func animalDetail(animalId id: String?) -> ComponentBlueprint<AnimalsAction> {
    let idText = id.literal.description
    return ComponentBlueprint(
      ComponentWatch("SelectAnimal(animalId: \(idText))", selectAnimal(id)),
      ComponentWatch("SelectCategory(animalId: \(idText))", selectCategoryOfAnimal(id)),
      ComponentWatch("SelectAnimalStatus(animalId: \(idText))", selectAnimalStatus(id))
    ) { animal, category, status in
      guard let animal, let category else { return ["Select an animal"] }
      let enabled = status != .waiting
      return ["\(animal.name) · Category: \(category.name) · Diet: \(animal.diet.rawValue)" + statusNote(status),
              button("Edit", enabled: enabled) + " " + button("Delete", enabled: enabled)]
    }
  }

  private static func animalEditor(id: String) -> ComponentBlueprint<AnimalsAction> {
    ComponentBlueprint(
      ComponentWatch("SelectAnimal(animalId: \(id.literal))", selectAnimal(id)),
      ComponentWatch("SelectAnimalStatus(animalId: \(id.literal))", selectAnimalStatus(id)),
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
      "SelectCategoriesValues", selectCategoriesValues(.name, nil), filter: filterCategories(), dependencies: selectCategories())
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
