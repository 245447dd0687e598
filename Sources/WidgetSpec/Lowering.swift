import Foundation
import WidgetRender

/// What lowering a spec view needs when it runs: the environment the resolver is evaluating
/// (conditions read it) and the template variables of the entry being rendered.
struct LoweringContext {
    var environment: EnvironmentValues
    var values: [String: String]
}

/// A parsed, validated spec view: turns a context into DSL views. Parsing has already checked
/// everything the spec can get wrong, so lowering never fails.
typealias ViewLowering = (LoweringContext) -> AnyView

/// A parsed modifier, applied to the view built so far (SwiftUI's `.modifier()` chain order).
typealias ModifierLowering = (AnyView, LoweringContext) -> AnyView

/// The view a spec widget lowers to. It is a composite view so that its body runs while the
/// resolver evaluates it, with the widget's real environment: spec conditions
/// (`if: {renderingMode: accented}`) read it exactly where Swift code's `@Environment` would.
/// Like any composite view it adds no node to the resolved tree.
struct SpecWidgetView: View {
    let lowering: ViewLowering
    let values: [String: String]
    @Environment(\.self) private var environment

    var body: some View {
        lowering(LoweringContext(environment: environment, values: values))
    }
}

/// Children of a stack or group as one view that the resolver flattens: ForEach and AnyView are
/// both transparent list views, so `VStack { children }` resolves exactly like written-out Swift,
/// and a child whose condition is false (an EmptyView) leaves no gap, as a false `if` does.
func childList(_ children: [ViewLowering], _ context: LoweringContext) -> ForEach<Range<Int>, Int, AnyView> {
    let views = children.map { $0(context) }
    return ForEach(0..<views.count) { views[$0] }
}
