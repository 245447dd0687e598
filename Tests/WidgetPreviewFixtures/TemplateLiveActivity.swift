// A Live Activity in the shape of Xcode 16's "Live Activity" template (attributes with a
// ContentState holding an emoji, a Lock Screen view, the Dynamic Island's regions, fileprivate
// preview values and #Preview blocks), written here in our own words. Only the imports differ from
// what compiles on Apple platforms: `import WidgetRender` in place of ActivityKit, WidgetKit, SwiftUI.
import WidgetRender

struct TemplateWidgetAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        // What changes while the activity runs.
        var emoji: String
    }

    // What stays the same for the activity's whole life.
    var name: String
}

struct TemplateWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TemplateWidgetAttributes.self) { context in
            // The Lock Screen (and banner) presentation.
            VStack {
                Text("Hello \(context.state.emoji)")
            }
            .activityBackgroundTint(Color.cyan)
            .activitySystemActionForegroundColor(Color.black)

        } dynamicIsland: { context in
            DynamicIsland {
                // The expanded presentation's regions.
                DynamicIslandExpandedRegion(.leading) {
                    Text("Leading")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("Trailing")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Bottom \(context.state.emoji)")
                }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T \(context.state.emoji)")
            } minimal: {
                Text(context.state.emoji)
            }
            .widgetURL(URL(string: "https://www.example.com"))
            .keylineTint(Color.red)
        }
    }
}

extension TemplateWidgetAttributes {
    fileprivate static var preview: TemplateWidgetAttributes {
        TemplateWidgetAttributes(name: "World")
    }
}

extension TemplateWidgetAttributes.ContentState {
    fileprivate static var smiley: TemplateWidgetAttributes.ContentState {
        TemplateWidgetAttributes.ContentState(emoji: "😀")
    }

    fileprivate static var starEyes: TemplateWidgetAttributes.ContentState {
        TemplateWidgetAttributes.ContentState(emoji: "🤩")
    }
}

#Preview("Notification", as: .content, using: TemplateWidgetAttributes.preview) {
    TemplateWidgetLiveActivity()
} contentStates: {
    TemplateWidgetAttributes.ContentState.smiley
    TemplateWidgetAttributes.ContentState.starEyes
}

#Preview("Dynamic Island Compact", as: .dynamicIsland(.compact), using: TemplateWidgetAttributes.preview) {
    TemplateWidgetLiveActivity()
} contentStates: {
    TemplateWidgetAttributes.ContentState.smiley
    TemplateWidgetAttributes.ContentState.starEyes
}

#Preview("Dynamic Island Expanded", as: .dynamicIsland(.expanded), using: TemplateWidgetAttributes.preview) {
    TemplateWidgetLiveActivity()
} contentStates: {
    TemplateWidgetAttributes.ContentState.smiley
    TemplateWidgetAttributes.ContentState.starEyes
}

// Not in the template (ours): the minimal presentation, one state.
#Preview("Dynamic Island Minimal", as: .dynamicIsland(.minimal), using: TemplateWidgetAttributes.preview) {
    TemplateWidgetLiveActivity()
} contentStates: {
    TemplateWidgetAttributes.ContentState.starEyes
}
