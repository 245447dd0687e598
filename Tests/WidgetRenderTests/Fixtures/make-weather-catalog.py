#!/usr/bin/env python3
"""Writes Fixtures/Weather.xcassets, an asset catalog shaped the way Xcode writes one (docs/assets.md):
a cloud image set in 1x/2x/3x with dark and tinted variants (PNG), a photo (JPEG), an umbrella
(SVG, preserves-vector-representation), color sets in float / 0-255 / hex / gray, sRGB and
Display P3, with any / dark / tinted / high-contrast entries, and a custom symbol set.
Run once with Pillow; the files it writes are committed (the tests never run it)."""
import json, os
from PIL import Image, ImageDraw

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Weather.xcassets")
info = {"author": "xcode", "version": 1}

def write_json(folder, obj):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "Contents.json"), "w") as f:
        json.dump(obj, f, indent=2, sort_keys=True)
        f.write("\n")

def dark():   return [{"appearance": "luminosity", "value": "dark"}]
def tinted(): return [{"appearance": "luminosity", "value": "tinted"}]
def high():   return [{"appearance": "contrast", "value": "high"}]

write_json(root, {"info": info})

# Cloud: 40 x 28 pt. Drawn at 4x the target and reduced, so edges are smooth.
def cloud(scale, body, shade):
    w, h, s = 40 * scale, 28 * scale, 4
    big = Image.new("RGBA", (w * s, h * s), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    u = scale * s
    # The shape in the shade color, then again 2 pt higher in the body color: a shaded lower rim.
    for color, lift in ((shade, 0), (body, 2)):
        for (x0, y0, x1, y1) in [(2, 12, 18, 27), (9, 4, 27, 22), (20, 9, 38, 27)]:
            d.ellipse((x0 * u, (y0 - lift) * u, x1 * u, (y1 - lift) * u), fill=color)
        d.rectangle((10 * u, (17 - lift) * u, 30 * u, (27 - lift) * u), fill=color)
    return big.resize((w, h), Image.LANCZOS)

folder = os.path.join(root, "Cloud.imageset")
os.makedirs(folder, exist_ok=True)
images = []
for scale in (1, 2, 3):
    suffix = "" if scale == 1 else "@%dx" % scale
    cloud(scale, (255, 255, 255, 255), (214, 226, 240, 255)).save(os.path.join(folder, "cloud%s.png" % suffix))
    cloud(scale, (96, 108, 128, 255), (70, 80, 98, 255)).save(os.path.join(folder, "cloud-dark%s.png" % suffix))
    images.append({"filename": "cloud%s.png" % suffix, "idiom": "universal", "scale": "%dx" % scale})
    images.append({"appearances": dark(), "filename": "cloud-dark%s.png" % suffix, "idiom": "universal", "scale": "%dx" % scale})
    if scale == 3:
        cloud(3, (235, 235, 235, 255), (150, 150, 150, 255)).save(os.path.join(folder, "cloud-tinted@3x.png"))
        images.append({"appearances": tinted(), "filename": "cloud-tinted@3x.png", "idiom": "universal", "scale": "3x"})
    else:
        images.append({"appearances": tinted(), "idiom": "universal", "scale": "%dx" % scale})  # Xcode's empty slot
write_json(folder, {"images": images, "info": info})

# Photo: a JPEG landscape, 96 x 60 pt at 3x.
folder = os.path.join(root, "Photo.imageset")
os.makedirs(folder, exist_ok=True)
w, h = 288, 180
photo = Image.new("RGB", (w, h))
px = photo.load()
for y in range(h):
    t = y / (h - 1)
    for x in range(w):
        px[x, y] = (int(255 - 120 * t), int(170 - 40 * t), int(90 + 60 * t))
d = ImageDraw.Draw(photo)
d.ellipse((190, 30, 240, 80), fill=(255, 236, 160))
d.polygon([(0, 140), (70, 70), (130, 120), (200, 60), (288, 130), (288, 180), (0, 180)], fill=(52, 70, 104))
d.polygon([(0, 160), (90, 120), (180, 150), (288, 118), (288, 180), (0, 180)], fill=(28, 38, 60))
photo.save(os.path.join(folder, "sunset.jpg"), quality=88, subsampling=2)
write_json(folder, {"images": [{"filename": "sunset.jpg", "idiom": "universal", "scale": "3x"},
                                {"idiom": "universal", "scale": "1x"}, {"idiom": "universal", "scale": "2x"}], "info": info})

# Umbrella: an SVG kept as vectors (full color, not a template).
folder = os.path.join(root, "Umbrella.imageset")
os.makedirs(folder, exist_ok=True)
with open(os.path.join(folder, "umbrella.svg"), "w") as f:
    f.write('''<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28">
  <path d="M2 14 A12 12 0 0 1 26 14 Z" fill="#FF3B30"/>
  <path d="M8 14 A6 12 0 0 1 20 14 Z" fill="#FFCC00"/>
  <rect x="13" y="13" width="2" height="11" fill="#1C1C1E"/>
  <path d="M13 22 A3 3 0 0 0 19 22 L17 22 A1 1 0 0 1 15 22 Z" fill="#1C1C1E"/>
</svg>
''')
write_json(folder, {"images": [{"filename": "umbrella.svg", "idiom": "universal"}], "info": info,
                    "properties": {"preserves-vector-representation": True, "template-rendering-intent": "original"}})

# Colors.
def color(space, comps, appearances=None):
    entry = {"color": {"color-space": space, "components": comps}, "idiom": "universal"}
    if appearances: entry["appearances"] = appearances
    return entry

def colorset(name, entries, group="Colors"):
    write_json(os.path.join(root, group, name + ".colorset") if group else os.path.join(root, name + ".colorset"),
               {"colors": entries, "info": info})

write_json(os.path.join(root, "Colors"), {"info": info})
colorset("AccentColor", [
    color("srgb", {"red": "1.000", "green": "0.584", "blue": "0.000", "alpha": "1.000"}),
    color("srgb", {"red": "1.000", "green": "0.624", "blue": "0.039", "alpha": "1.000"}, dark()),
    color("srgb", {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "0.600"}, tinted()),
], group=None)
colorset("SkyTop", [   # Display P3 floats
    color("display-p3", {"red": "0.200", "green": "0.520", "blue": "0.950", "alpha": "1.000"}),
    color("display-p3", {"red": "0.050", "green": "0.090", "blue": "0.250", "alpha": "1.000"}, dark()),
    color("display-p3", {"red": "0.500", "green": "0.500", "blue": "0.500", "alpha": "1.000"}, tinted()),
])
colorset("SkyBottom", [   # sRGB 0-255 integers
    color("srgb", {"red": "142", "green": "202", "blue": "255", "alpha": "1.000"}),
    color("srgb", {"red": "36", "green": "48", "blue": "92", "alpha": "1.000"}, dark()),
])
colorset("Sun", [   # sRGB hex, a tinted entry at 50 %, high-contrast entries Xcode writes
    color("srgb", {"red": "0xFF", "green": "0xD6", "blue": "0x0A", "alpha": "1.000"}),
    color("srgb", {"red": "0xFF", "green": "0x9F", "blue": "0x0A", "alpha": "1.000"}, high()),
    color("srgb", {"red": "0xFF", "green": "0xE6", "blue": "0x20", "alpha": "1.000"}, dark()),
    color("srgb", {"red": "0xFF", "green": "0xFF", "blue": "0xFF", "alpha": "0.500"}, tinted()),
    color("srgb", {"red": "0xFF", "green": "0x00", "blue": "0x00", "alpha": "1.000"}, dark() + high()),
])
colorset("Label", [   # gray
    color("gray-gamma-22", {"white": "0.110", "alpha": "1.000"}),
    color("gray-gamma-22", {"white": "1.000", "alpha": "1.000"}, dark()),
])

# A custom symbol (SF Symbols template, Regular-S drawn).
folder = os.path.join(root, "gauge.wind.symbolset")
os.makedirs(folder, exist_ok=True)
with open(os.path.join(folder, "gauge.wind.svg"), "w") as f:
    f.write('''<?xml version="1.0" encoding="UTF-8"?>
<svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
 <g id="Notes"><rect height="2200" width="3300" x="0" y="0" style="fill:white"/></g>
 <g id="Guides"><path d="M263.5 696L3036.5 696" style="fill:none;stroke:#27AAE1;stroke-width:0.5"/></g>
 <g id="Symbols">
  <g id="Regular-S" transform="matrix(1 0 0 1 1400 1000)">
   <rect class="hierarchical-0:primary" x="0" y="10" width="70" height="12" rx="6"/>
   <rect class="hierarchical-1:secondary" x="20" y="44" width="80" height="12" rx="6"/>
   <rect class="hierarchical-0:primary" x="0" y="78" width="56" height="12" rx="6"/>
  </g>
 </g>
</svg>
''')
write_json(folder, {"info": info, "symbols": [{"filename": "gauge.wind.svg", "idiom": "universal"}]})

# Small JPEGs for the decoder's tests (Fixtures/JPEG): grayscale, Adobe CMYK, EXIF orientation 6.
jpeg = os.path.join(os.path.dirname(root), "JPEG")
os.makedirs(jpeg, exist_ok=True)
Image.new("L", (16, 16), 128).save(os.path.join(jpeg, "gray.jpg"), quality=95)
Image.new("CMYK", (16, 16), (255, 0, 0, 0)).save(os.path.join(jpeg, "cyan-cmyk.jpg"), quality=95)
halves = Image.new("RGB", (16, 8), (255, 0, 0))
ImageDraw.Draw(halves).rectangle((8, 0, 15, 7), fill=(0, 0, 255))
exif = Image.Exif()
exif[0x0112] = 6
halves.save(os.path.join(jpeg, "left-red-orientation-6.jpg"), quality=95, subsampling=0, exif=exif.tobytes())
