// WidgetRaster: the pixmap, our scanline rasterizer, paints, masks and blur.
