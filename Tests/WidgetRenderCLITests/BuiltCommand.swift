import Foundation

/// Runs built programs as a user runs them: the `widget-render` built beside this test bundle,
/// a script, or `swift` itself, with both pipes read to the end.
enum BuiltCommand {
    struct Run { let status: Int32; let out: String; let err: String }

    /// The `widget-render` built beside this test bundle (`swift test` builds every product).
    static var widgetRender: URL {
        let beside = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("widget-render")
        return beside.flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }
            ?? packageRoot.appendingPathComponent(".build/debug/widget-render")
    }

    /// Runs `executable` in `folder` with this process's environment less WIDGET_RENDER_RECORD,
    /// plus `extra`.
    static func run(_ executable: String, _ arguments: [String], in folder: URL, environment extra: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "WIDGET_RENDER_RECORD")
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let errData = Box(), done = DispatchSemaphore(value: 0)
        let handle = err.fileHandleForReading
        DispatchQueue.global().async { errData.data = handle.readDataToEndOfFile(); done.signal() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        done.wait()
        return Run(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                   err: String(decoding: errData.data, as: UTF8.self))
    }
}
