import XCTest
import WidgetGeometry
import WidgetViews
import WidgetLayout

/// Layout scenarios measured on public iOS snapshot PNGs of SwiftUI views (issue #14). Each test
/// names its source (repository, commit, file), the device scale, and the boxes measured with
/// `scripts/measure-snapshot.py`; docs/layout-scenarios.md has the method and every number.
///
/// What is compared: element boxes within 1 pt. Text *widths* are compared separately (the
/// stand-in faces follow SF's widths within 1 %: `testBodyTextWidths`); where a text's width moves
/// other boxes, the expected box is the measured one moved by our width minus iOS's.
final class IOSLayoutScenarioTests: XCTestCase {

    // MARK: pointfreeco/swift-snapshot-testing @ 6bb6c9ae, testSwiftUIView_iOS (iOS 13, 2x)

    /// The view of `testSwiftUIView_iOS` in Tests/SnapshotTestingTests/SnapshotTestingTests.swift.
    private struct Checked: View {
        var body: some View {
            HStack {
                Image(systemName: "checkmark.circle.fill")
                Text("Checked").fixedSize()
            }
            .padding(5)
            .background(RoundedRectangle(cornerRadius: 5.0).fill(Color.blue))
            .padding(10)
            .background(Color.yellow)
        }
    }

    /// testSwiftUIView_iOS.size-that-fits.png, 246 × 101 px at 2x = 123 × 50.5 pt. Measured: yellow
    /// 0…123 × 0…50.5, blue 10…113 × 10…40.5, symbol ink 15…32 × 17…34, text ink 41…106.5.
    func testCheckedLabelSizeThatFits() throws {
        let ops = try ScenarioLayout.ops(Checked(), width: 123, height: 50.5, scale: 2)
        let shapes = ops.shapes()
        XCTAssertEqual(shapes.count, 3)   // yellow, blue, the symbol
        let text = try ops.text("Checked")
        let symbol = shapes[2]
        // iOS's text frame: it ends at the content's trailing edge (113 − 5) and is as wide as the
        // row left after the symbol (ink 15…32, frame ≈ ink) and the 8-pt spacing: 40.2…108.
        let iosTextWidth = 108 - 40.2
        // Our row is wider by the text and symbol differences; the boxes stay centred on 61.5.
        let extra = (text.width - iosTextWidth) + (symbol.width - 17.2)
        assertBox(shapes[0], MeasuredBox(0 - extra / 2, 0, 123 + extra / 2, 50.5), "yellow background")
        assertBox(shapes[1], MeasuredBox(10 - extra / 2, 10, 113 + extra / 2, 40.5), "blue rounded rectangle")
        // Vertically, all agree: the text is one 17-pt line (20.29 pt, 20.5 at 2x) inside 5 + 10 pt.
        XCTAssertEqual(text.minY, 15, accuracy: 1)
        XCTAssertEqual(text.maxY, 35.5, accuracy: 1)
        XCTAssertEqual(symbol.midY, 25.5, accuracy: 1)   // ink 17…34
        // The symbol: 17 × 17 pt of ink on iOS; here SF's own box, metrics.tsv row
        // `checkmark.circle.fill 0.9961 0.9961` × 17 = 16.93 pt (docs/symbols.md), on the 2× grid.
        XCTAssertEqual(symbol.width, 17, accuracy: 0.5)
        XCTAssertEqual(symbol.height, 17, accuracy: 0.5)
        // The row: symbol, 8 pt, text — from the content's leading edge.
        XCTAssertEqual(symbol.minX, 15 - extra / 2, accuracy: 1)
        XCTAssertEqual(text.minX - symbol.maxX, 8, accuracy: 0.5)
        XCTAssertEqual(text.maxX, 108 + extra / 2, accuracy: 1)
    }

