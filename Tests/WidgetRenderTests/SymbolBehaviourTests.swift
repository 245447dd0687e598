import XCTest
import Foundation
import WidgetRender

/// Unknown names, strictness, warnings, variants, custom symbols (docs/symbols.md).
final class SymbolBehaviourTests: XCTestCase {
    /// A minimal SF Symbols template as the SF Symbols app exports one: Notes and Guides beside three
    /// weight groups; only Regular-S draws (a 10 × 10 square at 0,0 in a 3300-wide canvas).
    static let template = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
    <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
     <g id="Notes"><rect height="2200" width="3300" fill="white"/><text>Weight/Scale Variations</text></g>
     <g id="Guides"><line x1="0" y1="100" x2="3300" y2="100" stroke="pink"/></g>
     <g id="Symbols">
      <g id="Ultralight-S" transform="matrix(1 0 0 1 100 100)"><path d="M0 0H50V50H0Z"/></g>
      <g id="Regular-S" transform="matrix(1 0 0 1 1000 1000)">
        <path class="monochrome-0 hierarchical-0:primary" d="M0 0H10V10H0Z"/>
        <path class="hierarchical-1:secondary" d="M20 0H30V10H20Z"/>
      </g>
      <g id="Black-S" transform="matrix(1 0 0 1 2000 100)"><path d="M0 0H80V80H0Z"/></g>
     </g>
    </svg>
    """

    /// The first shape item of a display list's JSON: its frame size and fill.
    static func firstShape(_ list: DisplayList) throws -> (size: [String: Double], fill: NSDictionary) {
        let root = try JSONSerialization.jsonObject(with: try list.jsonData()) as! [String: Any]
        let items = root["items"] as! [[String: Any]]
        let shape = try XCTUnwrap(items.compactMap { $0["shape"] as? [String: Any] }.first)
        let frame = shape["frame"] as! [String: Any]
        return (frame["size"] as! [String: Double], (shape["fill"] as? NSDictionary) ?? [:])
    }

    func view(_ names: [String]) -> some View {
        VStack { ForEach(names, id: \.self) { Image(systemName: $0) } }
            .containerBackground(for: .widget) { Color.white }
    }

    func testUnknownSymbolDrawsABoxAndWarnsOncePerNameAndRun() throws {
        let renderer = try WidgetRenderer()
        let pixmap = try renderer.render(.view(view(["hart.fill", "hart.fill", "star.fill"])))
        XCTAssertGreaterThan(pixmap.width, 0)
        _ = try renderer.render(.view(view(["hart.fill"])))
        XCTAssertEqual(renderer.warnings.all.count, 1, "\(renderer.warnings.all)")
        let warning = try XCTUnwrap(renderer.warnings.all.first)
        XCTAssertTrue(warning.hasPrefix("unknown symbol \"hart.fill\" in "), warning)
        XCTAssertTrue(warning.contains("Image(systemName: \"hart.fill\")"), warning)
        XCTAssertTrue(warning.contains("did you mean \"cart.fill\", \"heart.fill\""), warning)
        XCTAssertFalse(warning.contains("\n"))
    }

    func testStrictMakesAnUnknownSymbolAnError() throws {
        let renderer = try WidgetRenderer(strictSymbols: true)
        XCTAssertThrowsError(try renderer.render(.view(view(["bell.slah"])))) { error in
            XCTAssertEqual("\(error)", "VStack › Image(systemName: \"bell.slah\"): unknown symbol \"bell.slah\" "
                           + "(did you mean \"bell.slash\"?); `widget-render symbols` lists the names")
        }
        XCTAssertNoThrow(try renderer.render(.view(view(["bolt.fill", "cloud.rain"]))))
    }

    func testPlaceholderHasTheSymbolSizeAndColor() throws {
        let renderer = try WidgetRenderer()
        let known = try renderer.render(.layout(Image(systemName: "square.fill").font(.title).foregroundStyle(.red)))
        let unknown = try renderer.render(.layout(Image(systemName: "nope.nothing").font(.title).foregroundStyle(.red)))
        // A square symbol and the box: both 0.9 × 28 pt (title) tall and as wide (docs/symbols.md).
        // Laid out at 3×, sizes snap to the pixel grid: 25.2 pt → 76 px = 25.33 pt.
        XCTAssertEqual(try Self.firstShape(known).size, try Self.firstShape(unknown).size)
        XCTAssertEqual(try Self.firstShape(unknown).size["height"]!, 76.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(try Self.firstShape(unknown).fill, try Self.firstShape(known).fill)
    }

    func testVariantsAskForTheShapedAndFilledNames() throws {
        let renderer = try WidgetRenderer()
        let plain = try renderer.render(.view(Image(systemName: "bell.fill").containerBackground(for: .widget) { Color.white }))
        let variant = try renderer.render(.view(Image(systemName: "bell").symbolVariant(.fill).containerBackground(for: .widget) { Color.white }))
        XCTAssertEqual(plain, variant)
        let circle = try renderer.render(.view(Image(systemName: "plus.circle.fill").containerBackground(for: .widget) { Color.white }))
        let asked = try renderer.render(.view(Image(systemName: "plus").symbolVariant(.circle.fill).containerBackground(for: .widget) { Color.white }))
        XCTAssertEqual(circle, asked)
        XCTAssertTrue(renderer.warnings.all.isEmpty)
    }

    func testCustomSymbolFromATemplateDrawsItsRegularGroup() throws {
        var symbols = CustomSymbols()
        try symbols.register("team.logo", svg: Self.template)
        let renderer = try WidgetRenderer(symbols: symbols)
        let list = try renderer.render(.layout(Image(systemName: "team.logo").font(.system(size: 20))))
        // Regular-S spans x 0…30, y 0…10: aspect 3, so 18 pt tall (0.9 × 20) and 54 pt wide.
        let size = try Self.firstShape(list).size
        XCTAssertEqual(size["width"]!, 54, accuracy: 0.34)
        XCTAssertEqual(size["height"]!, 18, accuracy: 0.34)
        // `Image("team.logo")`, as a catalog symbol set is used, draws the same.
        let named = try renderer.render(.view(Image("team.logo").containerBackground(for: .widget) { Color.white }))
        let system = try renderer.render(.view(Image(systemName: "team.logo").containerBackground(for: .widget) { Color.white }))
        XCTAssertEqual(named, system)
        XCTAssertTrue(renderer.warnings.all.isEmpty)
    }

    /// A template as the SF Symbols app exports one, with guides: the medium scale's cap line sits
    /// 70.459 units above its baseline, SF Pro's cap height (1443/2048 em) at 100 pt, so a unit is
    /// 0.01 pt per point of font size; the small scale likewise. Regular-M is a 50-unit square,
    /// Bold-M 60, Regular-S 40 (our fixture, not Apple's artwork).
    static let guidedTemplate = """
    <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
     <g id="Notes"><rect height="2200" width="3300" fill="white"/></g>
     <g id="Guides">
      <line id="Baseline-S" style="fill:none" x1="263" x2="3036" y1="696" y2="696"/>
      <path id="Capline-S" d="M263,625.541 l2773,0"/>
      <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
      <line id="Capline-M" x1="263" x2="3036" y1="1055.541" y2="1055.541"/>
     </g>
     <g id="Symbols">
      <g id="Regular-S" transform="matrix(1 0 0 1 1000 656)"><path d="M0 0H40V40H0Z"/></g>
      <g id="Regular-M" transform="matrix(1 0 0 1 1000 1076)"><path d="M0 0H50V50H0Z"/></g>
      <g id="Bold-M" transform="matrix(1 0 0 1 2000 1066)"><path d="M0 0H60V60H0Z"/></g>
     </g>
    </svg>
    """

    /// A template with guides is drawn by the group for the weight and scale asked, sized from its
    /// guides: at 20 pt a 50-unit square is 10 pt. Semibold (600) is nearer Bold (700) than Regular;
    /// `.small` has its own group (8 pt, no scale factor on top); `.large` has none, so the medium
    /// group takes the large factor (1.28 × 10 = 12.8 pt, docs/symbols.md).
    func testATemplateWithGuidesDrawsTheGroupForTheWeightAndScale() throws {
        var symbols = CustomSymbols()
        try symbols.register("guided", svg: Self.guidedTemplate)
        let renderer = try WidgetRenderer(symbols: symbols)
        func size(_ view: some View) throws -> [String: Double] {
            try Self.firstShape(try renderer.render(.layout(view))).size
        }
        let symbol = Image(systemName: "guided")
        for (view, side) in [(AnyView(symbol.font(.system(size: 20))), 10.0),
                             (AnyView(symbol.font(.system(size: 20, weight: .bold))), 12),
                             (AnyView(symbol.font(.system(size: 20, weight: .semibold))), 12),
                             (AnyView(symbol.font(.system(size: 20, weight: .ultraLight))), 10),
                             (AnyView(symbol.font(.system(size: 20)).imageScale(.small)), 8),
                             (AnyView(symbol.font(.system(size: 20)).imageScale(.large)), 12.8)] {
            // Frames snap to device pixels (a third of a point at 3×): 12.8 pt draws 38 px.
            let drawn = try size(view)
            XCTAssertEqual(drawn["width"]!, side, accuracy: 0.34)
            XCTAssertEqual(drawn["height"]!, side, accuracy: 0.34)
        }
        // A group is drawn at its weight: no synthetic stroke or thinning on top of it.
        let bold = try JSONSerialization.jsonObject(with: try renderer.render(.layout(symbol.font(.system(size: 20, weight: .bold)))).jsonData())
        XCTAssertFalse("\(bold)".contains("stroke"))
        XCTAssertFalse("\(bold)".contains("erosion"))
    }

    /// A folder of exported symbols registers each `.svg` by its file name; one bad file names itself.
    func testAFolderOfSymbolsRegistersEachFileByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.guidedTemplate.utf8).write(to: folder.appendingPathComponent("heart.fill.svg"))
        try Data("not a symbol".utf8).write(to: folder.appendingPathComponent("README.txt"))
        var symbols = CustomSymbols()
        try symbols.register(contentsOfDirectory: folder)
        XCTAssertEqual(symbols.names, ["heart.fill"])
        // It draws over the bundled stand-in of that name.
        let renderer = try WidgetRenderer(symbols: symbols)
        let size = try Self.firstShape(try renderer.render(.layout(Image(systemName: "heart.fill").font(.system(size: 20))))).size
        XCTAssertEqual(size["width"]!, 10, accuracy: 0.01)

        try Data("<svg viewBox=\"0 0 1 1\"><path d=\"M0 0 Q\"/></svg>".utf8).write(to: folder.appendingPathComponent("bad.svg"))
        var again = CustomSymbols()
        XCTAssertThrowsError(try again.register(contentsOfDirectory: folder)) { error in
            XCTAssertTrue("\(error)".hasPrefix(folder.appendingPathComponent("bad.svg").path + ": "), "\(error)")
        }
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        XCTAssertThrowsError(try again.register(contentsOfDirectory: empty)) { error in
            XCTAssertEqual("\(error)", "\(empty.path): no .svg symbols in the folder")
        }
    }

    func testBadCustomSymbolIsOneLine() {
        var symbols = CustomSymbols()
        XCTAssertThrowsError(try symbols.register("broken", svg: "<svg viewBox=\"0 0 1 1\"><path d=\"M0 0 Q\"/></svg>")) { error in
            XCTAssertEqual("\(error)", "symbol \"broken\": line 1: <path>: path data ends where a number is expected")
        }
        XCTAssertThrowsError(try symbols.register("empty", svg: "<svg viewBox=\"0 0 1 1\"></svg>")) { error in
            XCTAssertEqual("\(error)", "symbol \"empty\": the SVG draws nothing")
        }
    }

    func testWholeWidgetResultsCarryTheWarnings() throws {
        struct Entry: TimelineEntry { let date: Date }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }
        struct Probe: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "probe", provider: Provider()) { _ in
                    Label("Hi", systemImage: "sparkels").containerBackground(for: .widget) { Color.white }
                }
            }
        }
        let result = try WidgetRenderer().render(.timeline(Probe()))
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertTrue(result.warnings[0].contains("unknown symbol \"sparkels\""), result.warnings[0])
        XCTAssertTrue(result.warnings[0].contains("\"sparkles\""), result.warnings[0])
    }
}
