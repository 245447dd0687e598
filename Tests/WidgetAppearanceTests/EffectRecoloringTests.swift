import XCTest
import WidgetGeometry
import WidgetViews
@testable import WidgetAppearance
import WidgetResolved
import WidgetDisplayList

/// docs/platform.md §10: accented rendering flattens content to its group color, so color filters
/// and color-mixing blend modes are dropped; coverage effects stay. Full color and vibrant keep all.
final class EffectRecoloringTests: XCTestCase {
    typealias F = ListFixtures

    private func layerEffects(_ theme: Theme, _ effects: LayerEffects) throws -> LayerEffects? {
        let list = F.list([.layer(LayerOp(items: [F.shape(.color(.black))], effects: effects))])
        let items = try applyTheme(F.bare(theme), to: list, family: .systemSmall).list.items
        func find(_ items: [DisplayItem]) -> LayerEffects? {
            for item in items {
                if case .layer(let layer) = item {
                    if let effects = layer.effects { return effects }
                    if let inner = find(layer.items) { return inner }
                }
            }
            return nil
        }
        return find(items)
    }

    func testAccentedDropsColorFiltersAndColorBlends() throws {
        let effects = LayerEffects(colorFilters: [.colorInvert], blurSigma: 2, blendMode: .multiply)
        XCTAssertEqual(try layerEffects(F.tinted, effects), LayerEffects(blurSigma: 2))
        let porterDuff = LayerEffects(colorFilters: [.brightness(0.5)], blendMode: .destinationOut)
        XCTAssertEqual(try layerEffects(F.tinted, porterDuff), LayerEffects(blendMode: .destinationOut))
    }

    func testFullColorAndVibrantKeepEffects() throws {
        let effects = LayerEffects(colorFilters: [.colorInvert], blendMode: .screen)
        XCTAssertEqual(try layerEffects(.iosLight, effects), effects)
        XCTAssertEqual(try layerEffects(.iosStandByNight, effects), effects)
    }
}
