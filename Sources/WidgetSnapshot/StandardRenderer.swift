import WidgetRender
extension SnapshotRenderer {
    public static func standard() throws -> SnapshotRenderer {
        SnapshotRenderer { _, _, _, _ in throw SnapshotError.invalidName("TEMPORARY") }
    }
}
