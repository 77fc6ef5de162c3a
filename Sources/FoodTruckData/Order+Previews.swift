import Foundation
import TypedLiterals

/// FoodTruckKit's four preview orders, `Order#1203`…`Order#1206`, all ready. Stamped with one
/// fixed date (FoodTruckKit stamps them `.now`, which makes their order differ run to run).
extension Order {
  /// 2023-08-04T12:00:00Z, the walkthroughs' clock.
  public static let previewDate = Date(timeIntervalSince1970: 1_691_150_400)

  private static func preview(_ number: Int, _ donuts: [Donut]) -> Order {
    Order(
      id: "Order#\(number)", status: .ready, donuts: donuts,
      sales: Dictionary(donuts.map { ($0.id, 1) }, uniquingKeysWith: +), grandTotal: Decimal(string: "4.78")!,
      creationDate: Self.previewDate)
  }

  public static let preview = Order.preview(1203, [.classic])
  public static let preview2 = Order.preview(1204, [.picnicBasket, .blackRaspberry])
  public static let preview3 = Order.preview(1205, [.classic])
  public static let preview4 = Order.preview(1206, [.fireZest, .superLemon, .daytime])

  /// The four previews in order.
  public static let previewArray: [Order] = [.preview, .preview2, .preview3, .preview4]

  /// `.preview` … `.preview4` in the shell.
  public static var literalSamples: [LiteralSample<Order>] {
    [
      LiteralSample("preview", .preview), LiteralSample("preview2", .preview2), LiteralSample("preview3", .preview3),
      LiteralSample("preview4", .preview4),
    ]
  }
}
