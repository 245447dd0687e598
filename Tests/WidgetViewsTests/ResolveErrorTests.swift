import XCTest
import WidgetGeometry
@testable import WidgetViews

/// Bad input is a thrown `ResolveError` whose description is one line: the view path, then the problem.
final class ResolveErrorTests: XCTestCase {
    struct CaffeineWidget: View {
        var width: CGFloat = -10
        var body: some View { VStack { Text("x").frame(width: width) } }
    }

    func testNegativeFrameNamesThePath() {
        XCTAssertEqual(resolveError(CaffeineWidget()), "CaffeineWidget › VStack › Text(\"x\").frame: width -10 is negative")
    }

    func testNonFiniteAndNaNNumbers() {
        XCTAssertEqual(resolveError(CaffeineWidget(width: .infinity)),
                       "CaffeineWidget › VStack › Text(\"x\").frame: width inf is not finite")
        XCTAssertEqual(resolveError(Text("a").padding(.nan)), "Text(\"a\").padding: padding is NaN")
        XCTAssertEqual(resolveError(Text("a").offset(x: .nan)), "Text(\"a\").offset: x is NaN")
        XCTAssertEqual(resolveError(Text("a").opacity(.nan)), "Text(\"a\").opacity: opacity is NaN")
        XCTAssertEqual(resolveError(Color.red.rotationEffect(.radians(.nan))), "Color.rotationEffect: angle is NaN")
        XCTAssertEqual(resolveError(Text("a").frame(minWidth: 20, maxWidth: 10)),
                       "Text(\"a\").frame: minWidth 20 exceeds maxWidth 10")
    }

    func testNegativeFontSizeAndNaNSpacing() {
        XCTAssertEqual(resolveError(HStack(spacing: .nan) { Text("a") }), "HStack: spacing is NaN")
        XCTAssertEqual(resolveError(VStack { Text("big").font(.system(size: -3)) }),
                       "VStack › Text(\"big\"): font size -3 is negative")
        XCTAssertEqual(resolveError(Spacer(minLength: .nan)), "Spacer: minLength is NaN")
    }

    /// SwiftUI accepts negative spacing and padding (views overlap, or grow past their frame);
    /// only non-finite values are errors.
    func testNegativeSpacingAndPaddingAreAllowed() throws {
        let widget = try resolveWidget(VStack(spacing: -2) { Text("a"); Text("b") }.padding(-4),
                                       environment: EnvironmentValues(), images: NoImages())
        guard case .modified(.padding(let insets), .stack(let stack)) = widget.content else {
            return XCTFail("unexpected tree \(widget.content)")
        }
        XCTAssertEqual(insets, Insets(all: -4))
        XCTAssertEqual(stack.spacing, -2)
    }

    /// A missing image is the crossed box with one warning (issue 30); strict, an error.
    func testMissingImageListsAvailableNames() throws {
        let images = MemoryImages(named: ["latte": ProvidedImage(pixmap: solidPixmap(0, 0, 0)),
                                          "mocha": ProvidedImage(pixmap: solidPixmap(0, 0, 0))])
        XCTAssertEqual(resolveError(VStack { Image("lattte") }, images: images, strict: true),
                       "VStack › Image(\"lattte\"): no image named \"lattte\" (no asset catalog was given; did you mean \"latte\"?)")
        XCTAssertEqual(resolveError(VStack { Image("espresso") }, images: images, strict: true),
                       "VStack › Image(\"espresso\"): no image named \"espresso\" (no asset catalog was given; it has latte, mocha)")
        let drawn = try resolved(VStack { Image("lattte") }, images: images)
        XCTAssertEqual(drawn.warnings,
                       ["no image named \"lattte\" in VStack › Image(\"lattte\"): drawn as a crossed box (no asset catalog was given; did you mean \"latte\"?)"])
        XCTAssertEqual(resolveError(Image(filePath: "/nope.png")),
                       "Image(filePath: \"/nope.png\"): cannot read image file \"/nope.png\": MissingImage()")
    }

    /// An unknown symbol is a warning and a crossed box (docs/symbols.md); strict resolve makes it an
    /// error naming the nearest names.
    func testUnknownSymbolWarnsOrFailsWhenStrictWithNearNames() throws {
        let widget = try resolveWidget(VStack { Image(systemName: "hart.fill"); Image(systemName: "hart.fill") },
                                       environment: EnvironmentValues(), images: MemoryImages())
        XCTAssertEqual(widget.warnings, ["unknown symbol \"hart.fill\" in VStack › Image(systemName: \"hart.fill\"): drawn as "
                                         + "a crossed box (did you mean \"cart.fill\", \"heart.fill\", \"ant.fill\"?); "
                                         + "`widget-render symbols` lists the names"])
        do {
            _ = try resolveWidget(Image(systemName: "hart.fill"), environment: EnvironmentValues(), images: MemoryImages(),
                                  options: ResolveOptions(strictSymbols: true))
            XCTFail("expected a resolve error")
        } catch {
            XCTAssertEqual("\(error)", "Image(systemName: \"hart.fill\"): unknown symbol \"hart.fill\" (did you mean "
                           + "\"cart.fill\", \"heart.fill\", \"ant.fill\"?); `widget-render symbols` lists the names")
        }
    }

    func testInvalidHexAndBadProgress() {
        XCTAssertEqual(resolveError(Color(hex: "#12345")),
                       "Color: Color(hex: \"#12345\") is not a color (use #RGB, #RRGGBB or #RRGGBBAA)")
        XCTAssertEqual(resolveError(ProgressView(value: 1, total: 0)), "ProgressView: progress total 0 is not positive")
        XCTAssertEqual(resolveError(Gauge(value: 1, in: 2...2) { Text("g") }), "Gauge: gauge range 2…2 is empty")
    }

    struct Russian: View {
        let depth: Int
        var body: some View {
            if depth > 0 { Russian(depth: depth - 1) } else { Text("core") }
        }
    }

    func testAbsurdNestingIsRejected() throws {
        XCTAssertEqual(strings(in: try resolved(Russian(depth: 100)).content), ["core"])
        let message = resolveError(Russian(depth: 1_000))
        XCTAssertTrue(message.hasPrefix("Russian › Russian › Russian › "), message)
        XCTAssertTrue(message.hasSuffix("views and modifiers nest deeper than 256 levels"), message)
    }

    func testDescriptionIsOneLine() {
        XCTAssertFalse(resolveError(CaffeineWidget()).contains("\n"))
    }

    /// Modifier chains count toward the nesting limit too, so later stages never recurse deeper
    /// than resolve allowed (layout trusts the resolved tree).
    func testModifierChainsAreBoundedAtResolve() throws {
        var view = AnyView(Color.red)
        for _ in 0..<300 { view = AnyView(view.padding(0)) }
        XCTAssertThrowsError(try resolved(view)) { error in
            XCTAssertTrue("\(error)".hasSuffix("views and modifiers nest deeper than 256 levels"), "\(error)")
        }
    }

    /// Contradictory frame constraints are refused at resolve with the path to the view.
    func testContradictoryFrameNamesThePlace() throws {
        let view = HStack { Color.red; Color.blue.frame(minWidth: 50, maxWidth: 20) }
        XCTAssertThrowsError(try resolved(view)) { error in
            XCTAssertTrue("\(error)".hasSuffix("minWidth 50 exceeds maxWidth 20"), "\(error)")
        }
    }
}
