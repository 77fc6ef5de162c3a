// swift-tools-version: 6.1
import PackageDescription

// A to-do app of our own (not a book sample) with its own shell, built as any outside app would
// be: a package of its own that uses only the public products of the imshell package. Symbols
// that are `package` there are out of reach here; that this compiles is the proof the shell is
// a library for any ImmutableData app.
let package = Package(
  name: "todo-shell",
  platforms: [.macOS(.v15)],
  dependencies: [
    // The imshell package by path; SwiftPM builds only the products used here (no GRDB,
    // Hummingbird or sample).
    .package(name: "imshell", path: "../..")
  ],
  targets: [
    // The app's data layer: state, actions, reducer, selectors, filter, listener. No shell.
    .target(
      name: "TodoData",
      dependencies: [
        .product(name: "ImmutableData", package: "imshell"),
        .product(name: "TypedLiterals", package: "imshell"),
      ]
    ),
    // The shell: the glue between TodoData and the terminal front.
    .executableTarget(
      name: "todoshell",
      dependencies: [
        "TodoData",
        .product(name: "ImmutableData", package: "imshell"),
        .product(name: "ImmutableShell", package: "imshell"),
        .product(name: "ShellTerminal", package: "imshell"),
        .product(name: "TypedLiterals", package: "imshell"),
      ]
    ),
    // The reducer's rules, and the test `:export-test` wrote from the walkthrough's session.
    .testTarget(
      name: "TodoDataTests",
      dependencies: ["TodoData", .product(name: "ImmutableData", package: "imshell")]
    ),
    // The real binary: the walkthrough's transcript byte for byte, the export kept fresh, the
    // exit statuses, and the interactive shell in tmux.
    .testTarget(name: "todoshellTests", dependencies: ["todoshell"]),
  ]
)
