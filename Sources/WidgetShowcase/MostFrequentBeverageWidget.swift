import WidgetRender

/// "Most frequent beverage": a full-bleed photo with a clear-to-black gradient under the title.
/// In accented mode a full-bleed photo would become a white blob, and where the system removes
/// the background (StandBy, visionOS glass and paper) there is no photo behind the title, so the
/// widget then shows the photo above the text instead, desaturated when accented (Apple's guidance).
package struct MostFrequentBeverageView: View {
    var beverageName: String
    var photoName: String
    @Environment(\.widgetRenderingMode) var renderingMode
    @Environment(\.showsWidgetContainerBackground) var showsBackground

    package init(beverageName: String, photoName: String) {
        self.beverageName = beverageName
        self.photoName = photoName
    }

    package var body: some View {
        ZStack(alignment: .bottomLeading) {
            if renderingMode == .accented || !showsBackground {
                VStack(alignment: .leading, spacing: 6) {
                    Image(photoName)
                        .resizable()
                        .widgetAccentedRenderingMode(.desaturated)
                        .aspectRatio(contentMode: .fill)
                        .frame(width: 64, height: 64)
                        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                    Spacer(minLength: 0)
                    TitleView(name: beverageName)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            } else {
                TitleView(name: beverageName)
                    .foregroundStyle(.white)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        .containerBackground(for: .widget) {
            // Color.clear takes the widget's size; the photo fills it from an overlay, so the
            // gradient below spans the widget, not the (larger) filled photo.
            ZStack {
                Color.clear
                    .overlay {
                        Image(photoName)
                            .resizable()
                            .aspectRatio(contentMode: .fill)
                    }
                LinearGradient(colors: [.clear, .black.opacity(0.75)], startPoint: .center, endPoint: .bottom)
            }
        }
    }
}

private struct TitleView: View {
    var name: String
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Most frequent")
                .font(.caption)
                .opacity(0.8)
            Text(name)
                .font(.title3.bold())
                .widgetAccentable()
        }
    }
}
