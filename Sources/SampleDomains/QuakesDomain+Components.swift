import Foundation
import ImmutableShell
import QuakesData
import TypedLiterals

/// The book's two Quakes views, headless: the list (sorted, searched, with its counts) and the
/// map, drawn as a text world grid with each quake plotted by magnitude.
extension QuakesDomain {
  // @TypedLiteral
  struct QuakeList: ComponentDeclaration, DaySearch {
    var searchText: String = ""
    var searchDate: Date? = nil
    var sort: QuakeSort = .time
    var order: SortOrder = .forward
    static let summary = "one day's quakes, searched and sorted, with the refresh button"
    func body(in context: CallContext) -> ComponentBlueprint<QuakesAction> {
      QuakesDomain.quakeList(SearchWindow(text: self.searchText, day: self.day), sort: self.sort, order: self.order)
    }
  }

  // @TypedLiteral
  struct QuakeMap: ComponentDeclaration, DaySearch {
    var searchText: String = ""
    var searchDate: Date? = nil
    static let summary = "the same day's quakes on a text world map"
    func body(in context: CallContext) -> ComponentBlueprint<QuakesAction> {
      QuakesDomain.quakeMap(SearchWindow(text: self.searchText, day: self.day))
    }
  }

  // @TypedLiteral
  struct Content: ComponentDeclaration, DaySearch {
    var searchText: String = ""
    var searchDate: Date? = nil
    var sort: QuakeSort = .time
    var order: SortOrder = .forward
    static let summary = "the app's window: the list beside the map, sharing one search"
    func body(in context: CallContext) -> ComponentBlueprint<QuakesAction> {
      let window = SearchWindow(text: self.searchText, day: self.day)
      return ComponentBlueprint.columns([
        ("QuakeList", QuakesDomain.quakeList(window, sort: self.sort, order: self.order)), ("QuakeMap", QuakesDomain.quakeMap(window)),
      ])
    }
  }

  fileprivate static func quakeList(_ window: SearchWindow, sort: QuakeSort, order: SortOrder) -> ComponentBlueprint<QuakesAction> {
    ComponentBlueprint(
      ComponentWatch(
        "SelectQuakesValues(\(window.label))", SelectQuakesValues(searchText: window.text, searchDate: window.day, sort: sort, order: order),
        filter: FilterQuakes(), dependencies: SelectQuakes(searchText: window.text, searchDate: window.day)),
      ComponentWatch("SelectQuakesCount", SelectQuakesCount()),
      ComponentWatch("SelectQuakesStatus", SelectQuakesStatus()),
      onAppear: [.ui(.quakeList(.onAppear))]
    ) { quakes, total, status in
      // Quakes loaded but none on the day shown: most often "today" is not the data's day (a
      // fixture, a clock), so say how to show theirs.
      var lines: [String] = ["\(window.title): \(quakes.count) of \(total) quakes" + statusNote(status)]
      if quakes.isEmpty && total > 0 { lines.append("(all \(total) are on other days: pass searchDate:, or start with --now)") }
      return lines + quakes.prefix(5).map(listLine) + (quakes.count > 5 ? ["… \(quakes.count - 5) more"] : [])
        + ["[Refresh]"]  // the book's refresh menu is never disabled (only delete and sort are)
    }
  }

  fileprivate static func quakeMap(_ window: SearchWindow) -> ComponentBlueprint<QuakesAction> {
    ComponentBlueprint(
      ComponentWatch("SelectQuakes(\(window.label))", SelectQuakes(searchText: window.text, searchDate: window.day), filter: FilterQuakes())
    ) { quakes in WorldGrid.render(Array(quakes.values)) }
  }

  /// `M5.9  01:25  266 km S of Burica, Panama`, the time in the user's zone (the day the list shows is theirs).
  private static func listLine(_ quake: Quake) -> String {
    let time = quake.time.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone.current).time(includingFractionalSeconds: false))
    return String(format: "M%.1f  ", quake.magnitude) + time.prefix(5) + "  " + quake.name
  }

  /// The book's list shows no status text; this note is ours, and says so.
  private static func statusNote(_ status: Status?) -> String {
    switch status {
    case .waiting?: " (ours: loading…)"
    case .failure(let error)?: " (ours: error: \(error))"
    default: ""
    }
  }
}

/// The search a Quakes view was mounted with, its day resolved (left out, it is today).
fileprivate struct SearchWindow {
  let text: String
  let day: Date

  var dayText: String { String(self.day.literal.description.dropFirst().prefix(10)) }
  var label: String { "searchText: \(LiteralPrinter.quoted(self.text)), searchDate: \(self.dayText)" }
  var title: String { self.text.isEmpty ? self.dayText : "\(self.dayText) matching \(LiteralPrinter.quoted(self.text))" }
}

/// A 36 × 9 equirectangular world map (10° of longitude and 20° of latitude a cell, compact enough to
/// read in a transcript): `.` under magnitude 2, `o` under 4, `O` under 6, `@` from 6;
/// the strongest quake wins a cell.
enum WorldGrid {
  static let width = 36
  static let height = 9

  static func render(_ quakes: [Quake]) -> [String] {
    var cells = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
    var strongest = [[Double]](repeating: [Double](repeating: -.infinity, count: width), count: height)
    for quake in quakes {
      let column = min(width - 1, max(0, Int((quake.longitude + 180) / 360 * Double(width))))
      let row = min(height - 1, max(0, Int((90 - quake.latitude) / 180 * Double(height))))
      guard quake.magnitude > strongest[row][column] else { continue }
      strongest[row][column] = quake.magnitude
      cells[row][column] = symbol(quake.magnitude)
    }
    let border = "+" + String(repeating: "-", count: width) + "+"
    return [border] + cells.map { "|" + String($0) + "|" } + [border, "\(quakes.count) quakes  . <2  o <4  O <6  @ 6+"]
  }

  private static func symbol(_ magnitude: Double) -> Character {
    switch magnitude {
    case ..<2: "."
    case ..<4: "o"
    case ..<6: "O"
    default: "@"
    }
  }
}
