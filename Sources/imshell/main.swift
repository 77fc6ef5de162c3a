import ImmutableShell
import SampleDomains
import ShellTerminal

// `imshell`: the terminal front with the book's four samples. Its walkthroughs and its servers'
// sources live in this package, found through IMSHELL_PACKAGE_ROOT or the binary's `.build`.
let root = PackageRoot(variable: "IMSHELL_PACKAGE_ROOT")
await ShellCommand.main(
  ShellProgram(
    name: "imshell", domains: .samples, version: "0.1.0", abstract: "ImmutableData on Linux, explored from a shell.",
    discussion: """
      Loads a domain of "The ImmutableData Programming Guide" (counter, animals, quakes, foodtruck), parses typed action literals such as .didTapIncrementButton into dispatches, and prints state diffs and every listener decision. Interactive on a terminal; otherwise reads a script from standard input.
      """,
    walkthroughs: ({ root.folder("scripts/walkthroughs") }, shownAs: "scripts/walkthroughs"),
    servers: .siblingsOrSwiftBuild(program: "imshell", packageRoot: root), packageRoot: root))