    /// testSwiftUIView_iOS.fixed.png, 400 × 200 px = 200 × 100 pt: the same view centred.
    /// Measured: yellow 38.5…161.5 × 25…75.5, blue 48.5…151.5 × 35…65.5.
    func testCheckedLabelCentredInFixedSize() throws {
        let ops = try ScenarioLayout.ops(Checked(), width: 200, height: 100, scale: 2)
        let shapes = ops.shapes()
        let text = try ops.text("Checked")
        let extra = (text.width - (108 - 40.2)) + (shapes[2].width - 17.2)
        assertBox(shapes[0], MeasuredBox(38.5 - extra / 2, 25, 161.5 + extra / 2, 75.5), "yellow background")
        assertBox(shapes[1], MeasuredBox(48.5 - extra / 2, 35, 151.5 + extra / 2, 65.5), "blue rounded rectangle")
    }

    // MARK: adammcarter/swift-snapshot-testing-macros @ b176096e (iOS 26, 3x)

    /// Tests/SnapshotsIntegrationTests/SnapshotTest/__Snapshots__/SnapshotTest+Traits+Padding+SwiftUI/
    /// *_min-size_light.1.png: `Text(label)` with the padding trait, snapshot at its ideal size. The
    /// image is the padded text: its size less the text's ideal size is the padding, and the text
    /// is one 17-pt line, 20.29 pt (61 px = 20.33 pt at 3x).
    private struct PaddingCase {
        var label: String
        var insets: EdgeInsets
        var imageWidth, imageHeight: Double   // measured, points
    }

