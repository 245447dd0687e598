// The extension's entry point, unchanged from an Xcode widget extension.
import WidgetRender

@main
struct MyWidgetsBundle: WidgetBundle {
    var body: some Widget {
        CaffeineWidget()
        TemplateWidget()
        CaffeineTrackingControl()
        LogCoffeeControl()
    }
}
