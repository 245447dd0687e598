import XCTest
import WidgetGeometry
@testable import WidgetViews
import WidgetResolved

/// Buttons, toggles and links lower to plain shapes, padding and text: each style draws as its doc
/// comment says (ButtonStyle.swift, Toggle.swift), the tint comes from `.tint`, and actions and
/// intents are accepted without running.
final class InteractiveControlTests: XCTestCase {
    struct LogIntent { var counter: Int }

    let systemBlue = RGBA(r8: 0, g8: 136, b8: 255)
    let systemRed = RGBA(r8: 255, g8: 56, b8: 60)
    let systemGreen = RGBA(r8: 52, g8: 199, b8: 89)

    func testPlainButtonIsTheLabelAsIs() throws {
        let node = try resolved(Button("Log") {}.buttonStyle(.plain)).content
        XCTAssertEqual(node, plainText("Log"))
    }

    func testBorderlessButtonTintsTheLabel() throws {
        XCTAssertEqual(textPaints(try resolved(Button("Log") {}.buttonStyle(.borderless)).content), [.color(systemBlue)])
        XCTAssertEqual(textPaints(try resolved(Button("Log") {}.buttonStyle(.borderless).tint(.red)).content),
                       [.color(systemRed)])
    }

    func testBorderedButtonIsPaddedLabelOnTranslucentTint() throws {
        let node = try resolved(Button("Log") {}.buttonStyle(.bordered).tint(.red)).content
        // Label in the tint; 12 × 7 padding (ControlMetrics, regular); iOS 26's capsule (docs/platform.md
        // §10b) filled with the tint at 15 %.
        XCTAssertEqual(textPaints(node), [.color(systemRed)])
        XCTAssertEqual(paddings(in: node), [Insets(top: 7, leading: 0, bottom: 7, trailing: 0),
                                            Insets(top: 0, leading: 12, bottom: 0, trailing: 12)])
        XCTAssertEqual(shapes(in: node).map(\.kind), [.capsule(style: .continuous)])
        XCTAssertEqual(shapes(in: node).map(\.fill), [.color(systemRed.withAlpha(0.15))])
        // iOS 18: a rounded rectangle of radius 8 (ControlMetrics, regular).
        let older = try resolved(Button("Log") {}.buttonStyle(.bordered).tint(.red)) { $0.osRelease = .v18 }.content
        XCTAssertEqual(shapes(in: older).map(\.kind), [.roundedRectangle(cornerWidth: 8, cornerHeight: 8, style: .continuous)])
    }

    func testUntintedBorderedButtonSitsOnSystemGrayFill() throws {
        let node = try resolved(Button("Log") {}.buttonStyle(.bordered)).content
        XCTAssertEqual(textPaints(node), [.color(systemBlue)])
        // secondarySystemFill, light, in iOS 26; tertiarySystemFill before (docs/platform.md §10b).
        XCTAssertEqual(shapes(in: node).map(\.fill), [.color(RGBA(r8: 120, g8: 120, b8: 128).withAlpha(0.16))])
        let older = try resolved(Button("Log") {}.buttonStyle(.bordered)) { $0.osRelease = .v17 }.content
        XCTAssertEqual(shapes(in: older).map(\.fill), [.color(RGBA(r8: 118, g8: 118, b8: 128).withAlpha(0.12))])
    }

