import Foundation
import ImmutableShell
import QuakesData
import TypedLiterals

/// The book's two Quakes views, headless: the list (sorted, searched, with its counts) and the
/// map, drawn as a text world grid with each quake plotted by magnitude.
extension QuakesDomain {
  public static let components: [ComponentEntry<QuakesState, QuakesAction>] = [
    ComponentEntry(
      "QuakeList", listParameters,
      summary: "one day's quakes, searched and sorted, with the refresh button"
    ) { arguments in
      let window = try SearchWindow(arguments)
      let sorted: [(label: String, value: Literal)] =
        window.call + [("sort", try arguments("sort", as: QuakeSort.self).literal), ("order", try arguments("order", as: SortOrder.self).literal)]
      return ComponentBlueprint(
        watches: [
          ComponentWatch(
            "SelectQuakesValues(\(window.label))", output: NamedCall("selectQuakesValues", sorted),
            filter: NamedCall("filterQuakes"), dependencies: [NamedCall("selectQuakes", window.call)]),
          ComponentWatch("SelectQuakesCount", output: NamedCall("selectQuakesCount")),
          ComponentWatch("SelectQuakesStatus", output: NamedCall("selectQuakesStatus")),
        ],
        onAppear: [.ui(.quakeList(.onAppear))]
      ) { outputs in
        let quakes = outputs[0].value(as: [Quake].self) ?? []
        let total = outputs[1].value(as: Int.self) ?? 0
        let status = outputs[2].value(as: Status?.self) ?? nil
        // Quakes loaded but none on the day shown: most often "today" is not the data's day (a
        // fixture, a clock), so say how to show theirs.
        var lines: [String] = ["\(window.title): \(quakes.count) of \(total) quakes" + statusNote(status)]
        if quakes.isEmpty && total > 0 { lines.append("(all \(total) are on other days: pass searchDate:, or start with --now)") }
        return lines + quakes.prefix(5).map(listLine) + (quakes.count > 5 ? ["… \(quakes.count - 5) more"] : [])
          + [status == .waiting ? "[Refresh: disabled]" : "[Refresh]"]
      }
    },
    ComponentEntry("QuakeMap", [searchText, searchDate], summary: "the same day's quakes on a text world map") { arguments in
      try quakeMap(SearchWindow(arguments))
    },
    ComponentEntry(
      "Content", listParameters, summary: "the app's window: the list beside the map, sharing one search"
    ) { arguments in
      let list = try components[0].make(arguments)
      return ComponentBlueprint.columns([("QuakeList", list), ("QuakeMap", try quakeMap(SearchWindow(arguments)))])
    },
  ]

  private static var listParameters: [CallParameter] {
    [searchText, searchDate, CallParameter("sort", QuakeSort.self, default: .member("time")),
     CallParameter("order", SortOrder.self, default: .member("forward"))]
  }

  private static func quakeMap(_ window: SearchWindow) -> ComponentBlueprint<QuakesAction> {
    ComponentBlueprint(
      watches: [
        ComponentWatch("SelectQuakes(\(window.label))", output: NamedCall("selectQuakes", window.call), filter: NamedCall("filterQuakes"))
      ]
    ) { outputs in
      WorldGrid.render(Array((outputs[0].value(as: TreeDictionary<Quake.ID, Quake>.self) ?? [:]).values))
    }
  }

  /// `M5.9  01:25  266 km S of Burica, Panama`, the time in the user's zone (the day the list shows is theirs).
  private static func listLine(_ quake: Quake) -> String {
    let time = quake.time.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone.current).time(includingFractionalSeconds: false))
    return String(format: "M%.1f  ", quake.magnitude) + time.prefix(5) + "  " + quake.name
  }

  private static func statusNote(_ status: Status?) -> String {
    switch status {
    case .waiting?: " (loading…)"
    case .failure(let error)?: " (error: \(error))"
    default: ""
    }
  }
}

/// The search a Quakes view was mounted with, resolved once (its day defaults to today).
private struct SearchWindow {
  let text: String
  let day: Date

  init(_ arguments: CallArguments) throws {
    self.text = try arguments("searchText")
    self.day = try QuakesDomain.day(arguments)
  }

  var dayText: String { String(self.day.literal.description.dropFirst().prefix(10)) }
  var label: String { "searchText: \(LiteralPrinter.quoted(self.text)), searchDate: \(self.dayText)" }
  var title: String { self.text.isEmpty ? self.dayText : "\(self.dayText) matching \(LiteralPrinter.quoted(self.text))" }
  var call: [(label: String, value: Literal)] { [("searchText", self.text.literal), ("searchDate", self.day.literal)] }
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
