import TypedLiterals

/// The truck's 17 donuts, ids 0–16 in the tutorial's order (FoodTruckKit's `Donut.all`).
extension Donut {
  public static let classic = Donut(id: 0, name: "The Classic", dough: .plain, glaze: .chocolate, topping: .sprinkles)
  public static let blueberryFrosted = Donut(
    id: 1, name: "Blueberry Frosted", dough: .blueberry, glaze: .blueberry, topping: .sugarLattice)
  public static let strawberryDrizzle = Donut(
    id: 2, name: "Strawberry Drizzle", dough: .strawberry, glaze: .strawberry, topping: .sugarDrizzle)
  public static let cosmos = Donut(id: 3, name: "Cosmos", dough: .chocolate, glaze: .chocolate, topping: .starSprinkles)
  public static let strawberrySprinkles = Donut(
    id: 4, name: "Strawberry Sprinkles", dough: .plain, glaze: .strawberry, topping: .starSprinkles)
  public static let lemonChocolate = Donut(
    id: 5, name: "Lemon Chocolate", dough: .plain, glaze: .chocolate, topping: .lemonLines)
  public static let rainbow = Donut(id: 6, name: "Rainbow", dough: .plain, glaze: .rainbow)
  public static let picnicBasket = Donut(
    id: 7, name: "Picnic Basket", dough: .chocolate, glaze: .strawberry, topping: .blueberryLattice)
  public static let figureSkater = Donut(
    id: 8, name: "Figure Skater", dough: .plain, glaze: .blueberry, topping: .sugarDrizzle)
  public static let powderedChocolate = Donut(id: 9, name: "Powdered Chocolate", dough: .chocolate, topping: .powderedSugar)
  public static let powderedStrawberry = Donut(
    id: 10, name: "Powdered Strawberry", dough: .strawberry, topping: .powderedSugar)
  public static let custard = Donut(id: 11, name: "Custard", dough: .lemonade, glaze: .spicy, topping: .lemonLines)
  public static let superLemon = Donut(id: 12, name: "Super Lemon", dough: .lemonade, glaze: .lemon, topping: .sprinkles)
  public static let fireZest = Donut(
    id: 13, name: "Fire Zest", dough: .lemonade, glaze: .spicy, topping: .spicySauceDrizzle)
  public static let blackRaspberry = Donut(
    id: 14, name: "Black Raspberry", dough: .plain, glaze: .chocolate, topping: .blueberryDrizzle)
  public static let daytime = Donut(id: 15, name: "Daytime", dough: .lemonade, glaze: .rainbow)
  public static let nighttime = Donut(
    id: 16, name: "Nighttime", dough: .chocolate, glaze: .chocolate, topping: .chocolateDrizzle)

  /// The tutorial's previews use the classic.
  public static var preview: Donut { .classic }

  /// Every donut, by id.
  public static let all: [Donut] = [
    .classic, .blueberryFrosted, .strawberryDrizzle, .cosmos, .strawberrySprinkles, .lemonChocolate, .rainbow,
    .picnicBasket, .figureSkater, .powderedChocolate, .powderedStrawberry, .custard, .superLemon, .fireZest,
    .blackRaspberry, .daytime, .nighttime,
  ]

  /// `.classic`, `.picnicBasket`… in the shell; `Donut.all` is the whole list.
  public static var literalSamples: [LiteralSample<Donut>] {
    let names = [
      "classic", "blueberryFrosted", "strawberryDrizzle", "cosmos", "strawberrySprinkles", "lemonChocolate", "rainbow",
      "picnicBasket", "figureSkater", "powderedChocolate", "powderedStrawberry", "custard", "superLemon", "fireZest",
      "blackRaspberry", "daytime", "nighttime",
    ]
    return zip(names, Self.all).map { LiteralSample($0, $1) }
  }
}
