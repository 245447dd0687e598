import Foundation

// The app side of SwiftUI: `App`, `Scene`, `WindowGroup`, menu commands and scene modifiers, and
// the scene phase. Widget files often share a file (or a target) with the app's entry point, so
// these compile here with Apple's declarations and isolation. A widget renderer never runs an app:
// a widget extension is a separate process that WidgetKit asks for timeline entries and archives
// their views (docs/widgetkit.md, *Apps and scenes*); the app's scenes and the views in its
// windows are never part of a widget's picture. So an `App`'s `body` is never evaluated by a
// render, `WindowGroup` keeps the content it is given without drawing it, and commands and window
// sizes have nothing to act on.
//
// Glossary
// - Scene: a part of an app with a life cycle the system manages (a window group, a settings
//   window); primitive scenes have `Body == Never`.
// - ScenePhase: whether a scene is active, inactive or in the background; a still widget image is
//   `.active` (our rule, docs/platform.md).

/// A type that represents the structure and behavior of an app, as SwiftUI's `App`.
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// SwiftUI's entry point (`@main struct MyApp: App`) launches the app. There is no app to run
    /// on Linux and in a widget renderer: it says so on standard error and returns.
    @MainActor @preconcurrency public static func main() {
        FileHandle.standardError.write(Data(
            "\(Self.self): WidgetRender draws widgets; an App's scenes are not run (docs/widgetkit.md, Apps and scenes)\n".utf8))
    }
}

/// A part of an app's user interface with a life cycle managed by the system, as SwiftUI's `Scene`.
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

nonisolated extension Scene where Body == Never {
    /// Primitive scenes (`WindowGroup`, the modified and combined scenes) have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// Builds the scenes of an app's `body`, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> { OptionalScene(content: content) }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes of one `body`.
nonisolated public struct TupleScene<each Content: Scene>: Scene {
    public typealias Body = Never
    let scenes: (repeat each Content)
    init(_ scenes: repeat each Content) { self.scenes = (repeat each scenes) }
}

/// A scene written under `if`: present or not.
nonisolated public struct OptionalScene<Content: Scene>: Scene {
    public typealias Body = Never
    let content: Content?
}

/// A scene that presents a group of identically structured windows, as SwiftUI's `WindowGroup`.
/// Its content is kept, never drawn: a widget extension never shows an app's windows.
nonisolated public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    /// The identifier given with `init(id:content:)`, else nil.
    public let id: String?
    /// The title given, else nil.
    let title: Text?
    /// The view each window of the group would show.
    let content: Content

    public init(@ViewBuilder content: () -> Content) { id = nil; title = nil; self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.id = id; title = nil; self.content = content() }
    public init(_ title: Text, @ViewBuilder content: () -> Content) { id = nil; self.title = title; self.content = content() }
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.id = id; self.title = title; self.content = content()
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        id = nil; title = Text(titleKey); self.content = content()
    }
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.id = id; title = Text(titleKey); self.content = content()
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        id = nil; self.title = Text(title); self.content = content()
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.id = id; self.title = Text(title); self.content = content()
    }
}

/// A scene with a scene modifier applied (`commands(_:)`, `defaultSize(width:height:)` …): the
/// modifier is kept by name, the scene is not run.
nonisolated public struct ModifiedScene<Base: Scene>: Scene {
    public typealias Body = Never
    let base: Base
    /// The modifier's name, e.g. "defaultSize".
    let modifier: String
}

nonisolated extension Scene {
    /// Adds menu commands (macOS, iPadOS menus): nothing an app scene shows in a widget.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _ = content()
        return ModifiedScene(base: self, modifier: "commands")
    }

    /// The size of a new window (macOS, iPadOS, visionOS): a widget has no windows.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        ModifiedScene(base: self, modifier: "defaultSize")
    }

    /// The size of a new window, as a `CGSize`.
    public func defaultSize(_ size: CGSize) -> some Scene {
        ModifiedScene(base: self, modifier: "defaultSize")
    }

    /// Runs `action` when `value` changes, as on a view; a render never runs the app's scenes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        ModifiedScene(base: self, modifier: "onChange")
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        ModifiedScene(base: self, modifier: "onChange")
    }
}

// MARK: - Commands

/// Menu commands of an app, as SwiftUI's `Commands`.
@MainActor @preconcurrency public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

nonisolated extension Commands where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive command group and has no body") }
}

/// Builds menu commands, as SwiftUI's `CommandsBuilder`.
@resultBuilder
public enum CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<repeat each Content> {
        TupleCommands(repeat each content)
    }
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}

/// Several command groups.
nonisolated public struct TupleCommands<each Content: Commands>: Commands {
    public typealias Body = Never
    let commands: (repeat each Content)
    init(_ commands: repeat each Content) { self.commands = (repeat each commands) }
}

/// No commands, as SwiftUI's `EmptyCommands`.
nonisolated public struct EmptyCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// Menu items added to, or replacing, a standard group, as SwiftUI's `CommandGroup`.
nonisolated public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    let placement: CommandGroupPlacement
    let content: Content

    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group; content = addition()
    }
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group; content = addition()
    }
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group; content = addition()
    }
}

/// The standard menu groups, as SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

// MARK: - Scene phase

/// An indication of a scene's operational state, as SwiftUI's `ScenePhase`, ordered
/// `background < inactive < active` as Apple declares it (`Comparable`).
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The current phase of the scene. A widget being shown is on screen, so a still image is
    /// `.active` (our rule, docs/platform.md); `.environment(\.scenePhase, …)` overrides it.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Handles a URL the app is opened with. A widget is not opened with URLs (its taps open the
    /// app, `widgetURL(_:)`), so `action` never runs and nothing is drawn.
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { inertModifier("onOpenURL") }
}
