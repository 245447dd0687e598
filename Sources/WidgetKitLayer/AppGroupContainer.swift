import Foundation

// App group containers: the folder an app shares with its widget extension. Widget code reads its
// data there (a JSON file the app wrote, a SQLite store), through Foundation's
// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`, which Foundation on Linux does
// not have. Here each group is a folder the user names, so a render reads fixture data instead of
// a device's (docs/golden-testing.md, *What your own code reads from the machine*).

/// The variable that maps app group identifiers to folders:
/// `WIDGET_RENDER_APP_GROUPS="group.com.example.app=Fixtures/AppGroup:group.other=/tmp/other"`.
/// Entries are separated by `:`; a relative folder is taken from the current directory.
package let appGroupsVariable = "WIDGET_RENDER_APP_GROUPS"

/// The folder of each app group named in `value` (the variable's text). An entry without `=`, with
/// an empty identifier or folder, or a repeated identifier makes the whole variable invalid: a
/// widget must not silently read the wrong group.
package func appGroupFolders(_ value: String, relativeTo base: URL) throws -> [String: URL] {
    var folders: [String: URL] = [:]
    for entry in value.split(separator: ":", omittingEmptySubsequences: true) {
        guard let equals = entry.firstIndex(of: "="), equals != entry.startIndex, entry.index(after: equals) != entry.endIndex else {
            throw AppGroupError(message: "\(appGroupsVariable): '\(entry)' is not group-identifier=folder")
        }
        let identifier = String(entry[..<equals]), path = String(entry[entry.index(after: equals)...])
        guard folders[identifier] == nil else {
            throw AppGroupError(message: "\(appGroupsVariable): app group '\(identifier)' is named twice")
        }
        folders[identifier] = URL(fileURLWithPath: path, isDirectory: true, relativeTo: base).standardizedFileURL
    }
    return folders
}

/// A malformed `WIDGET_RENDER_APP_GROUPS`.
package struct AppGroupError: Error, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}

extension FileManager {
    /// The shared container of an app group, as on iOS: the folder `WIDGET_RENDER_APP_GROUPS` maps
    /// `groupIdentifier` to, or nil when it names none, which is what iOS returns to an extension
    /// without that group's entitlement. A malformed variable also gives nil, and says why once on
    /// standard error.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard let value = ProcessInfo.processInfo.environment[appGroupsVariable] else { return nil }
        do {
            let base = URL(fileURLWithPath: currentDirectoryPath, isDirectory: true)
            return try appGroupFolders(value, relativeTo: base)[groupIdentifier]
        } catch {
            AppGroupWarning.once("widget-render: \(error)\n")
            return nil
        }
    }
}

/// Prints a malformed-variable warning once per process, not once per widget that reads it.
private enum AppGroupWarning {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var said = false
    static func once(_ text: String) {
        let first = lock.withLock { () -> Bool in defer { said = true }; return !said }
        if first { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
