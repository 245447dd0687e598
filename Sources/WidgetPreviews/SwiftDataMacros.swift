import Observation
import WidgetKitLayer

// SwiftData's attached macros. The framework's types are in WidgetKitLayer
// (AppFrameworks/SwiftData.swift); the macros are declared here because this is the target that
// depends on the package's compiler plug-in (WidgetPreviewMacros), which expands them.

/// Makes a class a stored model, as SwiftData's `@Model`: an identity (`persistentModelID`) and the
/// `PersistentModel` and `Observable` conformances. Its properties stay as written (the store is
/// in memory and shares the objects: docs/widgetkit.md, *App frameworks*).
@attached(member, names: named(persistentModelID))
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "WidgetPreviewMacros", type: "ModelMacro")

/// Describes a property's column, as SwiftData's `@Attribute`: accepted, nothing to do in memory.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "WidgetPreviewMacros", type: "InertPeerMacro")

/// Describes a relationship, as SwiftData's `@Relationship`: accepted; the property keeps the
/// objects it points at, and delete rules are not applied.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "WidgetPreviewMacros", type: "InertPeerMacro")

/// Leaves a property out of the store, as SwiftData's `@Transient`: every property is in memory only here.
@attached(peer)
public macro Transient() = #externalMacro(module: "WidgetPreviewMacros", type: "InertPeerMacro")
