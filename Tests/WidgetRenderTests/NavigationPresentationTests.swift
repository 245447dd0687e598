import XCTest
import Foundation
import WidgetRender

// Navigation containers, links, toolbars and presentations in a still widget
// (WidgetViews/Containers/Navigation.swift, Toolbar.swift, Presentation.swift; docs/views.md "Navigation and
// presentation"). Points are in the small widget's content area: 126 × 126 pt (158 pt less the
// 16-pt margins on each side, docs/platform.md §3), sampled by ContentPixelSampling.

private struct Row: Identifiable { let id: Int }

/// Reads the presentation environment: green when nothing is presented (what a widget always is).
private struct PresentationReader: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        dismiss()                                   // does nothing: there is nothing to dismiss
        presentationMode.wrappedValue.dismiss()
        return (isPresented || presentationMode.wrappedValue.isPresented ? Color.red : Color.green)
            .frame(width: 20, height: 20)
    }
}

final class NavigationPresentationTests: XCTestCase, ContentPixelSampling {
    private var square: some View { Color.red.frame(width: 20, height: 20) }

    private func render<V: View>(_ view: V) throws -> Pixmap {
        try WidgetRenderer().render(.view(view.containerBackground(.white, for: .widget), family: .systemSmall, device: device))
    }

    /// Our rule (docs/platform.md §14): a navigation container takes all the space offered and centers
    /// its root, as it fills its window in an app. In the sampler's top-leading ZStack the 20-pt square
    /// is therefore centered in the 126-pt content area, at 53…73 on both axes, not at the origin.
    func testNavigationStackCentersItsRootInTheSpaceOffered() throws {
        let samples = try pixel(NavigationStack { square }, [(63, 63), (54, 54), (72, 72), (50, 63), (63, 76), (10, 10)])
        assertColors(samples, [red, red, red, white, white, white])
        // Without a container the square stays at the origin (the sampler's alignment).
        assertColors(try pixel(square, [(10, 10), (63, 63)]), [red, white])
    }

    /// A path binding changes nothing a still image shows (the root, our rule for an empty path).
    func testNavigationStackWithPathDrawsTheSameRoot() throws {
        XCTAssertEqual(try render(NavigationStack(path: .constant(NavigationPath())) { square }),
                       try render(NavigationStack { square }))
        XCTAssertEqual(try render(NavigationStack(path: .constant([Int]())) { square }),
                       try render(NavigationStack { square }))
    }

    /// Several root views stack vertically (where one view is expected, docs/views.md): two 20-pt
    /// squares with the default 8-pt spacing make a 48-pt column centered at 39…87.
    func testSeveralRootViewsStackVertically() throws {
        let samples = try pixel(NavigationStack { square; Color.blue.frame(width: 20, height: 20) },
                                [(63, 45), (63, 63), (63, 36)])
        assertColors(Array(samples[0...0]), [red])
        assertColors(Array(samples[1...]), [white, white])   // the 8-pt gap at 59…67, above the column
    }

    /// NavigationView shows its first view (an iPhone shows the first column as the root, and so does
    /// the stack style): the second view is not drawn, so the red square alone is centered.
    func testNavigationViewDrawsItsFirstView() throws {
        let twoColumns = NavigationView { square; Color.blue.frame(width: 20, height: 20) }.navigationViewStyle(.stack)
        XCTAssertEqual(try render(twoColumns), try render(NavigationStack { square }))
        assertColors(try pixel(NavigationView { square }, [(63, 63), (63, 80)]), [red, white])
    }

    /// A collapsed split view shows the sidebar on top unless `preferredCompactColumn` names another
    /// column (Apple, NavigationSplitViewColumn; the collapsed state is our rule for a widget).
    func testNavigationSplitViewDrawsTheCompactColumn() throws {
        let blue = Color.blue.frame(width: 20, height: 20)
        XCTAssertEqual(try render(NavigationSplitView { square } detail: { blue }), try render(NavigationStack { square }))
        XCTAssertEqual(try render(NavigationSplitView(columnVisibility: .constant(.automatic)) { square } detail: { blue }),
                       try render(NavigationStack { square }))
        XCTAssertEqual(try render(NavigationSplitView(preferredCompactColumn: .constant(.detail)) { square } detail: { blue }),
                       try render(NavigationStack { blue }))
        XCTAssertEqual(try render(NavigationSplitView { square } content: { blue } detail: { Color.green }),
                       try render(NavigationStack { square }))
    }

