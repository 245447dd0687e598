import Foundation

/// What SwiftPM planned for a package's debug build, read from its llbuild manifest
/// (`.build/debug.yaml`, written by every `swift build` and `swift test`): the one file that holds
/// each compiler and linker invocation exactly as SwiftPM runs it. The live preview's fast reload
/// (`FastReload`) replays two of them: the widget target's compile, and the test product's link
/// without the widget and test code.
///
/// The manifest is read line by line: a command is a line `  "<name>":` followed by its fields at
/// four spaces, and `args` and `inputs` are one-line JSON arrays. Anything else, or a manifest that
/// lacks what is needed, is an error (the live preview then runs the tests on every save).
struct SwiftPMBuildPlan {
    /// The widget target's compile: swiftc and its arguments, sources in a response file (`@…`).
    var compile: [String]
    /// The target's sources, as the response file lists them (plugin output included).
    var sources: [String]
    /// `WidgetPreviewsPlugin`'s discovery command for the target, which rewrites the preview registry.
    let discover: [String]?
    /// The test product's link: swiftc and its arguments, objects in a response file.
    let testLink: [String]
    /// The objects the test product links, minus those of the widget target, of test targets and of
    /// the test runner: what the render host links.
    let hostObjects: [String]

    enum Problem: Error, CustomStringConvertible {
        case unreadable(String)
        case missing(String)
        var description: String {
            switch self {
            case .unreadable(let what): return "cannot read SwiftPM's build plan: \(what)"
            case .missing(let what): return "SwiftPM's build plan has no \(what)"
            }
        }
    }

    /// The manifest of a package's default debug build.
    static func manifestURL(packageDirectory: URL) -> URL {
        packageDirectory.appendingPathComponent(".build/debug.yaml")
    }

    /// The arguments that tell a compile where modules are, as whole units: `-I PATH`, `-Xcc -I -Xcc
    /// PATH` and `-Xcc -fmodule-map-file=…` (or any `-Xcc -I…`).
    static func searchPathUnits(_ arguments: [String]) -> [[String]] {
        var units: [[String]] = []
        var index = 0
        while index + 1 < arguments.count {
            let argument = arguments[index], next = arguments[index + 1]
            if argument == "-I" {
                units.append([argument, next])
                index += 2
            } else if argument == "-Xcc", next == "-I", index + 3 < arguments.count, arguments[index + 2] == "-Xcc" {
                units.append(Array(arguments[index..<(index + 4)]))
                index += 4
            } else if argument == "-Xcc", next.hasPrefix("-fmodule-map-file=") || next.hasPrefix("-I") {
                units.append([argument, next])
                index += 2
            } else {
                index += 1
            }
        }
        return units
    }

