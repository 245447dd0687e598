import Foundation

/// Where the package's pinned assets (fonts, images, wallpapers) live.
package enum BundledAssets {
    /// The environment variable that overrides the location, e.g. for an installed CLI.
    package static let environmentVariable = "WIDGET_RENDER_ASSETS"

    /// `$WIDGET_RENDER_ASSETS` when set, else the `Assets` folder of the package this file was
    /// compiled from (found by walking up from `#filePath` to the folder holding `Package.swift`).
    package static var directory: URL {
        if let override = ProcessInfo.processInfo.environment[environmentVariable], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        return packageRoot(startingAt: URL(fileURLWithPath: #filePath)).appendingPathComponent("Assets", isDirectory: true)
    }

    /// The nearest ancestor of `file` that holds a `Package.swift`; the file's own folder if none does
    /// (so a moved binary fails later with a clear "missing font file" naming the path it tried).
    static func packageRoot(startingAt file: URL) -> URL {
        var candidate = file.deletingLastPathComponent()
        while candidate.path != "/" {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
                return candidate
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }
}
