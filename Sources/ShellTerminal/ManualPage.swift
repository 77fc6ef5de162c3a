import Foundation
import ImmutableShell

/// `imshell.1` (`PROGRAM.1`) in mdoc, rendered from the same declarations as `--help`
/// (swift-argument-parser's help dump of `ShellArguments`) and from the shell's command table. `scripts/update-manual` writes it
/// to `man/imshell.1`; a test keeps that file fresh.
enum ManualPage {
  /// The fields of swift-argument-parser's help dump the page reads.
  struct Dump: Decodable {
    struct Command: Decodable {
      var commandName: String
      var abstract: String?
      var discussion: String?
      var arguments: [Argument]?
    }

    struct Argument: Decodable {
      struct Name: Decodable {
        var kind: String
        var name: String
      }

      var kind: String
      var shouldDisplay: Bool
      var isOptional: Bool
      var isRepeating: Bool
      var names: [Name]?
      var preferredName: Name?
      var valueName: String?
      var defaultValue: String?
      var abstract: String?
    }

    var command: Command
  }

  /// The page of `program`, from `dump` (the JSON of `ShellArguments._dumpHelp()`).
  static func render(dump: String, program: ShellProgram) throws -> String {
    let command = try JSONDecoder().decode(Dump.self, from: Data(dump.utf8)).command
    let arguments = (command.arguments ?? []).filter(\.shouldDisplay)
    var lines = [
      ".Dd $Mdocdate$", ".Dt \(command.commandName.uppercased()) 1", ".Os", ".Sh NAME", ".Nm \(command.commandName)",
      ".Nd " + Self.escaped(command.abstract ?? "").trimmingCharacters(in: CharacterSet(charactersIn: ".")),
      ".Sh SYNOPSIS", ".Nm",
    ]
    lines += arguments.map { ($0.isOptional ? ".Op " : "") + Self.synopsis($0) + ($0.isRepeating ? " ..." : "") }
    lines += [".Sh DESCRIPTION"] + Self.paragraphs(command.discussion ?? "").dropFirst()
    lines += [".Pp", ".Bl -tag -width 6n"]
    for argument in arguments {
      lines += [".It " + Self.synopsis(argument), Self.escaped(argument.abstract ?? "")]
      if let value = argument.defaultValue { lines.append("Default: " + Self.escaped(value) + ".") }
    }
    lines += [".El"] + Self.commandLanguage(program) + Self.closingSections(program)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `Fl -store Ar kind`, `Ar domain`.
  private static func synopsis(_ argument: Dump.Argument) -> String {
    let value = argument.valueName.map { "Ar " + $0 } ?? ""
    guard let name = argument.preferredName ?? argument.names?.first else { return value }
    let flag = "Fl " + (name.kind == "long" ? "-" : "") + name.name
    return argument.kind == "flag" ? flag : flag + " " + value
  }

  private static func commandLanguage(_ program: ShellProgram) -> [String] {
    var lines = [
      ".Sh COMMAND LANGUAGE",
      "Each input line is an action literal in Swift's implicit-member syntax, dispatched to the store",
      "(for example", ".Li .didTapIncrementButton ) ,",
      "a command starting with a colon, a comment starting with", ".Li # ,",
      "or blank. An action line with an unclosed bracket or string continues on the next line; a",
      "command line never does.", ".Ic :help Ar COMMAND", "explains one command.",
      ".Bl -tag -width 6n",
    ]
    for entry in CommandReference.entries(domains: program.domains) {
      lines += [".It Li " + Self.escaped(entry.usage), Self.escaped(entry.summary) + "."]
      if !entry.aliases.isEmpty { lines.append("Also " + entry.aliases.map { "\\&:" + Self.escaped($0) }.joined(separator: ", ") + ".") }
      if !entry.details.isEmpty { lines += Self.paragraphs(entry.details) }
      for note in entry.domainNotes {
        lines += [".Pp", "In " + Self.escaped(note.domain) + ":"] + note.lines.flatMap { [".br", Self.escaped($0)] }
      }
    }
    return lines + [".El"]
  }

  private static func closingSections(_ program: ShellProgram) -> [String] {
    let name = program.name
    var lines = [
      ".Sh ENVIRONMENT", ".Bl -tag -width 6n",
      ".It Ev \(program.variablePrefix)_HISTORY", "The history file (interactive mode).",
      ".It Ev \(program.variablePrefix)_PAGER , PAGER",
      "The pager for output longer than the screen (interactive mode; default", ".Ql less -FRX ;",
      "empty: none).",
      ".It Ev \(program.variablePrefix)_APP_URL",
      "The address a", ".Ic :http", "path such as", ".Pa /counter", "is sent to: a local app's HTTP service.",
      ".It Ev XDG_DATA_HOME , XDG_STATE_HOME , XDG_CONFIG_HOME",
      "Where the interactive SQLite stores, the history and the", ".Pa \(name)/\(name)rc", "file live.",
    ]
    if let root = program.packageRoot {
      lines += [
        ".It Ev \(root.variable)",
        "The package the shell was built from: where", ".Ic :serve", "builds servers and", ".Fl -walkthrough",
        "finds", ".Pa \(program.walkthroughs?.shownAs ?? "its walkthroughs") .",
      ]
    }
    lines += [
      // Any domain may show or filter by local days and times (imshell's Quakes does both).
      ".It Ev NO_COLOR", "Turns colour off.", ".It Ev TZ", "The time zone of the local days and times a domain shows.", ".El",
      ".Sh EXIT STATUS", "0 ok, 1 an error in a line, 2 a failed", ".Ic :expect ,", "64 usage, 130 interrupted.",
      ".Sh SEE ALSO", ".Pa README.md",
    ]
    if let walkthroughs = program.walkthroughs {
      lines += ["and", ".Pa \(walkthroughs.shownAs)"]
    }
    return lines + ["in the \(name) package."]
  }

  /// Blank-line-separated paragraphs, each line escaped.
  private static func paragraphs(_ text: String) -> [String] {
    text.components(separatedBy: "\n\n").flatMap { paragraph in
      [".Pp"] + paragraph.split(separator: "\n").map { Self.escaped($0.trimmingCharacters(in: .whitespaces)) }
    }
  }

  /// Text safe on a roff line: backslashes escaped, and no leading `.` or `'` read as a request.
  static func escaped(_ text: String) -> String {
    let body = text.replacingOccurrences(of: "\\", with: "\\e")
    return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
  }
}
