import Foundation
import WidgetRender

// The Live Activity of Xcode's widget-extension template ("Include Live Activity"), written as
// the template writes it, so that it compiles unchanged and renders every presentation.

struct TemplateWidgetAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        // Dynamic stateful properties about your activity go here!
        var emoji: String
    }

    // Fixed non-changing properties about your activity go here!
    var name: String
}

struct TemplateWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TemplateWidgetAttributes.self) { context in
            // Lock screen/banner UI goes here
            VStack {
                Text("Hello \(context.state.emoji)")
            }
            .activityBackgroundTint(Color.cyan)
            .activitySystemActionForegroundColor(Color.black)

        } dynamicIsland: { context in
            DynamicIsland {
                // Expanded UI goes here.  Compose the expanded UI through
                // various regions, like leading/trailing/center/bottom
                DynamicIslandExpandedRegion(.leading) {
                    Text("Leading")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("Trailing")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Bottom \(context.state.emoji)")
                    // more content
                }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T \(context.state.emoji)")
            } minimal: {
                Text(context.state.emoji)
            }
            .widgetURL(URL(string: "http://www.apple.com"))
            .keylineTint(Color.red)
        }
    }
}

extension TemplateWidgetAttributes {
    static var preview: TemplateWidgetAttributes { TemplateWidgetAttributes(name: "World") }
}

extension TemplateWidgetAttributes.ContentState {
    static var smiley: TemplateWidgetAttributes.ContentState { TemplateWidgetAttributes.ContentState(emoji: "😀") }
    static var starEyes: TemplateWidgetAttributes.ContentState { TemplateWidgetAttributes.ContentState(emoji: "🤩") }
}
