import ArgumentParser
import Foundation

/// The `--package` form of `widget-render preview`: checks the options and serves
/// `PackagePreviewState` (a watcher thread, a build thread, the loopback server).
enum PackagePreviewOptions {
    /// A spec, or a package with a target, never both. Target names go into the default shell
    /// command, so they must be Swift identifiers.
    static func validate(spec: String?, package: String?, target: String?, testTarget: String?) throws {
        switch (spec, package) {
        case (nil, nil): throw ValidationError("name a spec file, or --package DIR --target NAME")
        case (.some, .some): throw ValidationError("give a spec file or --package, not both")
        case (.some, nil):
            if target != nil || testTarget != nil { throw ValidationError("--target and --test-target go with --package") }
        case (nil, .some):
            guard let target else { throw ValidationError("--package needs --target NAME (the widget target)") }
            for name in [target] + (testTarget.map { [$0] } ?? []) where !isIdentifier(name) {
                throw ValidationError("'\(name)' is not a target name (letters, digits and _)")
            }
        }
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// The build command: the option, else `WIDGET_RENDER_PREVIEW_BUILD`, else `swift test` of the
    /// test target.
    static func buildCommand(option: String?, target: String, testTarget: String?,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let option, !option.isEmpty { return option }
        if let command = environment["WIDGET_RENDER_PREVIEW_BUILD"], !command.isEmpty { return command }
        return PackagePreviewState.defaultBuildCommand(testTarget: testTarget ?? target + "Tests")
    }

    /// The command for a run that only a page control asked for: with the default build, the same
    /// test run without SwiftPM's build step (`--skip-build`, about half of a no-op run's time);
    /// with a command of the user's, none (it always runs).
    static func rerunCommand(option: String?, target: String, testTarget: String?,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let command = buildCommand(option: option, target: target, testTarget: testTarget, environment: environment)
        let testTarget = testTarget ?? target + "Tests"
        guard command == PackagePreviewState.defaultBuildCommand(testTarget: testTarget) else { return nil }
        return "swift test --skip-build --filter '^\(testTarget)\\.'"
    }

    /// `fastReload`: after the first good test run, saves of the target's Swift files are drawn by
    /// the fast reload (FastReload), with the default build command only.
    static func serve(package: String, target: String, testTarget: String?, buildCommand option: String?, fastReload: Bool,
                      port: Int) throws {
        let folder = URL(fileURLWithPath: package, isDirectory: true)
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            throw CLIError("\(package): no Package.swift in this folder")
        }
        let command = buildCommand(option: option, target: target, testTarget: testTarget)
        let rerun = rerunCommand(option: option, target: target, testTarget: testTarget)
        let state = try PackagePreviewState(packageDirectory: folder, target: target, buildCommand: command,
                                            rerunCommand: rerun, fastReload: fastReload && rerun != nil)
        let server = try LoopbackHTTPServer(port: port) { state.respond(to: $0) }
        print("preview: http://127.0.0.1:\(server.port)/ (watching \(state.watched[0].path); building with `\(command)`; Ctrl-C stops)")
        fflush(stdout)
        Thread.detachNewThread { state.buildLoop() }
        Thread.detachNewThread { state.watch() }
        server.serve()
    }
}
