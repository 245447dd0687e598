// swift-tools-version:6.0
// A plain user package with one widget target that depends on this repository by path: the
// fixture of `widget-render preview --package Examples/PreviewPackage --target CoffeeWidgets`
// (docs/preview.md, "Swift package targets").
import PackageDescription

let package = Package(
    name: "PreviewPackage",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "WidgetRender", path: "../.."),
    ],
    targets: [
        .target(
            name: "CoffeeWidgets",
            dependencies: [.product(name: "WidgetRender", package: "WidgetRender")],
            plugins: [.plugin(name: "WidgetPreviewsPlugin", package: "WidgetRender")]
        ),
        .testTarget(
            name: "CoffeeWidgetsTests",
            dependencies: ["CoffeeWidgets", .product(name: "WidgetSnapshotTesting", package: "WidgetRender")]
        ),
    ]
)
