import XCTest
import Foundation
import WidgetRender
import WidgetSnapshotTesting

/// Whole-pipeline goldens of the layout containers and Label styles (issue #14), each in the three
/// rendering modes a small widget has: full color (ios.light), accented (ios.tinted(blue)) and
/// vibrant (ios.standby.night), under `Golden/Containers/<name>/iphone-11/systemSmall__<theme>.png`.
/// What each container does is documented in docs/views.md and Sources/WidgetLayout.
final class ContainerGoldenTests: XCTestCase {
    func assertGolden<V: View>(_ name: String, _ view: V, file: StaticString = #filePath, line: UInt = #line) throws {
        let themes = [Theme.iosLight, try Theme(named: "ios.tinted(blue)"), Theme.iosStandByNight]
        assertWidgetSnapshot(of: view, families: [.systemSmall], themes: themes, device: try Device(named: "iphone-11"),
                             named: name, suite: "Containers", filePath: file, line: line)
    }

    /// Views a widget cannot run: a ScrollView's content from its start, clipped (a row of chips
    /// wider than the widget), and an AsyncImage in its empty phase (the standard gray
    /// placeholder) next to one whose phase closure shows a ProgressView (docs/views.md).
    func testScrollViewAndAsyncImage() throws {
        let url = URL(string: "https://example.com/cover.png")
        try assertGolden("scroll-async-image", VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                AsyncImage(url: url).frame(width: 44, height: 44).clipShape(RoundedRectangle(cornerRadius: 8))
                AsyncImage(url: url) { phase in
                    if let image = phase.image { image.resizable() } else { ProgressView() }
                }
                .frame(width: 44, height: 44)
            }
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 6) {
                    ForEach(["Mon", "Tue", "Wed", "Thu", "Fri"], id: \.self) { day in
                        Text(day).font(.caption.bold()).padding(.horizontal, 8).padding(.vertical, 4)
                            .background(.tint.opacity(0.2), in: Capsule())
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    }

    /// An empty state (`ContentUnavailableView`) above two `LabeledContent` rows (docs/views.md).
    func testEmptyStateAndLabeledContent() throws {
        try assertGolden("empty-state", VStack(spacing: 6) {
            ContentUnavailableView("No Events", systemImage: "calendar", description: Text("Enjoy your day"))
            LabeledContent("Steps", value: 8_421, format: .number)
            LabeledContent("Goal") { Text("10,000") }
        }
        .font(.caption))
    }

    func testGrid() throws {
        try assertGolden("grid", Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 6) {
            GridRow {
                Text("City").font(.caption.bold())
                Text("Hi").font(.caption.bold()).gridColumnAlignment(.trailing)
                Text("Lo").font(.caption.bold()).gridColumnAlignment(.trailing)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Paris")
                Text("21°")
                Text("12°").foregroundStyle(.secondary)
            }
            GridRow {
                Text("Oslo")
                Text("9°")
                Text("-2°").foregroundStyle(.secondary)
            }
            GridRow {
                Text("No data").foregroundStyle(.tertiary).gridCellColumns(2)
                Image(systemName: "cloud.rain").widgetAccentable()
            }
        }
        .font(.subheadline)
        .containerBackground(.background, for: .widget))
    }

