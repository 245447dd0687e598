import Foundation

/// A configurable value of an intent, as AppIntents' `@Parameter` (`IntentParameter`).
///
/// A class, as in AppIntents: `let intent = MyIntent(); intent.city = …` sets the value through a
/// `let`. What a render sees: the value set, else the declared `default:`, else (resolved before the
/// provider runs, see `AppIntent.withResolvedDefaults()`) the `optionsProvider:`'s or the entity
/// query's `defaultResult()`,
/// else for a non-optional value without a default our rule: an enum's first case, "", 0, false.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    public let title: LocalizedStringResource
    public let parameterDescription: LocalizedStringResource?
    public let requestValueDialog: IntentDialog?
    private let lock = NSLock()
    private var value: Value?
    private let declaredDefault: Bool
    /// The `optionsProvider:`'s `defaultResult()`, asked when nothing was declared or set.
    fileprivate var optionsDefault: (() async -> Value?)?

    private init(title: LocalizedStringResource, description: LocalizedStringResource?, dialog: IntentDialog?, value: Value?,
                 declaredDefault: Bool) {
        self.title = title; parameterDescription = description; requestValueDialog = dialog
        self.value = value; self.declaredDefault = declaredDefault
    }

    /// A parameter with a default: what a newly added widget shows.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, dialog: requestValueDialog, value: defaultValue, declaredDefault: true)
    }

    /// A numeric parameter with a default and a range; the range and the control style (field,
    /// slider, stepper) shape the configuration UI only.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value, controlStyle: ControlStyle = .field,
                            inclusiveRange: (Value, Value), requestValueDialog: IntentDialog? = nil) where Value: Comparable {
        self.init(title: title, description: description, dialog: requestValueDialog, value: defaultValue, declaredDefault: true)
    }

    /// How the configuration UI edits a number, as AppIntents' control styles.
    public enum ControlStyle: Sendable { case field, slider, stepper }

    /// A parameter without a default: nil when optional; see the type's documentation otherwise.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            requestValueDialog: IntentDialog? = nil) {
        let none = (Value.self as? any ExpressibleByNilLiteral.Type).map { $0.init(nilLiteral: ()) as! Value }
        self.init(title: title, description: description, dialog: requestValueDialog, value: none, declaredDefault: false)
    }

    /// A parameter whose values come from `optionsProvider`; without a `default:` a render shows the
    /// provider's `defaultResult()` (resolved before the provider runs), as WidgetKit does for a newly
    /// added widget.
    public convenience init<Options: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        optionsProvider: Options, requestValueDialog: IntentDialog? = nil) where Value == Options.DefaultValue? {
        self.init(title: title, description: description, dialog: requestValueDialog, value: .some(nil), declaredDefault: false)
        optionsDefault = { await optionsProvider.defaultResult().map { Optional($0) } }
    }

    public convenience init<Options: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        optionsProvider: Options, requestValueDialog: IntentDialog? = nil) where Value == Options.DefaultValue {
        self.init(title: title, description: description, dialog: requestValueDialog, value: defaultValue,
                  declaredDefault: defaultValue != nil)
        optionsDefault = { await optionsProvider.defaultResult() }
    }

    /// A text parameter with its keyboard and capitalization options (accepted: no text is entered).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value, inputOptions: String.IntentInputOptions,
                            requestValueDialog: IntentDialog? = nil) where Value == String {
        self.init(title: title, description: description, dialog: requestValueDialog, value: defaultValue, declaredDefault: true)
    }

    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            inputOptions: String.IntentInputOptions,
                            requestValueDialog: IntentDialog? = nil) where Value == String? {
        self.init(title: title, description: description, dialog: requestValueDialog, value: .some(nil), declaredDefault: false)
    }

    public var wrappedValue: Value {
        get {
            lock.lock(); defer { lock.unlock() }
            if let value { return value }
            if let fallback = zeroIntentValue(Value.self) { return fallback }
            fatalError("@Parameter(title: \"\(title.key)\") of type \(Value.self) has no value: give it a default: or set it "
                + "(an entity's defaultResult() is only resolved when a render runs the provider)")
        }
        set { lock.lock(); value = newValue; lock.unlock() }
    }

    public var projectedValue: IntentParameter<Value> { self }

    /// Whether the value is nil because nothing was declared or set (used by default resolution).
    fileprivate var needsDefault: Bool {
        lock.lock(); defer { lock.unlock() }
        guard let value else { return true }
        if declaredDefault { return false }
        let mirror = Mirror(reflecting: value)  // an optional parameter that is still nil
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}

/// The parameters a render resolves before calling the provider.
private protocol ResolvableParameter: AnyObject {
    func resolveDefault() async throws
}

extension IntentParameter: ResolvableParameter {
    fileprivate func resolveDefault() async throws {
        guard needsDefault else { return }
        if let optionsDefault, let resolved = await optionsDefault() {
            wrappedValue = resolved
        } else if let resolved = try await entityDefault(Value.self) {
            wrappedValue = resolved
        }
    }
}

extension AppIntent {
    /// `Self()` with every parameter that has neither a declared default nor a value resolved from
    /// its entity query's `defaultResult()` — as WidgetKit configures a newly added widget.
    package static func withResolvedDefaults() async throws -> Self {
        let intent = Self()
        for child in Mirror(reflecting: intent).children {
            if let parameter = child.value as? ResolvableParameter { try await parameter.resolveDefault() }
        }
        return intent
    }
}

/// `defaultResult()` of the entity's query, for `T` an AppEntity or an optional one; nil otherwise.
private func entityDefault<T>(_ type: T.Type) async throws -> T? {
    if let entity = T.self as? any AppEntity.Type {
        return await entity.renderDefault() as? T
    }
    if let optional = T.self as? any OptionalEntityType.Type, let found = await optional.wrappedRenderDefault() {
        return found as? T
    }
    return nil
}

private protocol OptionalEntityType { static func wrappedRenderDefault() async -> Any? }
extension Optional: OptionalEntityType {
    static func wrappedRenderDefault() async -> Any? {
        guard let entity = Wrapped.self as? any AppEntity.Type, let found = await entity.renderDefault() else { return nil }
        guard let wrapped = found as? Wrapped else { return nil }
        return Optional<Wrapped>.some(wrapped)
    }
}

/// Our rule for a non-optional parameter with no default and nothing set: an enum's first case,
/// the empty string, zero, false (WidgetKit would ask the user first; a render cannot).
private func zeroIntentValue<T>(_ type: T.Type) -> T? {
    if let enumType = T.self as? any AppEnum.Type { return enumType.firstCase as? T }
    switch T.self {
    case is String.Type: return "" as? T
    case is Int.Type: return 0 as? T
    case is Double.Type: return 0.0 as? T
    case is Bool.Type: return false as? T
    default: return nil
    }
}

extension String {
    /// How a text parameter is typed in, as AppIntents' `String.IntentInputOptions` (accepted).
    public struct IntentInputOptions: Sendable {
        public enum KeyboardType: Sendable { case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, emailAddress, decimalPad, webSearch }
        public enum Capitalization: Sendable { case none, words, sentences, allCharacters }
        public init(keyboardType: KeyboardType = .default, capitalizationType: Capitalization = .sentences,
                    multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true) {}
    }
}