    init(manifest: URL, target: String) throws {
        guard FileManager.default.fileExists(atPath: manifest.path) else { throw Problem.missing("manifest: no \(manifest.path)") }
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { throw Problem.unreadable(manifest.path) }
        let (nodes, commands) = try Self.parse(text)
        func args(_ name: String) -> [String]? { commands[name]?["args"] }

        // "C.<target>-<triple>-debug.module", found by the module name it compiles.
        func moduleName(command: String) -> String? {
            guard command.hasSuffix("-debug.module"), let args = args(command),
                  let flag = args.firstIndex(of: "-module-name"), flag + 1 < args.count else { return nil }
            return args[flag + 1]
        }
        guard let compileName = commands.keys.sorted().first(where: { moduleName(command: $0) == target }),
              let compile = args(compileName), compile.first?.hasSuffix("swiftc") == true else {
            throw Problem.missing("compile command for \(target)")
        }
        guard let linkName = commands.keys.sorted().first(where: { $0.hasPrefix("C.") && $0.hasSuffix("-debug.test") }),
              let testLink = args(linkName) else {
            throw Problem.missing("test product (build the tests once: swift build --build-tests)")
        }
        guard let sourceList = compile.first(where: { $0.hasPrefix("@") }).map({ String($0.dropFirst()) }),
              let objectList = testLink.first(where: { $0.hasPrefix("@") }).map({ String($0.dropFirst()) }) else {
            throw Problem.missing("response files in the compile and link commands")
        }
        // The fast reload's entry point imports WidgetSnapshotTesting, whose C modules (WidgetSnapshot's
        // CSHA256, say) the widget target's own compile may not see: add the module maps and include
        // paths of that module's compile.
        var libraryCompile = compile
        if let snapshotTesting = commands.keys.sorted().first(where: { moduleName(command: $0) == "WidgetSnapshotTesting" }),
           let snapshotArgs = args(snapshotTesting) {
            let present = Set(Self.searchPathUnits(compile))
            libraryCompile += Self.searchPathUnits(snapshotArgs).filter { !present.contains($0) }.flatMap { $0 }
        }
        self.compile = libraryCompile
        self.testLink = testLink
        sources = try Self.responseFile(sourceList)

        // Targets of the package's tests but not of its products: test targets. With the widget
        // target and the test runner, their objects stay out of the host (the reloaded library
        // brings the widget target, and nothing of the host may define its symbols). Nodes are
        // "<Target-<triple>-debug.module>"; objects are in "<Target>.build".
        guard let flag = compile.firstIndex(of: "-target"), flag + 1 < compile.count else {
            throw Problem.missing("target triple in the compile command")
        }
        let suffix = "-\(compile[flag + 1])-debug.module>"
        func targets(_ node: String) -> Set<String> {
            Set((nodes[node] ?? []).compactMap { name in
                name.hasPrefix("<") && name.hasSuffix(suffix) ? String(name.dropFirst().dropLast(suffix.count)) : nil
            })
        }
        let excluded = targets("test").subtracting(targets("main")).union([target])
        hostObjects = try Self.responseFile(objectList).filter { path in
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
            guard folder.hasSuffix(".build") else { return true }
            let owner = String(folder.dropLast(".build".count))
            return !excluded.contains(owner) && !owner.hasSuffix("PackageTests") && !owner.hasSuffix("PackageDiscoveredTests")
        }
        discover = commands.values.lazy.compactMap { $0["args"] }.first { args in
            args.first?.hasSuffix("widget-render-discover-tool") == true
                && zip(args, args.dropFirst()).contains { $0 == "--module" && $1 == target }
        }
    }

    /// The `targets:` nodes (name → listed nodes) and the commands' one-line array fields.
    private static func parse(_ text: String) throws -> (nodes: [String: [String]], commands: [String: [String: [String]]]) {
        var nodes: [String: [String]] = [:]
        var commands: [String: [String: [String]]] = [:]
        var section = "", current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if !line.hasPrefix(" ") { section = String(line); current = nil; continue }
            if line.hasPrefix("    "), let current, section == "commands:" {
                let field = line.drop { $0 == " " }
                guard let colon = field.firstIndex(of: ":") else { continue }
                let key = String(field[..<colon])
                guard key == "args" || key == "inputs" else { continue }
                commands[current]?[key] = try array(field[field.index(after: colon)...])
                continue
            }
            // "  "name": [...]" (targets) or "  "name":" (a command).
            let entry = line.dropFirst(2)
            guard entry.hasPrefix("\""), let end = entry.range(of: "\":") else { continue }
            let name = String(entry[entry.index(after: entry.startIndex)..<end.lowerBound])
            let rest = entry[end.upperBound...]
            if section == "targets:" {
                nodes[name] = try array(rest)
            } else if section == "commands:" {
                current = name
                commands[name] = [:]
            }
        }
        return (nodes, commands)
    }

    private static func array(_ text: Substring) throws -> [String] {
        let json = text.trimmingCharacters(in: .whitespaces)
        guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String] else {
            throw Problem.unreadable("not a list of strings: \(json.prefix(80))")
        }
        return value
    }

    /// A response file's lines; SwiftPM quotes a path with spaces or quotes in it.
    static func responseFile(_ path: String) throws -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw Problem.unreadable(path) }
        return text.split(separator: "\n").map { line in
            guard line.count >= 2, line.hasPrefix("\""), line.hasSuffix("\"") else { return String(line) }
            var result = "", escaped = false
            for character in line.dropFirst().dropLast() {
                if escaped || character != "\\" { result.append(character); escaped = false } else { escaped = true }
            }
            return result
        }
    }
}
