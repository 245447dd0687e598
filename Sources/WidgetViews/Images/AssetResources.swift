import Foundation

/// A color set of the asset catalog, as Xcode 15's generated asset symbols name it
/// (`ColorResource.brandPrimary`; docs/platform.md §9). `Color(.brandPrimary)` is `Color("BrandPrimary")`.
/// `widget-render asset-symbols` writes the constants Xcode would generate for a catalog.
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
    public init(name: String) { self.name = name }
}

/// An image set of the asset catalog, as Xcode 15's generated asset symbols name it (`ImageResource.logo`).
/// `Image(.logo)` is `Image("Logo")`.
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
    public init(name: String) { self.name = name }
}

extension Color {
    /// The catalog color a generated `ColorResource` names.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
    /// The catalog image a generated `ImageResource` names.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}
