/// One `#Preview(…)` found in source.
public struct DiscoveredPreview: Hashable, Sendable {
    /// The file's name as `#fileID` gives it: "<module>/<file name>".
    public var fileID: String
    public var line: Int
    /// The display name when the first argument is an unlabelled string literal.
    public var name: String?
    /// The arguments as written, labels included ("as: .systemSmall"), then the trailing closures' labels.
    public var arguments: [String]
    /// The `WidgetPreview(…)` call that restates this preview.
    public var initializerCall: String
    /// The `#if` conditions around it, outermost first (`["DEBUG"]`; an `#else` branch is `!(cond)`).
    public var conditions: [String]
    /// The names its arguments use (identifiers, member names), to tell whether it refers to a
    /// private or fileprivate declaration of its file.
    public var referencedNames: Set<String> = []
    /// Names declared private or fileprivate in its file that it refers to; when any, the registry
    /// calls the macro's accessor `__widgetPreview(<accessorLabel>: ())` instead of restating the call.
    public var privateNamesUsed: [String] = []
    /// The accessor's argument label (`PreviewSite.label`).
    public var accessorLabel: String
}

/// A type conforming (by its inheritance clause) to one of the protocols discovery lists.
public struct DiscoveredType: Hashable, Sendable {
    public enum Role: String, Sendable { case widget, widgetBundle, previewProvider }
    public var role: Role
    /// The qualified name as seen from the module: "Outer.Inner".
    public var name: String
    public var fileID: String
    public var line: Int
    public var conditions: [String]
    /// False when the type (or a type around it) is private or fileprivate, or generic: another
    /// file of the module cannot name it, so the registry leaves it out (and says so).
    public var isReachable: Bool
}

/// Everything discovery found in a module.
public struct DiscoveryResult: Hashable, Sendable {
    public var previews: [DiscoveredPreview] = []
    public var types: [DiscoveredType] = []
    /// Every `import` written in the scanned files (as written, deduplicated, in order of first use).
    public var imports: [String] = []
    public init() {}
}
