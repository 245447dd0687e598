import Foundation
import WidgetViews

/// `Image("name")` from an asset catalog, then from another provider (the bundled images) for
/// names the catalog does not have. A catalog image that fails to load is that error, not a
/// fall-through.
package struct CatalogFirstImages: ImageProviding {
    let catalog: AssetCatalog
    let fallback: any ImageProviding

    package init(catalog: AssetCatalog, fallback: any ImageProviding) { self.catalog = catalog; self.fallback = fallback }

    package func image(named name: String) throws -> ProvidedImage {
        try image(named: name, appearance: ImageAppearance())
    }

    package func image(named name: String, appearance: ImageAppearance) throws -> ProvidedImage {
        if catalog.hasImage(named: name) { return try catalog.image(named: name, appearance: appearance) }
        return try fallback.image(named: name, appearance: appearance)
    }

    package func image(contentsOfFile path: String) throws -> ProvidedImage { try fallback.image(contentsOfFile: path) }

    package var availableImageNames: [String] { Array(Set(catalog.availableImageNames).union(fallback.availableImageNames)).sorted() }

    package var searchedLocations: [String] { catalog.searchedLocations + fallback.searchedLocations }
}
