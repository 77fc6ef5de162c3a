import Foundation
import Testing

/// An outside app pays only for what it uses: this package's build compiled the shell's layers
/// and none of the book's samples, their stores (GRDB) or servers (Hummingbird).
@Suite struct OutsideBuildTests {
  @Test func noSampleGRDBOrHummingbirdModuleWasCompiled() throws {
    let modules = try TodoShell.binary.deletingLastPathComponent().appendingPathComponent("Modules")
    let names = try FileManager.default.contentsOfDirectory(atPath: modules.path)
      .filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) }
    #expect(names.contains("ImmutableShell") && names.contains("ShellTerminal"), "\(names)")
    let forbidden = ["GRDB", "Hummingbird", "NIOCore", "CounterData", "AnimalsData", "QuakesData", "FoodTruckData", "SampleDomains"]
    #expect(names.filter(forbidden.contains).isEmpty, "\(names)")
  }
}
