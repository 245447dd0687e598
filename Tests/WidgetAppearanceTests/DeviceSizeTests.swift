import XCTest
import WidgetRender

/// Every device preset's family sizes and scale against docs/platform.md §4 (Apple HIG, Dec 2025),
/// typed in from the table: small / medium / large / circular / rectangular / inline.
final class DeviceSizeTests: XCTestCase {
    typealias Row = (id: String, scale: Double, sizes: [WidgetFamily: [Double]])

    func iPhone(_ id: String, _ scale: Double, _ small: Double, _ medium: [Double], _ large: [Double],
                _ circular: Double, _ rectangular: [Double], _ inline: Double) -> Row {
        (id, scale, [.systemSmall: [small, small], .systemMedium: medium, .systemLarge: large,
                     .accessoryCircular: [circular, circular], .accessoryRectangular: rectangular,
                     .accessoryInline: [inline, 26]])
    }

    func testEveryPresetNamesItsSource() {
        for device in Device.all {
            XCTAssertTrue(device.source.hasPrefix("docs/platform.md §"), "\(device.id): \(device.source)")
        }
    }

    func testPresetsMatchTheReferenceTable() throws {
        let rows: [Row] = [
            // 440×956, 402×874, 420×912: docs/platform.md §8 "Newer iPhone screens" (our rule, arithmetic there).
            iPhone("iphone-16-pro-max", 3, 174, [372, 174], [372, 391], 76, [172, 76], 257),
            iPhone("iphone-17-pro-max", 3, 174, [372, 174], [372, 391], 76, [172, 76], 257),
            iPhone("iphone-16-pro", 3, 162, [346, 162], [346, 362], 72, [160, 72], 234),
            iPhone("iphone-17-pro", 3, 162, [346, 162], [346, 362], 72, [160, 72], 234),
            iPhone("iphone-air", 3, 171, [365, 171], [365, 384], 76, [160, 72], 248),
            iPhone("iphone-15-pro-max", 3, 170, [364, 170], [364, 382], 76, [172, 76], 257),
            iPhone("iphone-16e", 3, 158, [338, 158], [338, 354], 72, [160, 72], 234),
            iPhone("iphone-14-plus", 3, 170, [364, 170], [364, 382], 76, [172, 76], 257),
            iPhone("iphone-11", 2, 169, [360, 169], [360, 379], 76, [160, 72], 248),
            iPhone("iphone-8-plus", 3, 159, [348, 157], [348, 357], 76, [170, 76], 248),
            iPhone("iphone-16", 3, 158, [338, 158], [338, 354], 72, [160, 72], 234),
            iPhone("iphone-14", 3, 158, [338, 158], [338, 354], 72, [160, 72], 234),
            iPhone("iphone-13-mini", 3, 155, [329, 155], [329, 345], 72, [157, 72], 225),
            iPhone("iphone-se", 2, 148, [321, 148], [321, 324], 68, [153, 68], 225),
            ("iphone-se-1", 2, [.systemSmall: [141, 141], .systemMedium: [292, 141], .systemLarge: [292, 311]]),
            ("ipad-pro-13", 2, [.systemSmall: [170, 170], .systemMedium: [378.5, 170], .systemLarge: [378.5, 378.5],
                                .systemExtraLarge: [795, 378.5]]),
            ("ipad-air-11", 2, [.systemSmall: [155, 155], .systemMedium: [342, 155], .systemLarge: [342, 342],
                                .systemExtraLarge: [715.5, 342]]),
            ("ipad-pro-13-m4", 2, [.systemSmall: [170, 170], .systemMedium: [378.5, 170], .systemLarge: [378.5, 378.5],
                                   .systemExtraLarge: [795, 378.5]]),
            ("ipad-pro-11-m4", 2, [.systemSmall: [155, 155], .systemMedium: [342, 155], .systemLarge: [342, 342],
                                   .systemExtraLarge: [715.5, 342]]),
            ("ipad-a16", 2, [.systemSmall: [155, 155], .systemMedium: [342, 155], .systemLarge: [342, 342],
                             .systemExtraLarge: [715.5, 342]]),
            ("ipad-mini", 2, [.systemSmall: [141, 141], .systemMedium: [305.5, 141], .systemLarge: [305.5, 305.5],
                              .systemExtraLarge: [634.5, 305.5]]),
            ("vision-pro", 2, [.systemSmall: [158, 158], .systemMedium: [338, 158], .systemLarge: [338, 354],
                               .systemExtraLarge: [450, 338], .systemExtraLargePortrait: [338, 450]]),
        ]
        for row in rows {
            let device = try Device(named: row.id)
            XCTAssertEqual(device.scale, row.scale, row.id)
            XCTAssertEqual(Set(device.families), Set(row.sizes.keys), row.id)
            for (family, size) in row.sizes {
                let actual = try device.size(of: family)
                XCTAssertEqual([actual.width, actual.height], size, "\(row.id) \(family)")
            }
        }
        // watchOS: Smart Stack (rectangular), circular and corner complications per case size.
        let watches: [(String, [Double], Double, Double)] = [
            ("watch-40mm", [152, 69.5], 42, 32), ("watch-41mm", [165, 72.5], 44.5, 34), ("watch-44mm", [173, 76.5], 47, 36),
            ("watch-45mm", [184, 80.5], 50, 38), ("watch-49mm", [191, 81.5], 50, 38),
            // docs/platform.md §8 "Current devices" (our rule: the nearest published case's row).
            ("watch-series-10-42mm", [173, 76.5], 47, 36), ("watch-series-10-46mm", [191, 81.5], 50, 38),
            ("watch-ultra-3", [191, 81.5], 50, 38),
        ]
        for (id, rectangular, circular, corner) in watches {
            let device = try Device(named: id)
            XCTAssertEqual(device.scale, 2)
            let r = try device.size(of: .accessoryRectangular), c = try device.size(of: .accessoryCircular)
            let k = try device.size(of: .accessoryCorner)
            XCTAssertEqual([r.width, r.height, c.width, k.width], rectangular + [circular, corner], id)
        }
    }
}
