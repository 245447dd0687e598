#!/usr/bin/env python3
"""Writes the decoder fixtures: one tiny PNG per color type, bit depth and feature.

Run from this directory with pypng installed (`pip install pypng`). The expected pixels are written
by hand in DecoderFixtureTests.swift, not computed from this script.
"""
import png


def write(name, rows, **info):
    with open(name, "wb") as f:
        png.Writer(**info).write(f, rows)


# Grayscale at every bit depth. 16-bit values probe rounding: 0xFF00 → 254, 0x00C0 → 1.
write("gray1.png", [[0, 1, 1, 0]], width=4, height=1, greyscale=True, bitdepth=1)
write("gray2.png", [[0, 1, 2, 3]], width=4, height=1, greyscale=True, bitdepth=2)
write("gray4.png", [[0, 5, 10, 15]], width=4, height=1, greyscale=True, bitdepth=4)
write("gray8.png", [[0, 128, 255]], width=3, height=1, greyscale=True, bitdepth=8)
write("gray16.png", [[0xFF00, 0x00C0, 0xFFFF]], width=3, height=1, greyscale=True, bitdepth=16)
write("gray8-trns.png", [[50, 100]], width=2, height=1, greyscale=True, bitdepth=8, transparent=50)

# Gray + alpha.
write("graya8.png", [[200, 255, 200, 128]], width=2, height=1, greyscale=True, alpha=True, bitdepth=8)
write("graya16.png", [[0xFFFF, 0x8000]], width=1, height=1, greyscale=True, alpha=True, bitdepth=16)

# RGB, RGB with a transparent color, RGB 16-bit.
write("rgb8.png", [[255, 0, 0, 10, 20, 30]], width=2, height=1, greyscale=False, bitdepth=8)
write("rgb8-trns.png", [[1, 2, 3, 4, 5, 6]], width=2, height=1, greyscale=False, bitdepth=8,
      transparent=(1, 2, 3))
write("rgb16.png", [[0xFF00, 0x00C0, 0x8080]], width=1, height=1, greyscale=False, bitdepth=16)

# RGBA 8 and 16.
write("rgba8.png", [[255, 0, 0, 255, 100, 200, 50, 51, 255, 255, 255, 0]], width=3, height=1,
      greyscale=False, alpha=True, bitdepth=8)
write("rgba16.png", [[0xFFFF, 0, 0, 0x8000]], width=1, height=1, greyscale=False, alpha=True, bitdepth=16)

# Palettes at every bit depth; the 8-bit one carries tRNS (alpha 128 and 0).
write("palette1.png", [[1, 0, 1]], width=3, height=1, bitdepth=1, palette=[(0, 0, 0), (255, 255, 255)])
write("palette2.png", [[3, 2, 1, 0]], width=4, height=1, bitdepth=2,
      palette=[(0, 0, 0), (255, 0, 0), (0, 255, 0), (0, 0, 255)])
write("palette4.png", [[15, 0]], width=2, height=1, bitdepth=4,
      palette=[(10, 20, 30)] + [(0, 0, 0)] * 14 + [(200, 100, 50)])
write("palette8-trns.png", [[0, 1, 2]], width=3, height=1, bitdepth=8,
      palette=[(255, 0, 0, 255), (0, 255, 0, 128), (0, 0, 255, 0)])

# Adam7 interlaced 8×8 RGBA: pixel (x, y) = (32x, 32y, 16(x + y), 255).
write("interlaced-rgba8.png",
      [[v for x in range(8) for v in (32 * x, 32 * y, 16 * (x + y), 255)] for y in range(8)],
      width=8, height=8, greyscale=False, alpha=True, bitdepth=8, interlace=True)

# A gAMA of 1.0 that a color-managing decoder would act on; ours must ignore it.
write("rgb8-gamma1.png", [[64, 128, 192]], width=1, height=1, greyscale=False, bitdepth=8, gamma=1.0)
