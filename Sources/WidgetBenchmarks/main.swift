import WidgetRender
print("benchmarks: none yet")