    func testBorderedProminentIsWhiteOnSolidTint() throws {
        let node = try resolved(Button("Log") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule).tint(.green)).content
        XCTAssertEqual(textPaints(node), [.color(.white)])
        XCTAssertEqual(shapes(in: node).map(\.kind), [.capsule(style: .continuous)])
        XCTAssertEqual(shapes(in: node).map(\.fill), [.color(systemGreen)])
        // Accented rendering keeps the fill at 30 % so the (recolored) white label stays readable.
        let accented = try resolved(Button("Log") {}.buttonStyle(.borderedProminent).tint(.green)) {
            $0.widgetRenderingMode = .accented
        }.content
        XCTAssertEqual(shapes(in: accented).map(\.fill), [.color(systemGreen.withAlpha(0.3))])
    }

    func testDefaultStyleInAWidgetIsBordered() throws {
        XCTAssertEqual(try resolved(Button("Log") {}).content, try resolved(Button("Log") {}.buttonStyle(.bordered)).content)
        XCTAssertEqual(try resolved(Button("Log") {}.buttonStyle(.automatic)).content,
                       try resolved(Button("Log") {}.buttonStyle(.bordered)).content)
    }

    func testControlSizeAndBorderShapePickMetrics() throws {
        let small = try resolved(Button("Log") {}.buttonStyle(.bordered).controlSize(.small)).content
        XCTAssertEqual(paddings(in: small), [Insets(top: 5, leading: 0, bottom: 5, trailing: 0),
                                             Insets(top: 0, leading: 10, bottom: 0, trailing: 10)])
        XCTAssertEqual(textFontSizes(small), [15])  // subheadline on iOS
        let large = try resolved(Button("Log") {}.buttonStyle(.bordered).controlSize(.large)
            .buttonBorderShape(.roundedRectangle(radius: 20))).content
        XCTAssertEqual(shapes(in: large).map(\.kind), [.roundedRectangle(cornerWidth: 20, cornerHeight: 20, style: .continuous)])
        let circle = try resolved(Button("Log") {}.buttonStyle(.bordered).buttonBorderShape(.circle)).content
        XCTAssertEqual(shapes(in: circle).map(\.kind), [.circle])
    }

    func testDestructiveRoleIsRed() throws {
        let node = try resolved(Button("Delete", role: .destructive) {}.buttonStyle(.bordered)).content
        XCTAssertEqual(textPaints(node), [.color(systemRed)])
        XCTAssertEqual(shapes(in: node).map(\.fill), [.color(systemRed.withAlpha(0.15))])
    }

    func testIntentButtonsDrawLikeActionButtons() throws {
        let intent = LogIntent(counter: 1)
        XCTAssertEqual(try resolved(Button(intent: intent) { Text("Log") }).content, try resolved(Button("Log") {}).content)
        XCTAssertEqual(try resolved(Button("Log", intent: intent)).content, try resolved(Button("Log") {}).content)
        XCTAssertEqual(strings(in: try resolved(Button("Log", systemImage: "plus", intent: intent)).content), ["Log"])
    }

    func testActionsAreNeverRun() throws {
        var ran = false
        _ = try resolved(Button(action: { ran = true }) { Text("Log") })
        XCTAssertFalse(ran)
    }

    func testUserButtonStyleDrawsItsBody() throws {
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(3).background(Color.orange)
            }
        }
        let node = try resolved(Button("Log") {}.buttonStyle(Pill())).content
        XCTAssertEqual(strings(in: node), ["Log"])
        XCTAssertEqual(paddings(in: node), [Insets(top: 3, leading: 3, bottom: 3, trailing: 3)])
        XCTAssertEqual(textPaints(node), [lightPrimary])
    }

    func testSwitchToggleIsLabelSpacerAndSwitch() throws {
        let on = try resolved(Toggle("Wi-Fi", isOn: .constant(true))).content
        guard case .stack(let row) = on else { return XCTFail("expected a row") }
        XCTAssertEqual(row.axis, .horizontal)
        XCTAssertEqual(row.children.count, 3)
        XCTAssertEqual(row.children[1], .spacer(minLength: 0))
        // Track: capsule in system green; knob: white circle, trailing; frame 51 × 31.
        XCTAssertEqual(shapes(in: on).map(\.kind), [.capsule(style: .continuous), .circle])
        XCTAssertEqual(shapes(in: on).map(\.fill), [.color(systemGreen), .color(.white)])
        guard case .modified(.frame(let width, let height, _), .stack(let track)) = row.children[2] else {
            return XCTFail("expected a framed switch")
        }
        XCTAssertEqual([width, height], [51, 31])
        XCTAssertEqual(track.alignment.horizontal, .trailing)

        let off = try resolved(Toggle("Wi-Fi", isOn: .constant(false)).tint(.red)).content
        // secondarySystemFill (light), knob leading.
        XCTAssertEqual(shapes(in: off).map(\.fill), [.color(RGBA(r8: 120, g8: 120, b8: 128).withAlpha(0.16)), .color(.white)])
        XCTAssertTrue(String(describing: off).contains("horizontal: WidgetResolved.HorizontalAlignmentValue.leading"))
    }

    func testSwitchTakesTheTint() throws {
        let node = try resolved(Toggle(isOn: true, intent: LogIntent(counter: 0)) { Text("Lamp") }.tint(.red)).content
        XCTAssertEqual(shapes(in: node).first?.fill, .color(systemRed))
        XCTAssertEqual(try resolved(Toggle("Lamp", isOn: true, intent: LogIntent(counter: 0)).tint(.red)).content, node)
        let styled = try resolved(Toggle("Lamp", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))).content
        XCTAssertEqual(shapes(in: styled).first?.fill, .color(RGBA(r8: 255, g8: 141, b8: 40)))  // iOS 26's orange
    }

    func testButtonToggleStyleIsBorderedWhenOn() throws {
        let on = try resolved(Toggle("Lamp", isOn: .constant(true)).toggleStyle(.button)).content
        XCTAssertEqual(textPaints(on), [.color(systemBlue)])
        XCTAssertEqual(shapes(in: on).map(\.fill), [.color(systemBlue.withAlpha(0.15))])
        let off = try resolved(Toggle("Lamp", isOn: .constant(false)).toggleStyle(.button)).content
        XCTAssertEqual(textPaints(off), [.color(systemBlue)])
        XCTAssertEqual(shapes(in: off), [])
    }

    /// `disabled(true)`: labels in the tertiary level of the foreground, Apple's color for disabled
    /// text (`tertiaryLabel`, 60, 60, 67 at 30 % in light mode; docs/views.md, "Disabled controls"); bordered and
    /// prominent buttons drop their tint for the gray platter (`tertiarySystemFill`, light:
    /// 118, 118, 128 at 12 %); a switch is drawn at 50 %. Enabled siblings are unchanged.
    func testDisabledControlsAreDimmed() throws {
        let tertiaryLabel = ResolvedPaint.color(RGBA(r8: 60, g8: 60, b8: 67).withAlpha(0.3))
        // The platter of an untinted bordered button: secondarySystemFill in iOS 26.
        let grayPlatter = ResolvedPaint.color(RGBA(r8: 120, g8: 120, b8: 128).withAlpha(0.16))
        for style in ["plain", "borderless", "bordered", "borderedProminent"] {
            let button = Button("Log") {}
            let view: AnyView = switch style {
            case "plain": AnyView(button.buttonStyle(.plain))
            case "borderless": AnyView(button.buttonStyle(.borderless))
            case "bordered": AnyView(button.buttonStyle(.bordered))
            default: AnyView(button.buttonStyle(.borderedProminent))
            }
            let node = try resolved(view.tint(.green).disabled(true)).content
            XCTAssertEqual(textPaints(node), [tertiaryLabel], style)
            XCTAssertEqual(shapes(in: node).map(\.fill), style.hasPrefix("bordered") ? [grayPlatter] : [], style)
        }
        // A custom foreground is dimmed the same way: white at 30 %.
        let white = try resolved(Button("Log") {}.buttonStyle(.plain).foregroundStyle(.white).disabled(true)).content
        XCTAssertEqual(textPaints(white), [.color(RGBA(r8: 255, g8: 255, b8: 255).withAlpha(0.3))])
        // `disabled(false)` and enabled controls keep their look.
        XCTAssertEqual(try resolved(Button("Log") {}.buttonStyle(.borderless).disabled(false)).content,
                       try resolved(Button("Log") {}.buttonStyle(.borderless)).content)

        let toggle = try resolved(Toggle("Wi-Fi", isOn: .constant(true)).disabled(true)).content
        XCTAssertEqual(textPaints(toggle), [tertiaryLabel])
        guard case .stack(let row) = toggle, case .modified(.opacity(let opacity), _) = row.children[2] else {
            return XCTFail("expected the switch under an opacity")
        }
        XCTAssertEqual(opacity, 0.5)
        let offButton = try resolved(Toggle("Lamp", isOn: .constant(false)).toggleStyle(.button).disabled(true)).content
        XCTAssertEqual(textPaints(offButton), [tertiaryLabel])
    }

    func testUserToggleStyleSeesTheState() throws {
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { Text(configuration.isOn ? "☑" : "☐"); configuration.label }
            }
        }
        XCTAssertEqual(strings(in: try resolved(Toggle("Milk", isOn: .constant(true)).toggleStyle(Check())).content),
                       ["☑", "Milk"])
    }

    func testLinkDrawsItsLabelUntinted() throws {
        let url = URL(string: "widget://drinks")!
        XCTAssertEqual(try resolved(Link("Open", destination: url)).content, plainText("Open"))
        XCTAssertEqual(try resolved(Link(destination: url) { Text("Open") }.widgetURL(url)).content, plainText("Open"))
    }

    func testAnimationAPIChangesNothing() throws {
        let plain = try resolved(Text("12")).content
        let animated = try resolved(Text("12").contentTransition(.numericText()).transition(.opacity.combined(with: .scale))
            .animation(.spring(duration: 0.3), value: 12).invalidatableContent())
        XCTAssertEqual(animated.content, plain)
        XCTAssertEqual(withAnimation(.easeInOut) { 7 }, 7)
    }
}

