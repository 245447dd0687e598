// WidgetPNG: PNG decode (libpng) and deterministic encode.
