import Foundation
import Testing

/// `intenttodo phrases` is the proof that the engine is app-agnostic: PhraseTester and every
/// module it depends on (as Package.swift declares them) must not reach the todo app, and no
/// source file among them, nor the command's glue, may import it.
@Suite struct ModuleGraphTests {
    static let todoModules: Set<String> = ["TodoKit", "TodoVoice", "CSQLite"]

    /// Every target's declared dependencies, read from Package.swift.
    static func targets() throws -> [String: [String]] {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: #"\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)
        var targets: [String: [String]] = [:]
        let range = NSRange(manifest.startIndex..., in: manifest)
        for match in pattern.matches(in: manifest, range: range) {
            let name = String(manifest[Range(match.range(at: 1), in: manifest)!])
            var dependencies: [String] = []
            if let list = Range(match.range(at: 2), in: manifest) {
                dependencies = manifest[list].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                }.filter { !$0.isEmpty }
            }
            targets[name] = dependencies
        }
        return targets
    }

    static func closure(of target: String, in targets: [String: [String]]) -> Set<String> {
        var seen: Set<String> = [target]
        var pending = [target]
        while let next = pending.popLast() {
            for dependency in targets[next] ?? [] where seen.insert(dependency).inserted { pending.append(dependency) }
        }
        return seen
    }

    static func imports(in file: URL) throws -> Set<String> {
        let text = try String(contentsOf: file, encoding: .utf8)
        var modules: Set<String> = []
        for line in text.split(separator: "\n") {
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
            if let index = words.firstIndex(of: "import"), index <= 1, index + 1 < words.count { modules.insert(String(words[index + 1])) }
        }
        return modules
    }

    @Test func phraseTesterReachesNoTodoModule() throws {
        let targets = try Self.targets()
        #expect(targets["PhraseTester"] != nil, "Package.swift declares no PhraseTester target (or this test cannot read it)")
        #expect(targets["TodoVoice"]?.contains("TodoKit") == true, "the manifest reader missed dependencies")
        let graph = Self.closure(of: "PhraseTester", in: targets)
        #expect(graph.isSuperset(of: ["PhraseEngine", "EntityResolution", "SpeechText", "Basics"]))
        #expect(graph.isDisjoint(with: Self.todoModules), "PhraseTester depends on \(graph.intersection(Self.todoModules).sorted())")

        for module in graph.sorted() {
            let folder = repositoryRoot.appendingPathComponent("Sources/\(module)")
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = walker?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let reached = try Self.imports(in: file).intersection(Self.todoModules)
                #expect(reached.isEmpty, "\(module)/\(file.lastPathComponent) imports \(reached.sorted())")
            }
        }
    }

    @Test func thePhrasesCommandGlueImportsOnlyEngineModules() throws {
        let glue = repositoryRoot.appendingPathComponent("Sources/intenttodo/PhrasesCommand.swift")
        let imported = try Self.imports(in: glue)
        #expect(imported.contains("PhraseTester"))
        #expect(imported.isSubset(of: ["Basics", "Foundation", "PhraseEngine", "PhraseTester"]), "\(imported.sorted())")
    }
}
