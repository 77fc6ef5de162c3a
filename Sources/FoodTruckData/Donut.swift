import Foundation
import TypedLiterals

/// A donut the truck sells (FoodTruck tutorial, "FoodTruckKit"): a dough, an optional glaze and
/// an optional topping.
///
/// - Important: A value type. An `Order` keeps its own copies of its donuts, which is the legacy
///   model's stale-data bug: editing a donut does not edit the copies (tutorial, "Background").
// @TypedLiteral
public struct Donut: Hashable, Sendable, Identifiable {
  /// 0–16 for the truck's donuts.
  public let id: Int
  /// The display name, "The Classic".
  public var name: String
  /// The base.
  public var dough: Dough
  /// What covers it, if anything.
  public var glaze: Glaze?
  /// What goes on top, if anything.
  public var topping: Topping?

  /// Creates a donut.
  public init(id: Int, name: String, dough: Dough, glaze: Glaze? = nil, topping: Topping? = nil) {
    self.id = id
    self.name = name
    self.dough = dough
    self.glaze = glaze
    self.topping = topping
  }
}

extension Donut {
  /// The names of what the donut is made of: dough, then glaze and topping when present.
  public var ingredients: [String] {
    [self.dough.ingredientName, self.glaze?.ingredientName, self.topping?.ingredientName].compactMap { $0 }
  }

  /// Whether the donut's name or any ingredient's name contains `searchText`, ignoring case; an
  /// empty search matches every donut.
  public func matches(searchText: String) -> Bool {
    searchText.isEmpty || ([self.name] + self.ingredients).contains { $0.localizedCaseInsensitiveContains(searchText) }
  }
}

extension Donut {
  /// The donut's base.
  // @TypedLiteral
  public enum Dough: String, CaseIterable, Hashable, Sendable {
    case blueberry, chocolate, lemonade, plain, strawberry
  }

  /// What covers the dough.
  // @TypedLiteral
  public enum Glaze: String, CaseIterable, Hashable, Sendable {
    case blueberry, chocolate, lemon, rainbow, spicy, strawberry
  }

  /// What goes on top.
  // @TypedLiteral
  public enum Topping: String, CaseIterable, Hashable, Sendable {
    case blueberryDrizzle, blueberryLattice, chocolateDrizzle, lemonLines, powderedSugar, spicySauceDrizzle
    case sprinkles, starSprinkles, sugarDrizzle, sugarLattice
  }
}

/// Ingredient names as the tutorial's model shows them: "Lemonade Dough", "Lemon Glaze"…
protocol DonutIngredient: RawRepresentable<String> {
  static var kind: String { get }
}

extension DonutIngredient {
  /// `blueberryLattice` → "Blueberry Lattice".
  var ingredientName: String {
    var words = ""
    for character in self.rawValue {
      if character.isUppercase { words.append(" ") }
      words.append(character)
    }
    let title = words.prefix(1).uppercased() + words.dropFirst()
    return Self.kind.isEmpty ? title : "\(title) \(Self.kind)"
  }
}

extension Donut.Dough: DonutIngredient {
  static let kind = "Dough"
}

extension Donut.Glaze: DonutIngredient {
  static let kind = "Glaze"
}

extension Donut.Topping: DonutIngredient {
  static let kind = ""
}