// MARK: - Tree helpers

/// Every shape in tree order (a background's layer before its content).
func shapes(in node: ResolvedNode) -> [ResolvedShape] {
    switch node {
    case .shape(let shape): return [shape]
    case .stack(let stack): return stack.children.flatMap(shapes(in:))
    case .viewThatFits(_, let children): return children.flatMap(shapes(in:))
    case .modified(let modifier, let child):
        switch modifier {
        case .background(let layer, _): return shapes(in: layer) + shapes(in: child)
        case .overlay(let layer, _): return shapes(in: child) + shapes(in: layer)
        default: return shapes(in: child)
        }
    case .container(let container): return container.children.flatMap(shapes(in:))
    case .text, .image, .empty, .spacer: return []
    }
}

/// Every text run's paint, in tree order.
func textPaints(_ node: ResolvedNode) -> [ResolvedPaint] { texts(in: node).flatMap(\.paints) }
func textFontSizes(_ node: ResolvedNode) -> [Double] { texts(in: node).flatMap { $0.content.runs.map(\.font.size) } }

func texts(in node: ResolvedNode) -> [ResolvedText] {
    switch node {
    case .text(let text): return [text]
    case .stack(let stack): return stack.children.flatMap(texts(in:))
    case .viewThatFits(_, let children): return children.flatMap(texts(in:))
    case .modified(let modifier, let child):
        switch modifier {
        case .background(let layer, _), .overlay(let layer, _): return texts(in: layer) + texts(in: child)
        default: return texts(in: child)
        }
    case .container(let container): return container.children.flatMap(texts(in:))
    case .shape, .image, .empty, .spacer: return []
    }
}

/// Every padding's insets, outermost first.
func paddings(in node: ResolvedNode) -> [Insets] {
    switch node {
    case .stack(let stack): return stack.children.flatMap(paddings(in:))
    case .modified(.padding(let insets), let child): return [insets] + paddings(in: child)
    case .modified(_, let child): return paddings(in: child)
    default: return []
    }
}
