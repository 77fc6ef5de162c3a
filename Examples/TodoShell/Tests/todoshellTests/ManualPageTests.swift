import Foundation
import Testing

/// The manual page any program gets from the terminal front is its own: its name, its variables,
/// and nothing of imshell's samples.
@Suite struct ManualPageTests {
  @Test func thePageIsTodoshellsOwn() throws {
    let result = try TodoShell.run(["--generate-manual"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains(".Nm todoshell") || result.output.contains("todoshell"))
    #expect(result.output.contains("TODOSHELL_PAGER"))
    for foreign in ["imshell", "IMSHELL", "Quakes", "scripts/walkthroughs"] {
      #expect(!result.output.contains(foreign), "the page mentions \(foreign)")
    }
  }
}
