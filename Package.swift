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
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // #Preview's macro and the preview discovery tool (swift-snapshot-testing resolves it too).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // System libraries, found through pkg-config (scripts/bootstrap installs them).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CDeflate", providers: [.apt(["libdeflate-dev"])]),

        .target(name: "WidgetGeometry"),
        .target(name: "WidgetViews", dependencies: ["WidgetGeometry"]),
        .target(name: "WidgetText", dependencies: ["WidgetGeometry", "WidgetViews", "CFreeType", "CHarfBuzz"]),
        .target(name: "WidgetLayout", dependencies: ["WidgetGeometry", "WidgetViews", "WidgetText"]),
        .target(name: "WidgetRaster", dependencies: ["WidgetGeometry", "WidgetViews", "WidgetText", "WidgetLayout"]),
        .target(name: "WidgetAppearance", dependencies: [
            "WidgetGeometry", "WidgetViews", "WidgetText", "WidgetLayout", "WidgetRaster",
        ]),
        .target(name: "WidgetPNG", dependencies: ["WidgetGeometry", "CPNG", "CDeflate"]),
        .target(name: "WidgetKitLayer", dependencies: ["WidgetGeometry", "WidgetViews"]),
        // #Preview and PreviewProvider (docs/previews.md): the macro, the preview values, discovery.
        // The macro's expansion lives in a plain library, so its tests link it without depending on a
        // macro target (a test depending on one makes SwiftPM build every test for the host, where an
        // executable's module cannot be imported by its tests).
        .target(name: "WidgetPreviewSyntax", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        ]),
        .macro(name: "WidgetPreviewMacros", dependencies: [
            "WidgetPreviewSyntax",
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        .target(name: "WidgetPreviews", dependencies: ["WidgetViews", "WidgetKitLayer", "WidgetPreviewMacros"]),
        .target(name: "WidgetPreviewDiscovery", dependencies: [
            "WidgetPreviewSyntax",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        .executableTarget(name: "widget-render-discover", dependencies: ["WidgetPreviewDiscovery"]),
        .plugin(name: "WidgetPreviewsPlugin", capability: .buildTool(), dependencies: [.target(name: "widget-render-discover")]),
        .plugin(name: "RenderWidgetsPlugin", capability: .command(
            intent: .custom(verb: "render-widgets", description: "Render every #Preview of a widget target to PNG and contact sheets"),
            permissions: [.writeToPackageDirectory(reason: "writes the preview images and sheets (default: widget-previews/) and a request file in .build")])),
        .target(name: "WidgetRender", dependencies: [
            "WidgetGeometry", "WidgetViews", "WidgetKitLayer", "WidgetText", "WidgetLayout", "WidgetRaster", "WidgetAppearance", "WidgetPNG",
            "WidgetPreviews",
        ]),
        .target(name: "WidgetSnapshot", dependencies: ["WidgetRender", "WidgetPNG"]),
        .target(name: "WidgetSnapshotTesting", dependencies: [
            "WidgetSnapshot", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .target(name: "WidgetSpec", dependencies: ["WidgetRender", .product(name: "Yams", package: "Yams")]),
        .target(name: "WidgetShowcase", dependencies: ["WidgetRender"]),
        .executableTarget(name: "WidgetRenderCLI", dependencies: [
            "WidgetRender", "WidgetShowcase", "WidgetSpec", "WidgetSnapshot", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "WidgetBenchmarks", dependencies: ["WidgetRender", "WidgetShowcase", "WidgetSnapshot"]),

        .testTarget(name: "WidgetGeometryTests", dependencies: ["WidgetGeometry"]),
        .testTarget(name: "WidgetViewsTests", dependencies: ["WidgetViews"]),
        .testTarget(name: "WidgetKitLayerTests", dependencies: ["WidgetKitLayer", "WidgetViews"]),
        .testTarget(name: "WidgetTextTests", dependencies: ["WidgetText"]),
        .testTarget(name: "WidgetLayoutTests", dependencies: ["WidgetLayout", "WidgetRender"]),
        .testTarget(name: "WidgetRasterTests", dependencies: ["WidgetRaster", "WidgetPNG", "WidgetSnapshot"]),
        .testTarget(name: "WidgetPNGTests", dependencies: ["WidgetPNG"], exclude: ["Fixtures"]),
        .testTarget(name: "WidgetAppearanceTests", dependencies: ["WidgetAppearance", "WidgetRender", "WidgetShowcase"]),
        .testTarget(name: "WidgetRenderTests", dependencies: ["WidgetRender", "WidgetShowcase", "WidgetSnapshotTesting"]),
        .testTarget(name: "WidgetSpecTests", dependencies: ["WidgetSpec", "WidgetShowcase"]),
        .testTarget(name: "WidgetSnapshotTests", dependencies: ["WidgetSnapshot", "WidgetSnapshotTesting", "WidgetShowcase"],
                    exclude: ["Reference", "Fixtures"]),
        .testTarget(name: "WidgetRenderCLITests", dependencies: ["WidgetRenderCLI"]),
        // Widget files with #Preview blocks, compiled with the build-tool plugin as a user's target is.
        .target(name: "WidgetPreviewFixtures", dependencies: ["WidgetRender"], path: "Tests/WidgetPreviewFixtures",
                plugins: ["WidgetPreviewsPlugin"]),
        .testTarget(name: "WidgetPreviewsTests", dependencies: ["WidgetPreviewFixtures", "WidgetSnapshotTesting"]),
        .testTarget(name: "WidgetPreviewDiscoveryTests", dependencies: ["WidgetPreviewDiscovery"]),
        .testTarget(name: "WidgetPreviewMacrosTests", dependencies: [
            "WidgetPreviewSyntax", .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
