// WidgetAppearance: themes, rendering modes, image treatments and backdrops (the accented pipeline).
