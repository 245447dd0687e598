import XCTest
import Foundation
import WidgetRender

/// App and scene declarations, the scene phase, Observation objects in the environment, focus and
/// gestures, `withTransaction`, `UnitCurve`, `Material.thin` and `#Preview` traits
/// (AppScene.swift, ObservationSupport.swift, FocusState.swift, Gestures.swift,
/// TransactionsAndCurves.swift, PreviewIsolation.swift): what a still image shows (pixels on the
/// content area, ContentPixelSampling), values, and byte-identical renders for documented no-ops.
final class AppSceneObservationGestureTests: XCTestCase, ContentPixelSampling {
    private func render<V: View>(_ view: V) throws -> Pixmap {
        try WidgetRenderer().render(.view(view.containerBackground(.white, for: .widget), family: .systemSmall, device: device))
    }

    // MARK: Apps and scenes

    /// An app's body builds its scenes (window group, commands, window size) without running them;
    /// `WindowGroup` keeps its identifier. Nothing here is drawn: a widget never shows an app's scenes.
    func testAppBodyBuildsScenes() {
        let app = SampleApp()
        let scene = app.body
        XCTAssertTrue(String(describing: type(of: scene)).contains("ModifiedScene"))
        XCTAssertEqual(WindowGroup(id: "main") { Text("app") }.id, "main")
        XCTAssertNil(WindowGroup { Text("app") }.id)
    }

    /// `\.scenePhase` is `.active` in a still image (our rule: a widget being drawn is on screen);
    /// the environment can set another phase. Apple orders the phases background < inactive < active.
    func testScenePhaseIsActiveUnlessSet() throws {
        let square = PhaseSquare()
        assertColors(try pixel(square, [(10, 10)]), [red])
        assertColors(try pixel(square.environment(\.scenePhase, .background), [(10, 10)]), [white])
        XCTAssertLessThan(ScenePhase.background, .inactive)
        XCTAssertLessThan(ScenePhase.inactive, .active)
    }

    /// `onOpenURL(perform:)` never runs in a widget and draws the same bytes.
    func testOnOpenURLIsANoOp() throws {
        var opened = false
        let base = Color.red.frame(width: 30, height: 30)
        XCTAssertEqual(try render(base.onOpenURL { _ in opened = true }), try render(base))
        XCTAssertFalse(opened)
    }

    // MARK: Observation

    /// `environment(_:)` with an `@Observable` object and `@Environment(Model.self)` reading it in
    /// `body`: the square is drawn in the object's color (red), 20 pt wide from the content origin.
    /// The optional form reads nil without an ancestor's object, and the view draws nothing.
    func testObservableObjectInTheEnvironment() throws {
        let model = SampleModel()
        assertColors(try pixel(ModelSquare().environment(model), [(10, 10), (30, 10)]), [red, white])
        assertColors(try pixel(OptionalModelSquare(), [(10, 10)]), [white])
        assertColors(try pixel(OptionalModelSquare().environment(model), [(10, 10)]), [red])
        // A nil object removes the one an ancestor supplied.
        assertColors(try pixel(OptionalModelSquare().environment(nil as SampleModel?).environment(model), [(10, 10)]), [white])
    }

    /// `@Observable` comes from the re-exported Observation module and tracks as on Apple platforms:
    /// changing a read property calls `onChange`; an `@ObservationIgnored` one does not.
    func testObservationTracksAndIgnores() {
        let model = SampleModel()
        let changes = Counter()
        withObservationTracking { _ = model.width } onChange: { changes.add() }
        model.width = 40
        XCTAssertEqual(changes.value, 1)
        withObservationTracking { _ = model.cache } onChange: { changes.add() }
        model.cache = 9
        XCTAssertEqual(changes.value, 1)
    }

    /// `@Bindable`: `$model.width` is a binding that reads and writes the object's property; a view
    /// drawn with it shows the current value (a 40-pt square reaches x = 30, a 20-pt one does not).
    func testBindableBindsToTheObject() throws {
        let model = SampleModel()
        let bindable = Bindable(model)
        let width = bindable.width
        XCTAssertEqual(width.wrappedValue, 20)
        width.wrappedValue = 40
        XCTAssertEqual(model.width, 40)
        assertColors(try pixel(BindableSquare(model: model), [(30, 10)]), [red])
    }

    // MARK: Focus and gestures

    /// Nothing is focused in a widget: `@FocusState` reads `false` (or nil) and writes change
    /// nothing; `focused(_:)` draws the same bytes.
    func testFocusStateIsUnfocused() throws {
        let flag = FocusState<Bool>()
        flag.wrappedValue = true
        XCTAssertFalse(flag.wrappedValue)
        XCTAssertFalse(flag.projectedValue.wrappedValue)
        XCTAssertNil(FocusState<Int?>().wrappedValue)
        assertColors(try pixel(FocusSquare(), [(10, 10)]), [red])
        XCTAssertEqual(try render(FocusSquare()), try render(Color.red.frame(width: 20, height: 20)))
    }

