import AnimalsData
import ImmutableShell
import TypedLiterals

/// The book's four Animals views, headless: the watches each one wires (labels, filters and
/// dependencies as in AnimalsUI), what it dispatches when it appears, and its text.
extension AnimalsDomain {
  private static let categoryId = CallParameter("categoryId", Optional<String>.self)
  private static let animalId = CallParameter("animalId", Optional<String>.self)

  public static let components: [ComponentEntry<AnimalsState, AnimalsAction>] = [
    ComponentEntry("CategoryList", summary: "the sorted categories and the reload button") { _ in categoryList },
    ComponentEntry("AnimalList", [categoryId], summary: "the animals of the selected category") { arguments in
      animalList(categoryId: try arguments("categoryId"))
    },
    ComponentEntry("AnimalDetail", [animalId], summary: "one animal with its category and diet") { arguments in
      animalDetail(animalId: try arguments("animalId"))
    },
    ComponentEntry("AnimalEditor", [CallParameter("id", String.self)], summary: "the add/edit form for one (temporary) id") {
      arguments in animalEditor(id: try arguments("id"))
    },
    ComponentEntry(
      "Content", [categoryId, animalId], summary: "the app's three columns: CategoryList, AnimalList, AnimalDetail"
    ) { arguments in
      ComponentBlueprint.columns([
        ("CategoryList", categoryList),
        ("AnimalList", animalList(categoryId: try arguments("categoryId"))),
        ("AnimalDetail", animalDetail(animalId: try arguments("animalId"))),
      ])
    },
  ]

  private static var categoryList: ComponentBlueprint<AnimalsAction> {
    ComponentBlueprint(
      watches: [sortedCategories, ComponentWatch("SelectCategoriesStatus", output: NamedCall("selectCategoriesStatus"))],
      onAppear: [.ui(.categoryList(.onAppear))]
    ) { outputs in
      let status = outputs[1].value(as: Status?.self) ?? nil
      let names = outputs[0].value(as: [Category].self)?.map(\.name) ?? []
      return ["Categories: " + (names.isEmpty ? "none" : names.joined(separator: " · ")) + statusNote(status),
              button("Reload Sample Data", enabled: status != .waiting)]
    }
  }

  private static func animalList(categoryId id: String?) -> ComponentBlueprint<AnimalsAction> {
    let idText = Optional(id).literal.description
    let key: [(label: String, value: Literal)] = [("categoryId", id.literal)]
    return ComponentBlueprint(
      watches: [
        ComponentWatch(
          "SelectAnimalsValues(categoryId: \(idText))", output: NamedCall("selectAnimalsValues", key),
          filter: NamedCall("filterAnimals", key), dependencies: [NamedCall("selectAnimals", key)]),
        ComponentWatch("SelectCategory(categoryId: \(idText))", output: NamedCall("selectCategory", key)),
        ComponentWatch("SelectAnimalsStatus", output: NamedCall("selectAnimalsStatus")),
      ],
      // As the book's presenter: the list, and its onAppear, exist only once the category
      // value is loaded, not merely named.
      onAppear: { outputs in loadedCategory(outputs) == nil ? [] : [.ui(.animalList(.onAppear))] }
    ) { outputs in
      guard let category = loadedCategory(outputs) else { return ["Select a category"] }
      let animals = outputs[0].value(as: [Animal].self) ?? []
      let status = outputs[2].value(as: Status?.self) ?? nil
      let list = animals.isEmpty ? "No animals in this category" : animals.map(\.name).joined(separator: " · ")
      return ["\(category.name): \(list)" + statusNote(status), button("Add", enabled: status != .waiting)]
    }
  }

  /// The `SelectCategory` output of an `AnimalList` (its second watch), when loaded.
  private static func loadedCategory(_ outputs: [SelectedValue]) -> Category? {
    outputs[1].value(as: Category?.self) ?? nil
  }

  private static func animalDetail(animalId id: String?) -> ComponentBlueprint<AnimalsAction> {
    let key: [(label: String, value: Literal)] = [("animalId", id.literal)]
    let idText = id.literal.description
    return ComponentBlueprint(watches: [
      ComponentWatch("SelectAnimal(animalId: \(idText))", output: NamedCall("selectAnimal", key)),
      ComponentWatch("SelectCategory(animalId: \(idText))", output: NamedCall("selectCategory", key)),
      ComponentWatch("SelectAnimalStatus(animalId: \(idText))", output: NamedCall("selectAnimalStatus", key)),
    ]) { outputs in
      guard let animal = outputs[0].value(as: Animal?.self) ?? nil, let category = outputs[1].value(as: Category?.self) ?? nil
      else { return ["Select an animal"] }
      let status = outputs[2].value(as: Status?.self) ?? nil
      let enabled = status != .waiting
      return ["\(animal.name) · Category: \(category.name) · Diet: \(animal.diet.rawValue)" + statusNote(status),
              button("Edit", enabled: enabled) + " " + button("Delete", enabled: enabled)]
    }
  }

  private static func animalEditor(id: String) -> ComponentBlueprint<AnimalsAction> {
    let key: [(label: String, value: Literal)] = [("animalId", id.literal)]
    return ComponentBlueprint(watches: [
      ComponentWatch("SelectAnimal(animalId: \(id.literal))", output: NamedCall("selectAnimal", key)),
      ComponentWatch("SelectAnimalStatus(animalId: \(id.literal))", output: NamedCall("selectAnimalStatus", key)),
      sortedCategories,
    ]) { outputs in
      let animal = outputs[0].value(as: Animal?.self) ?? nil
      let status = outputs[1].value(as: Status?.self) ?? nil
      let categories = outputs[2].value(as: [Category].self)?.map(\.name) ?? []
      let title = animal == nil ? "Add Animal" : "Edit Animal: \(animal!.name)"
      let closing = status == .success ? " (saved: the editor closes)" : statusNote(status)
      return [title + closing, "Categories to pick: " + categories.joined(separator: " · "),
              button("Save", enabled: status != .waiting)]
    }
  }

  /// The book's `SelectCategoriesValues`: sorted by name, recomputed only for category data.
  private static var sortedCategories: ComponentWatch {
    ComponentWatch(
      "SelectCategoriesValues", output: NamedCall("selectCategoriesValues", [("sort", .member("name"))]),
      filter: NamedCall("filterCategories"), dependencies: [NamedCall("selectCategories")])
  }

  private static func button(_ title: String, enabled: Bool) -> String {
    enabled ? "[\(title)]" : "[\(title): disabled]"
  }

  private static func statusNote(_ status: Status?) -> String {
    switch status {
    case .waiting?: " (loading…)"
    case .failure(let error)?: " (error: \(error))"
    default: ""
    }
  }
}
