// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

// Targets are layered: each imports only targets listed before it (see docs/architecture.md).
let package = Package(
    name: "WidgetRender",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "WidgetRender", targets: ["WidgetRender"]),
        .executable(name: "widget-render", targets: ["WidgetRenderCLI"]),
        // Golden tests: XCTest / Swift Testing assertions and a swift-snapshot-testing strategy.
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
        // #Preview discovery (docs/previews.md): the build-tool plugin a widget target adds, and the
        // command plugin `swift package render-widgets`.
        .plugin(name: "WidgetPreviewsPlugin", targets: ["WidgetPreviewsPlugin"]),
        .plugin(name: "RenderWidgetsPlugin", targets: ["RenderWidgetsPlugin"]),
        .executable(name: "widget-render-discover", targets: ["widget-render-discover"]),
        // Apple's module names over WidgetRender, so widget files keep `import WidgetKit`, `import
        // SwiftUI` … unchanged (docs/widgetkit.md, *Apple's module names*).
        .library(name: "AppleModules", targets: ["WidgetKit", "AppIntents", "ActivityKit", "Intents", "Charts"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // Preview discovery (the WidgetPreviewsPlugin's tool) parses sources with SwiftParser; the #Preview macro does not use it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // System libraries, found through pkg-config (scripts/bootstrap installs them).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CDeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),

        // The pixel-match PNG encoder's inner loops (filter, matcher, bit writer), in C for run-time
        // chosen vector instructions (docs/performance.md, "Pixel-match encoder").
        .target(name: "CFastPNG"),
        // The raster's inner loops (bilinear image sampling), in C for run-time chosen vector
        // instructions (docs/performance.md, "Issue 35: image sampling in C").
        .target(name: "CRaster"),
        // The render clock: the C library's wall-clock functions, answering the render's date on a
        // thread that renders (docs/widgetkit.md, "The render clock").
        .target(name: "CRenderClock"),
        // The Swift Xcode generates for an asset catalog's sets, from their names (docs/assets.md).
        .target(name: "WidgetAssetSymbols"),
        .target(name: "WidgetGeometry"),
        .target(name: "WidgetSVG", dependencies: ["WidgetGeometry"]),
        .target(name: "WidgetText", dependencies: ["CFreeType", "CHarfBuzz", "WidgetGeometry"]),
        .target(name: "WidgetResolved", dependencies: ["WidgetGeometry", "WidgetText"]),
        .target(name: "WidgetViews", dependencies: ["CRenderClock", "WidgetGeometry", "WidgetSVG", "WidgetText", "WidgetResolved"]),
        .target(name: "WidgetDisplayList", dependencies: ["WidgetGeometry", "WidgetText", "WidgetResolved"]),
        .target(name: "WidgetLayout", dependencies: ["WidgetGeometry", "WidgetText", "WidgetResolved", "WidgetDisplayList"]),
        .target(name: "WidgetRaster", dependencies: ["CRaster", "WidgetGeometry"]),
        .target(name: "WidgetAppearance", dependencies: ["WidgetGeometry", "WidgetResolved", "WidgetViews", "WidgetDisplayList", "WidgetRaster"]),
        .target(name: "WidgetPaint", dependencies: ["WidgetGeometry", "WidgetText", "WidgetResolved", "WidgetDisplayList", "WidgetRaster"]),
        .target(name: "WidgetPNG", dependencies: ["CPNG", "CDeflate", "CFastPNG", "WidgetGeometry"]),
        // JPEG decoding for image sets and image files (libjpeg-turbo's TurboJPEG API).
        .target(name: "WidgetJPEG", dependencies: ["CJPEG", "WidgetGeometry"]),
        .target(name: "WidgetKitLayer", dependencies: ["WidgetViews"]),
        // #Preview and PreviewProvider (docs/previews.md): the macro, the preview values, discovery.
        // The macro's expansion lives in a plain library, so its tests link it without depending on a
        // macro target (a test depending on one makes SwiftPM build every test for the host, where an
        // executable's module cannot be imported by its tests). It speaks the compiler's plug-in
        // protocol itself, with no swift-syntax: a user's build does not compile swift-syntax for
        // `#Preview` (docs/performance.md, *The macro's build cost*).
        .target(name: "WidgetPreviewSyntax", dependencies: ["WidgetAssetSymbols"]),
        .macro(name: "WidgetPreviewMacros", dependencies: ["WidgetPreviewSyntax"]),
        .target(name: "WidgetPreviews", dependencies: ["WidgetViews", "WidgetKitLayer", "WidgetPreviewMacros"]),
        .target(name: "WidgetPreviewDiscovery", dependencies: [
            "WidgetPreviewSyntax", "WidgetAssetSymbols", .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        .executableTarget(name: "widget-render-discover", dependencies: ["WidgetPreviewDiscovery"]),
        .plugin(name: "WidgetPreviewsPlugin", capability: .buildTool(), dependencies: [.target(name: "widget-render-discover")]),
        .plugin(name: "RenderWidgetsPlugin", capability: .command(
            intent: .custom(verb: "render-widgets", description: "Render every #Preview of a widget target to PNG and contact sheets"),
            permissions: [.writeToPackageDirectory(reason: "writes the preview images and sheets (default: widget-previews/) and a request file in .build")])),
        // What a render reads besides the widget, each behind the limits and read access of WidgetLimits:
        // asset catalogs and image folders, translations, device presets.
        .target(name: "WidgetLimits", dependencies: ["WidgetText"]),
        .target(name: "WidgetAssets", dependencies: [
            "WidgetAssetSymbols", "WidgetGeometry", "WidgetText", "WidgetViews", "WidgetPNG", "WidgetJPEG", "WidgetLimits",
        ]),
        .target(name: "WidgetLocalization", dependencies: ["WidgetViews", "WidgetLimits"]),
        .target(name: "WidgetDevices", dependencies: ["WidgetGeometry", "WidgetViews", "WidgetAppearance", "WidgetLimits"]),
        .target(name: "WidgetRender", dependencies: [
            "WidgetGeometry", "WidgetText", "WidgetResolved", "WidgetViews", "WidgetDisplayList",
            "WidgetLayout", "WidgetRaster", "WidgetAppearance", "WidgetPaint", "WidgetPNG", "WidgetJPEG", "WidgetKitLayer",
            "WidgetPreviews", "WidgetLimits", "WidgetAssets", "WidgetLocalization", "WidgetDevices",
        ]),
        .target(name: "WidgetKit", dependencies: ["WidgetRender"], path: "Sources/AppleModules/WidgetKit"),
        .target(name: "AppIntents", dependencies: ["WidgetRender"], path: "Sources/AppleModules/AppIntents"),
        .target(name: "ActivityKit", dependencies: ["WidgetRender"], path: "Sources/AppleModules/ActivityKit"),
        .target(name: "Intents", dependencies: ["WidgetRender"], path: "Sources/AppleModules/Intents"),
        // Swift Charts' names, drawn with WidgetRender's views (docs/charts.md).
        .target(name: "Charts", dependencies: ["WidgetRender"], path: "Sources/AppleModules/Charts"),
        .target(name: "CSHA256"),
        .target(name: "WidgetSnapshot", dependencies: ["CSHA256", "WidgetGeometry", "WidgetPNG", "WidgetRender"]),
        .target(name: "WidgetSnapshotTesting", dependencies: [
            "WidgetPNG", "WidgetRender", "WidgetSnapshot",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .target(name: "WidgetSpec", dependencies: ["WidgetRender", .product(name: "Yams", package: "Yams")]),
        .target(name: "WidgetShowcase", dependencies: ["WidgetRender"]),
        .executableTarget(name: "WidgetRenderCLI", dependencies: [
            "WidgetPNG", "WidgetRender",
            "WidgetSnapshot", "WidgetSpec", "WidgetShowcase",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "WidgetBenchmarks", dependencies: [
            "CPNG", "WidgetGeometry", "WidgetText", "WidgetResolved", "WidgetViews", "WidgetLayout",
            "WidgetRaster", "WidgetAppearance", "WidgetPaint", "WidgetPNG", "WidgetRender", "WidgetSnapshot",
        ]),

        // The compatibility corpus: widget files as teams write them, only the imports changed.
        .target(name: "WidgetCorpus", dependencies: ["WidgetRender"], path: "Tests/WidgetCorpus", exclude: ["README.md"],
                plugins: ["WidgetPreviewsPlugin"]),
        .testTarget(name: "WidgetCorpusTests", dependencies: ["WidgetRender", "WidgetSnapshotTesting", "WidgetCorpus"]),
        .testTarget(name: "WidgetGeometryTests", dependencies: ["WidgetGeometry"]),
        .testTarget(name: "WidgetSVGTests", dependencies: ["WidgetGeometry", "WidgetSVG"]),
        .testTarget(name: "WidgetViewsTests", dependencies: ["WidgetGeometry", "WidgetText", "WidgetResolved", "WidgetViews"]),
        .testTarget(name: "WidgetKitLayerTests", dependencies: ["WidgetViews", "WidgetKitLayer"]),
        .testTarget(name: "WidgetTextTests", dependencies: ["WidgetText"]),
        .testTarget(name: "WidgetLayoutTests", dependencies: [
            "WidgetGeometry", "WidgetText", "WidgetResolved", "WidgetViews", "WidgetDisplayList",
            "WidgetLayout",
        ]),
        .testTarget(name: "WidgetPaintTests", dependencies: ["WidgetGeometry", "WidgetResolved", "WidgetDisplayList", "WidgetRaster", "WidgetPaint"]),
        .testTarget(name: "WidgetRasterTests", dependencies: ["CRaster", "WidgetGeometry", "WidgetRaster", "WidgetSnapshot"]),
        .testTarget(name: "WidgetPNGTests", dependencies: ["CPNG", "WidgetGeometry", "WidgetPNG"], exclude: ["Fixtures"]),
        .testTarget(name: "WidgetAppearanceTests", dependencies: [
            "WidgetGeometry", "WidgetText", "WidgetResolved", "WidgetViews", "WidgetDisplayList",
            "WidgetLayout", "WidgetRaster", "WidgetAppearance", "WidgetPaint", "WidgetPNG", "WidgetRender",
            "WidgetShowcase",
        ]),
        .testTarget(name: "WidgetRenderTests", dependencies: [
            "WidgetLayout", "WidgetRaster", "WidgetPaint", "WidgetPNG", "WidgetAssets", "WidgetLocalization",
            "WidgetRender", "WidgetSnapshot", "WidgetSnapshotTesting", "WidgetShowcase",
        ], exclude: ["Fixtures"]),
        .testTarget(name: "WidgetSpecTests", dependencies: ["WidgetRender", "WidgetSpec", "WidgetShowcase", "WidgetPreviewFixtures"]),
        .testTarget(name: "WidgetSnapshotTests", dependencies: [
            "WidgetGeometry", "WidgetPNG", "WidgetRender", "WidgetSnapshot", "WidgetSnapshotTesting",
            "WidgetShowcase", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["Reference", "Fixtures"]),
        .testTarget(name: "WidgetRenderCLITests", dependencies: [
            "WidgetText", "WidgetRender", "WidgetSnapshot", "WidgetRenderCLI", "WidgetShowcase",
            "WidgetSnapshotTesting", "WidgetPreviewFixtures",
        ]),
        // Package.swift = imports, the layer order and docs/architecture.md's graph (reads the sources as text).
        .testTarget(name: "ArchitectureTests"),
        // Widget files with #Preview blocks, compiled with the build-tool plugin as a user's target is.
        .target(name: "WidgetPreviewFixtures", dependencies: ["WidgetRender"], path: "Tests/WidgetPreviewFixtures",
                plugins: ["WidgetPreviewsPlugin"]),
        .testTarget(name: "WidgetPreviewsTests", dependencies: ["WidgetRender", "WidgetSnapshot", "WidgetSnapshotTesting", "WidgetPreviewFixtures"]),
        .testTarget(name: "WidgetPreviewDiscoveryTests", dependencies: ["WidgetPreviewDiscovery"], exclude: ["Fixtures"]),
        // A widget file with Apple's imports and module-qualified names, unchanged.
        .testTarget(name: "AppleModulesTests", dependencies: ["WidgetKit", "AppIntents", "ActivityKit", "Intents"]),
        // One probe per API signature of the census (docs/api-coverage.md), in Swift 6 mode as users' code is.
        .testTarget(name: "APIProbes", dependencies: ["WidgetKit", "Charts", "AppIntents"], exclude: ["NotAppleAPI"],
                    swiftSettings: [.swiftLanguageMode(.v6)]),
        // Charts: geometry by hand, goldens, and a widget file with Apple's imports.
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "WidgetKit", "WidgetRender", "WidgetSnapshotTesting"]),
        .testTarget(name: "WidgetPreviewMacrosTests", dependencies: ["WidgetPreviewSyntax"]),
    ],
    swiftLanguageModes: [.v5]
)
