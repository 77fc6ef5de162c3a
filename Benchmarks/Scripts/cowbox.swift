// Chapter 18's CowBox idea, measured on the shape of QuakesData's Quake: the same seven fields
// stored inline (what QuakesData does) or behind one shared reference whose equality checks the
// reference first (what the CowBox macros generate). Not part of any build; run it by hand:
//
//   swiftc -O Benchmarks/Scripts/cowbox.swift -o /tmp/cowbox && /tmp/cowbox
//
// It prints p50 times at N = 65,536 for building a selector's output (a filter that copies the
// elements), comparing two equal outputs (what a listener does with a dependency's or an output's
// new value), and sorting by magnitude. README.md ("Where we differ from the book") has the decision.
import Foundation

struct InlineQuake: Hashable {
  let quakeId: String; let magnitude: Double; let time: Date; let updated: Date
  let name: String; let longitude: Double; let latitude: Double
}

final class QuakeStorage {
  let quakeId: String; let magnitude: Double; let time: Date; let updated: Date
  let name: String; let longitude: Double; let latitude: Double
  init(_ q: InlineQuake) {
    quakeId = q.quakeId; magnitude = q.magnitude; time = q.time; updated = q.updated
    name = q.name; longitude = q.longitude; latitude = q.latitude
  }
}

struct BoxedQuake: Hashable {
  let storage: QuakeStorage
  var quakeId: String { storage.quakeId }
  var magnitude: Double { storage.magnitude }
  static func == (l: BoxedQuake, r: BoxedQuake) -> Bool {
    if l.storage === r.storage { return true }
    let a = l.storage, b = r.storage
    return a.quakeId == b.quakeId && a.magnitude == b.magnitude && a.time == b.time && a.updated == b.updated
      && a.name == b.name && a.longitude == b.longitude && a.latitude == b.latitude
  }
  func hash(into h: inout Hasher) { h.combine(storage.quakeId) }
}

@inline(never) func blackHole<T>(_ x: T) { withExtendedLifetime(x) {} }

func median(_ runs: Int = 15, _ body: () -> Void) -> Double {
  var times: [Double] = []
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
  }
  return times.sorted()[runs / 2]
}

@inline(never) func run() {
  let n = 65_536
  var generator = SystemRandomNumberGenerator()
  let inline: [InlineQuake] = (0..<n).map { i in
    let q = InlineQuake(
      quakeId: "us7000\(String(i, radix: 36))", magnitude: Double.random(in: 0...7, using: &generator),
      time: Date(timeIntervalSince1970: Double(i)), updated: Date(timeIntervalSince1970: Double(i)),
      name: "\(i) km S of Somewhere, Some Country", longitude: -82.6, latitude: 5.6)
    return q
  }
  let boxed = inline.map { BoxedQuake(storage: QuakeStorage($0)) }
  
  // A selector's output built twice from one state (a listener's dependency, compared per action):
  // the elements are copies of the same stored values, the arrays are different buffers.
  func selectInline() -> [InlineQuake] { inline.filter { $0.magnitude > 0.5 } }
  func selectBoxed() -> [BoxedQuake] { boxed.filter { $0.magnitude > 0.5 } }
  let inlineA = selectInline(), inlineB = selectInline()
  let boxedA = selectBoxed(), boxedB = selectBoxed()
  
  print("N = \(n), p50 of 15 runs, µs")
  print("build the selected array    inline \(median { blackHole(selectInline()) })  boxed \(median { blackHole(selectBoxed()) })")
  print("compare two equal outputs   inline \(median { blackHole(inlineA == inlineB) })  boxed \(median { blackHole(boxedA == boxedB) })")
  print("sort by magnitude           inline \(median(5) { blackHole(inlineA.sorted { $0.magnitude > $1.magnitude }) })  boxed \(median(5) { blackHole(boxedA.sorted { $0.magnitude > $1.magnitude }) })")
  print("MemoryLayout stride         inline \(MemoryLayout<InlineQuake>.stride) B  boxed \(MemoryLayout<BoxedQuake>.stride) B (+ one 88-byte object: 16 B header, 72 B fields)")
}
run()
