import Foundation
import WidgetGeometry
import WidgetPNG

/// The files written when a check fails: expected, actual, diff and the side-by-side strip.
public struct SnapshotArtifacts: Hashable, Sendable {
    public let expected: URL
    public let actual: URL
    public let diff: URL
    public let strip: URL

    /// The environment variable naming the artifacts folder.
    public static let environmentVariable = "WIDGET_RENDER_ARTIFACTS"

    /// `$WIDGET_RENDER_ARTIFACTS`, or `widget-render-artifacts` in the temporary folder.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        if let path = environment[environmentVariable], !path.isEmpty { return URL(fileURLWithPath: path, isDirectory: true) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-artifacts", isDirectory: true)
    }

    /// Where the artifacts of `id` go below `directory`: `<id>.expected.png` and so on.
    init(id: SnapshotID, directory: URL) {
        let base = directory.appendingPathComponent(id.description)
        func file(_ kind: String) -> URL { base.deletingLastPathComponent().appendingPathComponent("\(base.lastPathComponent).\(kind).png") }
        expected = file("expected"); actual = file("actual"); diff = file("diff"); strip = file("strip")
    }

    /// Writes the four pictures of one comparison.
    static func write(id: SnapshotID, directory: URL, expected: Pixmap, actual: Pixmap,
                      outcome: ComparisonOutcome, style: PerceptualOptions) throws -> SnapshotArtifacts {
        let artifacts = SnapshotArtifacts(id: id, directory: directory)
        do {
            try FileManager.default.createDirectory(at: artifacts.expected.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            let diff = try DiffImage.make(expected: expected, outcome: outcome, style: style)
            try expected.writePNG(to: artifacts.expected)
            try actual.writePNG(to: artifacts.actual)
            try diff.writePNG(to: artifacts.diff)
            try DiffImage.strip([expected, actual, diff]).writePNG(to: artifacts.strip)
        } catch let error as SnapshotError {
            throw error
        } catch {
            throw SnapshotError.cannotWrite(path: artifacts.expected.deletingLastPathComponent().path, problem: "\(error)")
        }
        return artifacts
    }
}