    /// Gestures are documented no-ops: no touch reaches a widget, so the callbacks never run and a
    /// `@GestureState` keeps its initial value (the square is drawn 40 pt to the right).
    func testGesturesChangeNothing() throws {
        let runs = Counter()
        let base = Color.red.frame(width: 30, height: 30)
        let plain = try render(base)
        let gestures: [any View] = [
            base.gesture(DragGesture().onChanged { _ in runs.add() }.onEnded { _ in runs.add() }),
            base.gesture(DragGesture(minimumDistance: 0, coordinateSpace: .local).onChanged { value in _ = value.translation }),
            base.gesture(TapGesture().onEnded { runs.add() }),
            base.simultaneousGesture(LongPressGesture().onEnded { _ in runs.add() }),
            base.highPriorityGesture(TapGesture(count: 2)),
            base.gesture(DragGesture().updating(GestureState(wrappedValue: CGSize.zero)) { value, state, _ in state = value.translation }),
        ]
        for (index, view) in gestures.enumerated() {
            XCTAssertEqual(try render(AnyView(erasing: view)), plain, "gesture \(index)")
        }
        XCTAssertEqual(runs.value, 0)
        assertColors(try pixel(DragSquare(), [(10, 10), (50, 10)]), [white, red])
        // DragGesture.Value: translation = location − startLocation.
        let value = DragGesture.Value(time: Date(), location: CGPoint(x: 30, y: 5), startLocation: CGPoint(x: 10, y: 15))
        XCTAssertEqual(value.translation, CGSize(width: 20, height: -10))
    }

    // MARK: Transactions, curves, materials, previews

    func testWithTransactionRunsItsBody() {
        XCTAssertEqual(withTransaction(Transaction()) { 6 * 7 }, 42)
        XCTAssertEqual(withTransaction(\.disablesAnimations, true) { "done" }, "done")
    }

    /// Expected values: cubic-bezier(0.42, 0, 0.58, 1) (ease-in-out), (0.42, 0, 1, 1) (ease-in) and
    /// (0, 0, 0.58, 1) (ease-out), CAMediaTimingFunction's control points, solved for x by bisection
    /// in Python (0.1291619, 0.3153568, 0.6846432); circular ease-in is 1 − √(1 − t²).
    func testUnitCurveValues() {
        XCTAssertEqual(UnitCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.easeInOut.value(at: 0.25), 0.1291619, accuracy: 1e-6)
        XCTAssertEqual(UnitCurve.easeIn.value(at: 0.5), 0.3153568, accuracy: 1e-6)
        XCTAssertEqual(UnitCurve.easeOut.value(at: 0.5), 0.6846432, accuracy: 1e-6)
        XCTAssertEqual(UnitCurve.linear.value(at: 0.3), 0.3, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.circularEaseIn.value(at: 0.5), 1 - 0.75.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(UnitCurve.easeIn.inverse.value(at: 0.3153568), 0.5, accuracy: 1e-6)
        XCTAssertEqual(UnitCurve.linear.velocity(at: 0.5), 1, accuracy: 1e-6)
    }

    /// `Material.thin` is the same material as `.thinMaterial` (Apple declares both).
    func testMaterialThinIsThinMaterial() throws {
        func swatch(_ material: Material) -> some View {
            ZStack { Color.red; Rectangle().fill(material).frame(width: 40, height: 40) }
        }
        XCTAssertEqual(try render(swatch(Material.thin)), try render(swatch(.thinMaterial)))
        XCTAssertNotEqual(try render(swatch(Material.thin)), try render(swatch(Material.ultraThick)))
    }

    /// `#Preview("Name", traits: .sizeThatFitsLayout) { V() }` (here its initializer) draws the view
    /// as the preview without traits does, and its main-actor body builds a view with `@State`.
    func testPreviewTraitsDrawTheView() throws {
        let traits = WidgetPreview("Sized", traits: .sizeThatFitsLayout, .landscapeLeft) { StateSquare() }
        let plain = WidgetPreview("Plain") { StateSquare() }
        let renderer = try WidgetRenderer()
        let traitView = try XCTUnwrap(try renderer.render(.snapshots(of: traits, device: device)).first).view
        let plainView = try XCTUnwrap(try renderer.render(.snapshots(of: plain, device: device)).first).view
        XCTAssertEqual(try render(traitView), try render(plainView))
        assertColors(try pixel(traitView, [(10, 10)]), [red])
        XCTAssertEqual(PreviewTrait<Preview.ViewTraits>.fixedLayout(width: 200, height: 100).name, "fixedLayout(200.0×100.0)")
    }
}

// MARK: - Sample code, as an app and a widget write it

private struct SampleApp: App {
    var body: some Scene {
        WindowGroup(id: "main") { Text("App") }
            .commands { CommandGroup(replacing: .newItem) {} }
            .defaultSize(width: 300, height: 200)
    }
}

private struct PhaseSquare: View {
    @Environment(\.scenePhase) private var phase
    var body: some View {
        if phase == .active { Color.red.frame(width: 20, height: 20) }
    }
}

@Observable private final class SampleModel {
    var color = Color.red
    var width: CGFloat = 20
    @ObservationIgnored var cache = 0
}

private struct ModelSquare: View {
    @Environment(SampleModel.self) private var model
    var body: some View { model.color.frame(width: model.width, height: 20) }
}

private struct OptionalModelSquare: View {
    @Environment(SampleModel.self) private var model: SampleModel?
    var body: some View {
        if let model { model.color.frame(width: 20, height: 20) }
    }
}

private struct BindableSquare: View {
    @Bindable var model: SampleModel
    var body: some View { Color.red.frame(width: $model.width.wrappedValue, height: 20) }
}

private struct FocusSquare: View {
    @FocusState private var focused: Bool
    var body: some View { (focused ? Color.blue : Color.red).frame(width: 20, height: 20).focused($focused) }
}

private struct DragSquare: View {
    @GestureState private var offset: CGFloat = 40
    var body: some View {
        Color.red.frame(width: 20, height: 20).offset(x: offset)
            .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation.width })
    }
}

private struct StateSquare: View {
    @State private var side: CGFloat = 20
    var body: some View { Color.red.frame(width: side, height: side) }
}

/// A count shared with `@Sendable` callbacks.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    func add() { lock.lock(); count += 1; lock.unlock() }
}