    func testLazyGrids() throws {
        let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]
        try assertGolden("lazy-grids", VStack(alignment: .leading, spacing: 8) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 18), spacing: 6)], spacing: 6) {
                ForEach(0..<10) { index in
                    Circle().fill(colors[index]).frame(height: 18)
                }
            }
            LazyHGrid(rows: [GridItem(.fixed(14)), GridItem(.fixed(14))], alignment: .top, spacing: 6) {
                ForEach(0..<6) { index in
                    Text("\(index + 1)").font(.caption2.bold()).widgetAccentable(index % 2 == 0)
                }
            }
            LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible(), alignment: .trailing)], spacing: 4) {
                Text("Mon").font(.caption)
                Capsule().fill(.blue).frame(width: 60, height: 8)
                Text("Tue").font(.caption)
                Capsule().fill(.green).frame(width: 30, height: 8)
            }
        }
        .containerBackground(.background, for: .widget))
    }

    func testGeometryReaderAndPosition() throws {
        try assertGolden("geometry-reader", VStack(alignment: .leading, spacing: 10) {
            Text("Battery").font(.headline)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(.quaternary)
                    Capsule().fill(.green).frame(width: proxy.size.width * 0.7).widgetAccentable()
                }
            }
            .frame(height: 12)
            GeometryReader { proxy in
                Circle().fill(.orange)
                    .frame(width: 16, height: 16)
                    .position(x: proxy.size.width * 0.25, y: proxy.size.height / 2)
                Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height))")
                    .font(.caption.monospacedDigit())
                    .position(x: proxy.size.width * 0.65, y: proxy.size.height / 2)
            }
            .background(RoundedRectangle(cornerRadius: 8).fill(.quaternary))
        }
        .containerBackground(.background, for: .widget))
    }

    /// Places its subviews evenly on a circle, as the radial layout of WWDC22 "Compose custom layouts
    /// with SwiftUI".
    struct RadialLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let radius = min(bounds.width, bounds.height) / 2 - 14
            for (index, subview) in subviews.enumerated() {
                let angle = Double(index) / Double(subviews.count) * 2 * .pi - .pi / 2
                subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                              anchor: .center, proposal: .unspecified)
            }
        }
    }

    func testUserLayout() throws {
        try assertGolden("user-layout", ZStack {
            RadialLayout {
                ForEach(1...12, id: \.self) { hour in
                    Text("\(hour)").font(.caption.bold()).widgetAccentable(hour % 3 == 0)
                }
            }
            Image(systemName: "clock").font(.title)
        }
        .containerBackground(.background, for: .widget))
    }

    /// A user label style: the icon in a tinted circle above the title.
    struct BadgeLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) {
                configuration.icon
                    .foregroundStyle(.white)
                    .frame(width: 22, height: 22)
                    .background(Circle().fill(.purple))
                configuration.title.font(.caption2)
            }
        }
    }

    func testLabelStyles() throws {
        try assertGolden("label-styles", VStack(alignment: .leading, spacing: 6) {
            Label("Automatic", systemImage: "star.fill")
            Label("Title and icon", systemImage: "heart.fill").labelStyle(.titleAndIcon)
            Label("Title only", systemImage: "heart.fill").labelStyle(.titleOnly)
            HStack {
                Label("Icon only", systemImage: "bolt.fill").labelStyle(.iconOnly).widgetAccentable()
                Label("Badge", systemImage: "leaf.fill").labelStyle(BadgeLabelStyle())
            }
        }
        .font(.subheadline)
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.background, for: .widget))
    }
    /// The middle of a weather icon, as a custom alignment (WWDC19 "Building Custom Views with SwiftUI").
    struct IconCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
    }

    func testAlignmentGuides() throws {
        let iconCenter = VerticalAlignment(IconCenter.self)
        try assertGolden("alignment-guides", VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: iconCenter, spacing: 12) {
                VStack(spacing: 4) {
                    Text("Now").font(.caption)
                    Image(systemName: "sun.max.fill").font(.title).widgetAccentable()
                        .alignmentGuide(iconCenter) { d in d[VerticalAlignment.center] }
                    Text("UV 6").font(.caption2)
                }
                VStack(alignment: .leading, spacing: 2) {
                    Text("24°").font(.title.bold())
                    Text("Sunny").font(.caption)
                }
                .alignmentGuide(iconCenter) { d in d[.top] + 20 }
            }
            VStack(alignment: .leading, spacing: 4) {
                Text("Tomorrow").font(.caption.bold())
                Text("Rain 80 %").font(.caption).alignmentGuide(.leading) { _ in -12 }
                Text("Wind 20 km/h").font(.caption).alignmentGuide(.leading) { _ in -12 }
            }
        }
        .containerBackground(.background, for: .widget))
    }
}
