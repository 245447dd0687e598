// The pre-macro preview API: one PreviewProvider listing two contexts in a Group.
import Foundation
import WidgetRender

struct EmojiWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            EmojiWidgetEntryView(entry: EmojiEntry(date: .fixture, emoji: "🐢"))
                .containerBackground(for: .widget) { Color.blue.opacity(0.2) }
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Turtle")
            EmojiWidgetEntryView(entry: EmojiEntry(date: .fixture, emoji: "🐇"))
                .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
                .previewLayout(.sizeThatFits)
        }
    }
}