    /// A NavigationLink draws its label as is (our rule, as Link); the destination is never drawn.
    func testNavigationLinkDrawsItsLabel() throws {
        XCTAssertEqual(try render(NavigationLink(destination: Color.blue) { square }), try render(square))
        XCTAssertEqual(try render(NavigationLink("Go", destination: Color.blue)), try render(Text("Go")))
        XCTAssertEqual(try render(NavigationLink(value: 1) { square }), try render(square))
        XCTAssertEqual(try render(NavigationLink("Go", value: 1)), try render(Text("Go")))
        XCTAssertEqual(try render(NavigationLink { Color.blue } label: { square }),
                       try render(square))
        XCTAssertNotEqual(try render(NavigationLink("Go", destination: Color.blue)), try render(Color.clear))
    }

    /// Bar, toolbar and presentation modifiers draw nothing and never call their content (a widget has
    /// no navigation bar, no toolbar and presents nothing): each picture equals the plain view's.
    func testBarsToolbarsAndPresentationsAreInert() throws {
        final class Flag: @unchecked Sendable { var called = false }
        let flag = Flag()
        func touched() -> some View { flag.called = true; return Color.blue }
        let base = VStack { Text("Title"); square }
        let plain = try render(base)
        let modified: [(String, AnyView)] = [
            ("navigationBarTitle", AnyView(base.navigationBarTitle("Title"))),
            ("navigationBarTitleDisplayMode", AnyView(base.navigationBarTitleDisplayMode(.inline))),
            ("toolbarTitleDisplayMode", AnyView(base.toolbarTitleDisplayMode(.inline))),
            ("navigationBarItems", AnyView(base.navigationBarItems(leading: Text("L"), trailing: Text("T")))),
            ("navigationBarItems(trailing:)", AnyView(base.navigationBarItems(trailing: Text("T")))),
            ("navigationViewStyle", AnyView(base.navigationViewStyle(StackNavigationViewStyle()))),
            ("navigationDestination", AnyView(base.navigationDestination(for: Int.self) { _ in touched() })),
            ("toolbar(content:) views", AnyView(base.toolbar { touched() })),
            ("toolbar(content:) items", AnyView(base.toolbar {
                ToolbarItem(placement: .topBarTrailing) { Text("Edit") }
                ToolbarItemGroup(placement: .bottomBar) { Text("A"); Text("B") }
            })),
            ("toolbar(_:)", AnyView(base.toolbar(.hidden))),
            ("toolbar(_:for:)", AnyView(base.toolbar(.hidden, for: .navigationBar))),
            ("sheet", AnyView(base.sheet(isPresented: .constant(true)) { touched() })),
            ("sheet(item:)", AnyView(base.sheet(item: .constant(Row(id: 1))) { _ in touched() })),
            ("fullScreenCover", AnyView(base.fullScreenCover(isPresented: .constant(true), onDismiss: {}) { touched() })),
            ("alert(title:actions:message:)", AnyView(base.alert("A", isPresented: .constant(true)) { Button("OK") {} }
                                                          message: { Text("M") })),
            ("alert(isPresented:content:)", AnyView(base.alert(isPresented: .constant(true)) {
                Alert(title: Text("T"), message: Text("M"), primaryButton: .default(Text("OK")), secondaryButton: .cancel())
            })),
            ("alert(item:)", AnyView(base.alert(item: .constant(Row(id: 1))) { _ in Alert(title: Text("T")) })),
            ("confirmationDialog", AnyView(base.confirmationDialog("D", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Delete", role: .destructive) {}
            })),
            ("presentationDetents", AnyView(base.presentationDetents([.medium, .large, .fraction(0.3), .height(200)]))),
            ("presentationDragIndicator", AnyView(base.presentationDragIndicator(.visible))),
            ("interactiveDismissDisabled", AnyView(base.interactiveDismissDisabled())),
        ]
        for (name, view) in modified { XCTAssertEqual(try render(view), plain, name) }
        XCTAssertFalse(flag.called, "a content closure of a presentation or toolbar ran")
    }

    /// `\.dismiss` and `\.presentationMode` are callable and read as not presented.
    func testDismissAndPresentationModeReadAsNotPresented() throws {
        assertColors(try pixel(PresentationReader(), [(10, 10)]), [(52, 199, 89)])   // system green, light (platform.md §1)
    }
}
