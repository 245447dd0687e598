import Foundation
import WidgetText

/// The folders a render may read from: the rule that keeps a spec from a pull request from
/// reading `~/.ssh`, `/etc` or another job's files through an image or font path.
///
/// Rule: a file is readable when its real path (every symlink resolved) lies inside the real path
/// of one of the roots. So `../x`, an absolute path and a symlink inside a root that points out of
/// it are all refused, while a symlink pointing to another place inside a root is fine. A spec's
/// roots are its own folder, the bundled `Assets` and the folders granted on the command line
/// (`--allow-read PATH`) or in the Swift API.
public struct ReadAccess: Hashable, Sendable {
    /// The granted folders, as real paths.
    public let roots: [String]

    /// Grants `roots` (folders or single files); paths are resolved now, so a symlink swapped later
    /// cannot widen the grant.
    public init(roots: [URL]) {
        self.roots = roots.map { ReadAccess.realPath($0.path) }
    }

    /// The bundled `Assets` folder (fonts and images), which every render may read.
    package static var bundledAssets: URL { BundledAssets.directory }

    /// Everything: for trusted Swift code that names its own files.
    public static let unrestricted = ReadAccess(everything: ())

    private init(everything: Void) { roots = ["/"] }

    /// `access` with `more` folders granted as well.
    public func granting(_ more: [URL]) -> ReadAccess {
        ReadAccess(roots: (roots.map { URL(fileURLWithPath: $0) }) + more)
    }

    /// The real path of `url` when it may be read; otherwise an error naming the rule.
    /// - Parameter what: how the message names the file, e.g. "image 'logo'" or "font".
    public func check(_ url: URL, what: String) throws -> URL {
        let real = ReadAccess.realPath(url.path)
        guard contains(real) else {
            throw ReadAccessError(path: url.path, realPath: real, what: what, roots: roots)
        }
        return URL(fileURLWithPath: real)
    }

    /// Whether the real path `real` lies inside a root.
    package func contains(_ real: String) -> Bool {
        roots.contains { root in root == "/" || real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
    }

    /// The path with `.`/`..` removed and every symlink resolved (`realpath(3)`); for a file that
    /// does not exist, its folder's real path plus its name, so a missing file is judged by where
    /// it would be.
    package static func realPath(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if let resolved = realpath(absolute, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let parent = (absolute as NSString).deletingLastPathComponent
        guard parent != absolute, !parent.isEmpty else { return absolute }
        return (realPath(parent) as NSString).appendingPathComponent((absolute as NSString).lastPathComponent)
    }
}

/// A read that `ReadAccess` refuses.
public struct ReadAccessError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let realPath: String
    public let what: String
    public let roots: [String]

    public var description: String { "\(what) '\(path)' \(reason)" }

    /// The rule broken, without the file's name: "(really /x) is outside the folders …".
    public var reason: String {
        let real = realPath == URL(fileURLWithPath: path).standardizedFileURL.path ? "" : "(really \(realPath)) "
        return "\(real)is outside the folders this render may read: a spec reads only inside its own folder, "
            + "the bundled assets and the folders granted with --allow-read (\(roots.prefix(4).joined(separator: ", ")))"
    }
}

/// The operating system's reason for a failed read or write ("No space left on device"), not
/// Foundation's wrapper ("The operation could not be completed").
package func ioReason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
    return nsError.localizedDescription
}
