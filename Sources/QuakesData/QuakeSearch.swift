import Foundation

/// The search both quake selectors share: the calendar day of a date, and a text the name contains.
///
/// The day runs from the start of the date's day to the start of the next one, both ends included
/// as in the book, so a quake at exactly midnight belongs to two days. The bounds are computed once
/// here, not once per quake. A value rather than a closure, so that the sorted select can test a
/// quake where the trie stores it, without copying it out first (`QuakesState+Sorting.swift`).
struct QuakeSearch: Sendable {
  /// The day, both ends included.
  let day: ClosedRange<Date>
  /// What the name must contain; empty matches every name. Case- and diacritic-sensitive, as in the book.
  let text: String

  init(text: String, date: Date, calendar: Calendar) {
    let start = calendar.startOfDay(for: date)
    let end = calendar.date(byAdding: DateComponents(day: 1), to: start) ?? start
    self.day = start...end
    self.text = text
  }

  /// Whether `quake` falls on the day and its name contains the text.
  @inline(__always)
  func matches(_ quake: Quake) -> Bool {
    self.day.contains(quake.time) && (self.text.isEmpty || quake.name.contains(self.text))
  }
}
