// Originally: import WidgetKit, import SwiftUI
import WidgetRender

// The iOS 16/17 styling idioms in one large widget: variable-value and pulsing symbols, Markdown in a
// condensed title, a shape style with a drop shadow, fill-then-stroke, an overlay with alignment,
// a material background in a shape, a Grid, linear and spinning indeterminate progress, an
// icon-only label, an AttributedString, accented-desaturated images with a gradient, and
// containerRelativeFrame.

struct ModernStylesView: View {
    @Environment(\.colorScheme) var scheme
    var body: some View {
        GeometryReader { geo in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Image(systemName: "wifi", variableValue: 0.6)
                        .symbolVariant(.fill)
                        .symbolEffect(.pulse)
                        .foregroundStyle(.tint)
                    Text("**Bold** and _italic_ with `code`")
                        .font(.largeTitle.width(.condensed))
                        .contentTransition(.numericText(value: 3))
                        .animation(.spring, value: 3)
                }
                Circle().fill(.red.shadow(.drop(radius: 2))).frame(width: 20, height: 20)
                RoundedRectangle(cornerRadius: 10, style: .continuous)
                    .fill(.blue.opacity(0.2))
                    .stroke(.blue, lineWidth: 2)
                    .frame(width: geo.size.width * 0.5, height: 30)
                    .overlay(alignment: .trailing) { Text("50%").monospaced().padding(.trailing, 4) }
                Text("Material").padding(6)
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 10))
                Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 2) {
                    GridRow { Text("Mon"); Text("21°").gridColumnAlignment(.trailing) }
                    GridRow { Text("Tuesday"); Text("9°") }
                }
                .font(.caption)
                HStack { ProgressView().progressViewStyle(.linear); ProgressView(); ProgressView().tint(.red) }
                Label("Hidden", systemImage: "eye.slash").labelStyle(.iconOnly).accessibilityHidden(true)
                Rectangle().frame(height: 1).foregroundColor(.gray)
                Text(attributed)
                Image(systemName: "star.fill").widgetAccentedRenderingMode(.accentedDesaturated)
                    .foregroundStyle(.linearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
            }

        }
        .containerRelativeFrame(.horizontal)
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }

    var attributed: AttributedString {
        var a = AttributedString("Red part")
        a.foregroundColor = .red
        var b = AttributedString(" and bold")
        b.font = .body.bold()
        return a + b
    }
}
