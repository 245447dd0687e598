// WidgetSpec: the YAML / JSON widget spec format, lowered to DSL views.
