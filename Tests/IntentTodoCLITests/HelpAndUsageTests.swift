import Foundation
import Testing

/// `intenttodo help`, `help COMMAND`, `COMMAND --help`, and usage errors: one line, exit 2,
/// and for `intent --json` the CONTRACT.md failure shape.
@Suite struct HelpAndUsageTests {
    static let commands = ["intent", "export", "import", "remind", "status", "parse", "say", "listen", "prompt", "serve", "test", "lint", "phrases", "help"]

    @Test func helpNamesEveryCommandAndTheGlobalOptions() throws {
        let cli = try CLIRunner()
        let help = try cli.raw(["help"])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        let commandLines = help.lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("  --") }
        #expect(commandLines.count == Self.commands.count)
        for command in Self.commands {
            #expect(commandLines.contains { $0.hasPrefix("  \(command) ") || $0 == "  \(command)" }, "help does not name \(command)")
        }
        for option in ["--db PATH", "--lang en|ja", "--now YYYY-MM-DDTHH:MM", "--json"] {
            #expect(help.stdout.contains(option))
        }
        #expect(try cli.raw(["--help"]).stdout == help.stdout)
        #expect(try cli.raw(["-h"]).stdout == help.stdout)
    }

    @Test(arguments: commands)
    func everyCommandHasItsOwnHelp(command: String) throws {
        let cli = try CLIRunner()
        let help = try cli.run(["help", command])
        #expect(help.status == 0)
        #expect(help.lines.first?.hasPrefix("usage: intenttodo [global options] \(command)") == true)
        #expect(help.stdout.contains("--help"))
        let flag = try cli.run([command, "--help"])
        #expect(flag.status == 0)
        #expect(flag.stdout == help.stdout)
        #expect(!FileManager.default.fileExists(atPath: cli.database), "--help opened the store")
    }

    @Test func commandHelpListsArgumentsOptionsAndForIntentTheIntents() throws {
        let cli = try CLIRunner()
        let listen = try cli.run(["help", "listen"]).stdout
        #expect(listen.contains("--format plain|vosk|whisper"))
        let intent = try cli.run(["help", "intent"]).stdout
        #expect(intent.contains("param=value"))
        #expect(intent.contains("--yes"))
        #expect(intent.contains("AddTodo"))
        #expect(intent.contains("title*"))
        #expect(intent.contains("Undo"))
        let test = try cli.run(["test", "--help", "--threshold", "2"])
        #expect(test.status == 0)
        #expect(test.stdout.contains("--threshold R"))
    }

    @Test(arguments: [
        (["help", "frobnicate"], "unknown command ‘frobnicate’"),
        (["listen", "now"], "unexpected argument ‘now’; usage: intenttodo listen"),
        (["say"], "missing sentence"),
        (["say", "  "], "missing sentence"),
        (["import"], "missing file to import"),
        (["import", "a.json", "b.json"], "unexpected argument ‘b.json’"),
        (["export", "out.json"], "unexpected argument ‘out.json’"),
        (["lint", "--fix"], "unknown option ‘--fix’ (lint takes no options)"),
        (["listen", "--format"], "option --format needs a value"),
        (["listen", "--format=MP3"], "unknown format ‘MP3’ for --format (expected plain, vosk or whisper)"),
        (["intent", "Undo", "--yes=no"], "option --yes takes no value"),
        (["test", "--threshold", "2"], "bad --threshold ‘2’"),
        (["test", "no/such/file.corpus"], "no such corpus file or folder"),
        (["intent", "AddTodo", "title=a", "title=b"], "parameter ‘title’ given twice"),
        (["--json=yes", "intent", "Undo"], "option --json takes no value"),
        (["serve"], "missing --wyoming URI"),
        (["serve", "--wyoming", "http://localhost:80"], "bad --wyoming ‘http://localhost:80’ (expected tcp://HOST:PORT or unix:///PATH)"),
        (["serve", "--wyoming", "tcp://127.0.0.1"], "bad --wyoming ‘tcp://127.0.0.1’"),
        (["serve", "--wyoming", "tcp://127.0.0.1:70000"], "bad --wyoming ‘tcp://127.0.0.1:70000’"),
        (["serve", "--wyoming", "tcp://127.0.0.1:0", "--idle-timeout", "0"], "bad --idle-timeout ‘0’"),
        (["serve", "--wyoming", "tcp://127.0.0.1:0", "--read-timeout", "soon"], "bad --read-timeout ‘soon’"),
    ])
    func usageErrorsAreOneLineAndExitTwo(arguments: [String], message: String) throws {
        let cli = try CLIRunner()
        let result = try cli.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("intenttodo: "))
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test(arguments: [
        (["--json", "intent", "AddTodo", "title"], "AddTodo", "expected param=value"),
        (["intent", "--json"], "", "missing intent name"),
        (["intent", "AddTodo", "--force", "--json"], "", "unknown option ‘--force’"),
        (["--json", "intent", "Undo", "x=1", "x=2"], "Undo", "parameter ‘x’ given twice"),
    ])
    func intentUsageErrorsKeepTheJSONFailureShape(arguments: [String], intent: String, message: String) throws {
        let cli = try CLIRunner()
        let result = try cli.run(arguments)
        #expect(result.status == 2)
        let json = result.json
        #expect(Array(json.keys).sorted() == ["intent", "ok", "result", "say"])
        #expect(json["intent"] as? String == intent)
        #expect(json["ok"] as? Bool == false)
        let error = (json["result"] as? [String: Any])?["error"] as? [String: Any]
        #expect(error?["kind"] as? String == "usage")
        #expect((error?["message"] as? String)?.contains(message) == true)
        #expect(json["say"] as? String == error?["message"] as? String)
        #expect(result.stderr.contains(message))
    }
}