    private let paddingCases = [
        // testPaddingEdgeInsets: 1717 × 151 px
        PaddingCase(label: ".padding(EdgeInsets(top: 20, leading: 30, bottom: 10, trailing: 40))",
                    insets: EdgeInsets(top: 20, leading: 30, bottom: 10, trailing: 40),
                    imageWidth: 572.333, imageHeight: 50.333),
        // testPaddingAll: 508 × 181 px
        PaddingCase(label: ".padding(.all, 20)", insets: EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20),
                    imageWidth: 169.333, imageHeight: 60.333),
        // testPaddingHorizontal: 646 × 61 px
        PaddingCase(label: ".padding(.horizontal, 15)", insets: EdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 15),
                    imageWidth: 215.333, imageHeight: 20.333),
        // testPaddingVertical: 502 × 241 px
        PaddingCase(label: ".padding(.vertical, 30)", insets: EdgeInsets(top: 30, leading: 0, bottom: 30, trailing: 0),
                    imageWidth: 167.333, imageHeight: 80.333),
        // testPaddingLength: 479 × 241 px
        PaddingCase(label: ".padding(30)", insets: EdgeInsets(top: 30, leading: 30, bottom: 30, trailing: 30),
                    imageWidth: 159.667, imageHeight: 80.333),
        // testPaddingDefault: 297 × 157 px — `.padding` with no length is 16 pt on iOS 26
        PaddingCase(label: ".padding", insets: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
                    imageWidth: 99, imageHeight: 52.333),
        // testPaddingDefaultParens: 333 × 157 px
        PaddingCase(label: ".padding()", insets: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
                    imageWidth: 111, imageHeight: 52.333),
    ]

    /// The padded view's ideal size less the text's is the padding (our `padding()` default of 16 pt
    /// is iOS 26's), and the text sits at the padding's top-leading corner, one 20.33-pt line tall.
    func testPaddingAroundTextMatchesIOS() throws {
        for c in paddingCases {
            let view: AnyView = c.label.hasPrefix(".padding()") || c.label == ".padding"
                ? AnyView(Text(c.label).fixedSize().padding()) : AnyView(Text(c.label).fixedSize().padding(c.insets))
            // Our text is wider than iOS's (see testBodyTextWidths): lay it out at its own ideal size.
            let ideal = try ScenarioLayout.ops(Text(c.label).fixedSize(), width: 2000, height: 100, scale: 3)
            let textWidth = try ideal.text(c.label).width
            let iosTextWidth = c.imageWidth - c.insets.leading - c.insets.trailing
            let width = c.imageWidth + (textWidth - iosTextWidth)
            let ops = try ScenarioLayout.ops(view, width: width, height: c.imageHeight, scale: 3)
            let text = try ops.text(c.label)
            assertBox(text, MeasuredBox(c.insets.leading, c.insets.top, width - c.insets.trailing,
                                        c.imageHeight - c.insets.bottom), c.label)
        }
    }

    /// SnapshotTest+CombinedTraits+BackgroundWithPadding+SwiftUI: `Text("backgroundAndPadding()")`
    /// padded (16 pt) on red. backgroundAndPadding_min-size_light.1.png is 683 × 157 px: the red
    /// fills 0…227.67 × 0…52.33, the text's line 16…36.33 high.
    func testBackgroundBehindPaddedText() throws {
        let label = "backgroundAndPadding()"
        let ideal = try ScenarioLayout.ops(Text(label).fixedSize(), width: 2000, height: 100, scale: 3)
        let width = 227.667 + (try ideal.text(label).width - (227.667 - 32))
        let ops = try ScenarioLayout.ops(Text(label).fixedSize().padding().background(Color.red), width: width,
                                         height: 52.333, scale: 3)
        assertBox(try XCTUnwrap(ops.shapes().first), MeasuredBox(0, 0, width, 52.333), "red background")
        assertBox(try ops.text(label), MeasuredBox(16, 16, width - 16, 36.333), "text")
    }

    /// SnapshotTest+Traits+Size+SwiftUI: `Text(".sizes(width: 320, height: 480)")` on a fixed
    /// 320 × 480 canvas (960 × 1440 px) is centred: ink 45…274.33 × 233.67…249.33, so the line box
    /// (20.29 pt) is 229.85…250.15 and the ink's centre is x 159.7.
    func testTextCentredOnFixedCanvas() throws {
        let label = ".sizes(width: 320, height: 480)"
        let text = try ScenarioLayout.ops(Text(label), width: 320, height: 480, scale: 3).text(label)
        XCTAssertEqual(text.midX, 159.7, accuracy: 1)
        XCTAssertEqual(text.minY, 229.85, accuracy: 1)
        XCTAssertEqual(text.maxY, 250.15, accuracy: 1)
    }

    /// testWidth320_min-height_light.1.png, 960 × 61 px: 320 pt wide, as tall as the line (20.33);
    /// ink 93.33…226.33, centred on x 159.8.
    func testTextCentredAcrossFixedWidth() throws {
        let label = ".sizes(width: 320)"
        let text = try ScenarioLayout.ops(Text(label), width: 320, height: 20.333, scale: 3).text(label)
        XCTAssertEqual(text.midX, 159.8, accuracy: 1)
        XCTAssertEqual(text.minY, 0, accuracy: 1)
        XCTAssertEqual(text.maxY, 20.333, accuracy: 1)
    }

    // MARK: BarredEwe/Prefire @ 7ef3ca10 (Xcode 15 / iOS 17, 2x, 375 pt wide)

    /// Example/Shared/Examples/TestView.swift, `GreenButton_Previews`, as the label the app's
    /// default (borderless) button draws, with its colour forced to black.
    /// test_greenButton-iPhone-15.1.png, 750 × 136 px: the capsule fills 0…375 × 0…68; the
    /// title's ink (28 pt "Apply") is 153…221 × 24.5…49, centred on x 187.
    func testFullWidthCapsuleButton() throws {
        struct Green: View {
            var body: some View {
                Text("Apply")
                    .foregroundColor(.black)
                    .font(.title)
                    .padding()
                    .frame(maxWidth: .infinity)
                    .frame(height: 68)
                    .background(Capsule().foregroundColor(.green.opacity(0.2)))
            }
        }
        let ops = try ScenarioLayout.ops(Green(), width: 375, height: 68, scale: 2)
        assertBox(try XCTUnwrap(ops.shapes().first), MeasuredBox(0, 0, 375, 68), "capsule")
        let text = try ops.text("Apply")
        XCTAssertEqual(text.midX, 187, accuracy: 1)
        XCTAssertEqual(text.midY, 34, accuracy: 1)        // a 33.41-pt line centred in 68
        XCTAssertEqual(text.height, 33.41, accuracy: 1)
    }

    /// Example/Shared/Examples/PrefireView.swift, `PrefireView`.
    /// test_prefireView_Preview-iPhone-15.PrefireView.png, 750 × 208 px = 375 × 104: the banner
    /// fills it; the emoji's red box (the 60-pt line, 4 pt wider each side) spans y 16…88.
    func testBannerRowHeightFollowsTheTallestLine() throws {
        struct Prefire: View {
            var body: some View {
                VStack {
                    HStack(spacing: 24) {
                        Text("🔥")
                            .font(.system(size: 60))
                            .background(
                                RoundedRectangle(cornerRadius: 16)
                                    .padding(.horizontal, -4)
                                    .foregroundColor(.red.opacity(0.6))
                            )
                        Text("Prefire")
                            .foregroundColor(.white)
                            .font(.system(size: 56).weight(.heavy))
                    }
                    .padding(.vertical)
                    .frame(maxWidth: .infinity)
                    .background(.black.opacity(0.7))
                    .background(.purple)
                }
                .cornerRadius(16)
            }
        }
        let ops = try ScenarioLayout.ops(Prefire(), width: 375, height: 104, scale: 2)
        let shapes = ops.shapes()
        XCTAssertEqual(shapes.count, 3)   // purple, black 70 %, the emoji's box
        assertBox(shapes[0], MeasuredBox(0, 0, 375, 104), "purple background")
        assertBox(shapes[1], MeasuredBox(0, 0, 375, 104), "black 70 % background")
        let emoji = try ops.text("🔥")
        let box = shapes[2]
        XCTAssertEqual(box.minY, 16, accuracy: 1)
        XCTAssertEqual(box.maxY, 88, accuracy: 1)
        XCTAssertEqual(box.width - emoji.width, 8, accuracy: 0.5)   // padding(.horizontal, -4)
        // The 56-pt line (66.8 pt) is centred on the 60-pt one (71.6 pt) in the row.
        XCTAssertEqual(try ops.text("Prefire").midY, 52, accuracy: 1)
    }

    /// Example/Shared/Examples/TestView.swift and CicrleImage.swift, `TestView` (not redacted here:
    /// iOS draws the redacted texts as bars wider than the texts; only a bar's end at the text's
    /// aligned edge is the text's). test_testViewWithoutState-iPhone-15.1.png, 750 × 726 px =
    /// 375 × 363 pt. Measured: gradient 0…200 (first white row at 200); the circle's white ring
    /// 76…263 (the 183-pt image "nature", 366 px in test_circleImage-iPhone-15.1.png, at 78…261
    /// plus 2 pt of stroke); the title's bar from x 16; "California"'s bar ending at x 359. The
    /// baselines are read on the unredacted test_testView-iPhone-15.1.png (same layout above the
    /// Spacer), from cap tops and ink bottoms: title ≈ 311.2, the subheadline row ≈ 333.8. The
    /// snapshots set Dynamic Type "Medium" (swift-snapshot-testing's default trait): title 27 pt,
    /// subheadline 14 pt (HIG line height 19, so its font's leading is 19 − 16.71 = 2.29 pt).
    func testLandmarkHeaderWithOverlappingCircle() throws {
        struct CircleImage: View {
            var body: some View {
                Image("nature")
                    .clipShape(Circle())
                    .overlay(Circle().stroke(Color.white, lineWidth: 4))
                    .shadow(radius: 7)
            }
        }
        struct Landmark: View {
            var body: some View {
                VStack {
                    LinearGradient(gradient: Gradient(colors: [.green, .indigo]), startPoint: .top, endPoint: .bottom)
                        .frame(height: 200)
                    CircleImage()
                        .offset(y: -130)
                        .padding(.bottom, -130)
                    VStack(alignment: .leading) {
                        Text("Turtle Rock")
                            .font(.title)
                        HStack {
                            Text("Joshua Tree National Park")
                                .font(.subheadline)
                            Spacer()
                            Text("California")
                                .font(.subheadline)
                        }
                    }
                    .padding()
                    Spacer()
                }
                .dynamicTypeSize(.medium)
            }
        }
        let ops = try ScenarioLayout.ops(Landmark(), width: 375, height: 363, scale: 2,
                                         images: ScenarioImages(sizes: ["nature": (183, 183)]))
        let gradient = try XCTUnwrap(ops.shapes().first)
        XCTAssertEqual(gradient.minY, 0, accuracy: 1)
        XCTAssertEqual(gradient.height, 200, accuracy: 1)
        XCTAssertEqual(gradient.width, 375, accuracy: 1)
        let image = try XCTUnwrap(ops.images().first)
        assertBox(image, MeasuredBox(96, 78, 279, 261), "circle image")
        let title = try ops.text("Turtle Rock")
        XCTAssertEqual(title.minX, 16, accuracy: 1)
        // Baselines: the line's top + SF's ascender (27 × 1950 / 2048 = 25.71; 14 pt: 13.33). The
        // row sits the subheadline's leading, rounded up to the pixel (2.5), below the title's
        // line: texts stack by the lower one's leading, through the HStack (docs/platform.md §6).
        XCTAssertEqual(title.minY + 25.71, 311.2, accuracy: 1)
        let row = try ops.text("Joshua Tree National Park")
        XCTAssertEqual(row.minY - title.maxY, 2.5, accuracy: 0.5)
        XCTAssertEqual(row.minY + 13.33, 333.8, accuracy: 1)
        XCTAssertEqual(row.minX, 16, accuracy: 1)
        XCTAssertEqual(try ops.text("California").maxX, 359, accuracy: 1)
    }

    /// Example/Shared/Examples/AuthView.swift, the two large buttons of `AuthView` (its
    /// VStack { Button … }.padding()), without `.disabled` (colour only).
    /// test_authView_Preview-iPhone-15.1.png, 750 × 1624 px: "Sign In" (borderedProminent) fills
    /// 16…359 × 314…363.5, "Registration" (bordered) 16…359 × 371.5…421 — both 49.5 pt tall
    /// (clean pixel edges), 8 pt apart.
    func testLargeBorderedButtonsInAColumn() throws {
        struct Buttons: View {
            var body: some View {
                VStack {
                    Button {
                    } label: {
                        Text("Sign In")
                            .frame(maxWidth: .infinity)
                    }
                    .tint(.black.opacity(0.9))
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)

                    Button {
                    } label: {
                        Text("Registration")
                            .frame(maxWidth: .infinity)
                    }
                    .tint(.accentColor)
                    .buttonStyle(.bordered)
                    .controlSize(.large)
                }
                .padding()
            }
        }
        // The column alone (16 + 49.5 + 8 + 49.5 + 16 = 139 pt on iOS), top at 298 as in the shot.
        let ops = try ScenarioLayout.ops(Buttons().frame(height: 139), width: 375, height: 139, scale: 2)
        let shapes = ops.shapes()
        XCTAssertEqual(shapes.count, 2)
        let top = 298.0
        assertBox(shapes[0].offsetBy(dx: 0, dy: top), MeasuredBox(16, 314, 359, 363.5), "Sign In")
        assertBox(shapes[1].offsetBy(dx: 0, dy: top), MeasuredBox(16, 371.5, 359, 421), "Registration")
        XCTAssertEqual(shapes[1].minY - shapes[0].maxY, 8, accuracy: 1)
        XCTAssertEqual(try ops.text("Sign In").midY, shapes[0].midY, accuracy: 0.5)
    }

    // MARK: default spacing next to texts (docs/platform.md §6, "Spacing preferences")

    /// cashapp/AccessibilitySnapshot @ 5b03db81f492, Example/AccessibilitySnapshotPreviewsDemo/
    /// CustomActionsDemo.swift, `emailRowView`; testCustomActionsDemo_18_5_402x874@3x.png and
    /// …_26_2_402x874@3x.png (iOS 18.5 and 26.2 alike, 3x, Dynamic Type Large). The row's flat
    /// background is 218 px = 72.67 pt: 16 + 20.33 (headline, ceiled to the pixel) + 2.33 (the
    /// subheadline's leading 20 − 17.90, rounded up) + 18.0 + 16.
    func testHeadlineAboveSubheadline() throws {
        struct EmailRow: View {
            var body: some View {
                HStack {
                    VStack(alignment: .leading) {
                        Text("Important Email").font(.headline)
                        Text("Preview of email content...").font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                }
                .padding()
                .background(Color(.secondarySystemBackground))
            }
        }
        let ops = try ScenarioLayout.ops(EmailRow(), width: 402, height: 72.67, scale: 3)
        XCTAssertEqual(try XCTUnwrap(ops.shapes().first).height, 72.67, accuracy: 0.34)
        let headline = try ops.text("Important Email"), preview = try ops.text("Preview of email content...")
        XCTAssertEqual(preview.minY - headline.maxY, 2.33, accuracy: 0.01)
    }

    /// xramos/BusTrip @ 224c92773c33, BusTrip/Views/TripCardView.swift (headline above a row of a
    /// 24-pt-high symbol and a footnote) and StopInfoView.swift (caption above the same kind of
    /// row); __Snapshots__/TripCardViewSnapshotTests/test_snapshots.Ongoing.png and
    /// StopInfoViewSnapshotTests/test_snapshots.Default.png, iPhone X config: 3x, Dynamic Type
    /// Medium (headline 16, footnote 12, caption 11, caption2 11 pt), Xcode 15 / iOS 17. Flat
    /// backgrounds 208 px = 69.33 pt and 180 px = 60.0 pt: 8 + text + gap + 24 + 8, so the row
    /// starts 10.0 pt below the headline's line and 6.67 below the caption's. The framed symbol is a
    /// plain view: the gap is the text's line spacing from its cap height (19.09 + 2.0 − 11.27 =
    /// 9.82; 13.13 + 1.33 − 7.75 = 6.71), not 8 and not the texts' leading.
    func testTextAboveARowWithAPlainView() throws {
        struct Card: View {
            var title: String
            var titleFont: Font
            var detailFont: Font
            var body: some View {
                VStack(alignment: .leading) {
                    Text(title).font(titleFont)
                    HStack {
                        Image(systemName: "calendar.circle").frame(height: 24)
                        Text("12:45").font(detailFont)
                    }
                }
                .padding(8)
                .background(Color.gray)
                .dynamicTypeSize(.medium)
            }
        }
        let trip = try ScenarioLayout.ops(Card(title: "Home to work", titleFont: .headline, detailFont: .footnote),
                                          width: 375, height: 69.33, scale: 3)
        XCTAssertEqual(try XCTUnwrap(trip.shapes().first).height, 69.33, accuracy: 0.5)
        XCTAssertEqual(try trip.text("Home to work").maxY, 8 + 19.33, accuracy: 0.01)
        let stop = try ScenarioLayout.ops(Card(title: "12 Rue de Rivoli", titleFont: .caption, detailFont: .caption2),
                                          width: 375, height: 60, scale: 3)
        XCTAssertEqual(try XCTUnwrap(stop.shapes().first).height, 60, accuracy: 0.5)
    }

    /// xramos/ParisWeather @ 678738ba8ebf, ParisWeather/Views/ForecastItemView.swift;
    /// ForecastItemViewSnapshotTests/test_snapshots.Default.png, iPhone X config: 3x, Medium
    /// (caption 11, callout 15 pt). A row of a 14-pt resizable symbol and a caption (14 pt tall:
    /// the symbol is the taller) above a bold callout: the callout's line starts ≈ 5.4 pt (5.2–5.6)
    /// below the row; ours is its line spacing less its ascender, 17.90 + 2.0 − 14.28 = 5.62.
    func testPlainRowAboveAText() throws {
        struct Item: View {
            var body: some View {
                VStack(alignment: .center) {
                    HStack {
                        Image(systemName: "humidity").resizable().aspectRatio(contentMode: .fit).frame(width: 14, height: 14)
                        Text("Humidity").font(.caption)
                    }
                    Text("80%").font(.callout).fontWeight(.bold)
                }
                .dynamicTypeSize(.medium)
            }
        }
        let ops = try ScenarioLayout.ops(Item().fixedSize(), width: 375, height: 100, scale: 3)
        let row = try ops.text("Humidity"), value = try ops.text("80%")
        // The row is the symbol's 14 pt, the caption (13.33) centred in it.
        let rowBottom = row.midY + 7
        XCTAssertEqual(value.minY - rowBottom, 5.4, accuracy: 0.5)
    }

    /// stadiamaps/ferrostar @ 918a18690953, apple/Sources/FerrostarSwiftUI/Views/SpeedLimit/
    /// USSpeedLimitView.swift; SpeedLimitViewTests/testUSStyleSpeedLimitViews.2.png, 3x, Large. The
    /// two lines of "Speed Limit" (`.caption.bold()`, `lineLimit(2)`, in a 52-pt-wide frame less
    /// 2 × 2 padding) have baselines 48 px = 16.0 pt apart: the HIG's caption line height, the
    /// font's 14.32 pt plus its 1.68-pt leading between the lines. The value below
    /// (`.title2.bold()`) starts 2.16 pt (±0.33) below the caption's second line: the title2
    /// leading, 28 − 26.25 = 1.75, rounded up to 2.0.
    func testTwoLineCaptionAboveATitle() throws {
        struct Sign: View {
            var body: some View {
                VStack {
                    Text("Speed Limit").font(.caption.bold()).lineLimit(2).padding(.horizontal, 2)
                    Text("100").font(.title2.bold()).padding(.horizontal, 2)
                    Text("mph").font(.caption2.bold()).padding(.horizontal, 2)
                }
                .frame(width: 52, height: 76)
            }
        }
        let ops = try ScenarioLayout.ops(Sign(), width: 52, height: 76, scale: 3)
        let label = try XCTUnwrap(ops.first { $0.kind == .text && $0.string.contains("Limit") })
        XCTAssertEqual(label.string.split(separator: "\n").count, 2)
        XCTAssertEqual(label.frame.height, 2 * 14.32 + 1.68, accuracy: 0.34)
        let value = try ops.text("100")
        XCTAssertEqual(value.minY - label.frame.maxY, 2.16, accuracy: 0.5)
    }

    // MARK: text widths (stand-in faces)

    /// SF Mono on iOS: cashapp/AccessibilitySnapshot @ 5b03db81f492, Example/
    /// AccessibilitySnapshotPreviewsDemo/UnspokenTraitsDemoView.swift,
    /// `Text(".\(string)").font(.system(size: 14, design: .monospaced))`;
    /// testUnspokenTraitsDemo_{18_5,26_2}_402x874@3x.png (iOS 18.5 and 26.2, same pixels). The ink
    /// widths read there (one device pixel, 0.33 pt) plus SF Mono's side bearings at 14 pt (".":
    /// 3.090 left; right: y 0.964, n 1.292, d 1.299, t 1.436, m 0.752) give iOS's advance widths; ours
    /// (the DejaVu Sans Mono stand-in at SF Mono's pitch, docs/text.md) are within 0.3 % of them.
    func testMonospacedTextWidths() throws {
        let measured: [(String, Double, Double)] = [
            (".isKeyboardKey", 117.000, 0.964), (".allowsDirectInteraction", 203.333, 1.292),
            (".updatesFrequently", 151.667, 0.964), (".causesPageTurn", 125.333, 1.292),
            (".playsSound", 90.667, 1.299), (".startsMediaSession", 160.000, 1.292),
            (".isSummaryElement", 142.667, 1.436), (".supportsZoom", 108.667, 0.752),
        ]
        for (string, ink, rightBearing) in measured {
            let ours = try ScenarioLayout.ops(Text(string).font(.system(size: 14, design: .monospaced)).fixedSize(),
                                              width: 2000, height: 100, scale: 3).text(string).width
            let ios = ink + 3.090 + rightBearing
            XCTAssertEqual(ours / ios, 1, accuracy: 0.003, "\(string): ours \(ours) pt, iOS \(ios) pt")
        }
    }

    /// The 17-pt texts above, iOS width (image less padding, 3x) against ours: within 1 % since the
    /// stand-in sets each character as wide as SF's (docs/text.md, "Stand-in calibration": they
    /// were 7–9 % wider with the former single × 1.031 scale, 1–1.7 % narrower with one size factor
    /// per weight; now 0.5 % at most: 502.0 / 502.33, 128.67 / 129.33, 168.0 / 167.33 …). None of
    /// these labels was used to fit the widths.
    func testBodyTextWidths() throws {
        for c in paddingCases {
            let ours = try ScenarioLayout.ops(Text(c.label).fixedSize(), width: 2000, height: 100, scale: 3)
                .text(c.label).width
            let ios = c.imageWidth - c.insets.leading - c.insets.trailing
            XCTAssertEqual(ours / ios, 1, accuracy: 0.01, "\(c.label): ours \(ours) pt, iOS \(ios) pt")
        }
    }
}

