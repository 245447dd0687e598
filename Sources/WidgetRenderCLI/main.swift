import WidgetRender
print("widget-render \(widgetRenderVersion)")
