#!/usr/bin/env python3
"""Peer renderers on the scenes of Sources/WidgetBenchmarks/PeerBenchmarks.swift.

Each scene is one list of drawing primitives in points (drawn at 3 px a point, iPhone 16), drawn
by Skia (skia-python), Cairo (pycairo) and resvg (resvg-py, from the same primitives written as
SVG). Positions are placed by hand from Inter's metrics to match WidgetRender's layout closely;
the peers draw the same kinds and amounts of things (gradient, clipped photo, text, arcs, dots),
not pixel-identical images.

Per scene and engine it measures, median of --runs (thread CPU time and wall time, ms):
  render                 pixels only (Skia, Cairo; resvg-py returns PNG bytes only, so none)
  render+default         the engine's own PNG writer: Skia's encodeToData (libpng, all filters,
                         zlib 6), Cairo's write_to_png (libpng defaults), resvg's png crate
  render+fast-isal       pixels → unpremultiply + Up filter (numpy) → ISA-L zlib level 1
  render+fast-libdeflate same, libdeflate level 1 (python `deflate` package)
Output: one tab-separated line per row, as WidgetBenchmarks' `peers` suite prints:
  peer scene engine variant cpu_ms wall_ms bytes
"""
import argparse
import io
import math
import os
import struct
import sys
import tempfile
import time
import zlib

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
FONTS = os.path.join(HERE, "..", "Assets", "Fonts")
FONT_FILES = {"regular": "Inter-Regular.otf", "semibold": "Inter-SemiBold.otf", "bold": "Inter-Bold.otf"}
SCALE = 3.0

# ---------------------------------------------------------------- scenes (points)


def photo_rgba():
    """ReferenceSceneView.makePhoto: the same 300×300 LCG-noise color fields, opaque."""
    seed = 12345
    noise = np.empty(300 * 300, dtype=np.float64)
    for i in range(300 * 300):
        seed = (seed * 1664525 + 1013904223) & 0xFFFFFFFF
        noise[i] = (seed >> 27) - 16
    noise = noise.reshape(300, 300)
    y, x = np.mgrid[0:300, 0:300].astype(np.float64)
    rgba = np.empty((300, 300, 4), dtype=np.uint8)
    rgba[..., 0] = np.clip(120 + 100 * np.sin(x / 40) + noise, 0, 255).astype(np.uint8)
    rgba[..., 1] = np.clip(110 + 80 * np.cos(y / 33) + noise, 0, 255).astype(np.uint8)
    rgba[..., 2] = np.clip(140 + 90 * np.sin((x + y) / 57) + noise, 0, 255).astype(np.uint8)
    rgba[..., 3] = 255
    return rgba


def rgb(r, g, b):
    return (r, g, b)


WHITE = rgb(1, 1, 1)


def reference_scene():
    # systemMedium 338×158 pt, corner radius 22 (docs/platform.md §4); content margins 16.
    return (338, 158, 22, [
        ("vgradient", 0, 0, 338, 158, rgb(0.35, 0.22, 0.62), rgb(0.10, 0.05, 0.25)),
        ("photo", 16, 16, 126, 126, 20),
        ("text", 154, 54.1, 12, "regular", WHITE, "NOW PLAYING"),
        ("text", 154, 86.1, 28, "bold", WHITE, "Golden Hour"),
        ("text", 154, 111.4, 17, "regular", WHITE, "The Render Quartet"),
        ("arc", 300, 79, 22, 8, -90, 250, WHITE),
    ])


DASHBOARD_ROWS = [
    ("Running", "5.2 km · 28 min", 0.82, rgb(1.0, 0.27, 0.23)),
    ("Cycling", "18.4 km · 41 min", 0.64, rgb(1.0, 0.62, 0.04)),
    ("Swimming", "1.1 km · 32 min", 0.45, rgb(0.19, 0.82, 0.35)),
    ("Yoga", "45 min", 0.30, rgb(0.04, 0.52, 1.0)),
    ("Walking", "7,412 steps", 0.91, rgb(0.75, 0.35, 0.95)),
]


def dashboard_scene():
    ops = [("rect", 0, 0, 338, 354, rgb(0.11, 0.11, 0.12)),
           ("text", 16, 37.3, 22, "bold", WHITE, "This Week")]
    for i, (name, detail, fraction, color) in enumerate(DASHBOARD_ROWS):
        top = 56.6 + i * (33.7 + 14)
        ops += [("circle", 26, top + 16.85, 10, color),
                ("text", 46, top + 14.5, 15, "semibold", WHITE, name),
                ("text", 46, top + 30.8, 12, "regular", WHITE, detail),
                ("rrect", 182, top + 12.85, 140 * fraction, 8, 4, color)]
    return (338, 354, 22, ops)


def flat_scene():
    return (158, 158, 22, [
        ("rect", 0, 0, 158, 158, rgb(0.20, 0.47, 0.96)),
        ("text", 16, 62.5, 48, "bold", WHITE, "72°"),
        ("text", 16, 90.7, 13, "regular", WHITE, "Partly Cloudy"),
    ])


SCENES = {"reference": reference_scene, "dashboard": dashboard_scene, "flat": flat_scene}

# ---------------------------------------------------------------- fast PNG writer (numpy + ISA-L / libdeflate)


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def fast_png(straight_rgba, compress):
    """straight RGBA (h, w, 4) → PNG: RGB when opaque, Up filter on every row, one IDAT."""
    h, w, _ = straight_rgba.shape
    pixels = straight_rgba[..., :3] if straight_rgba[..., 3].min() == 255 else straight_rgba
    channels = pixels.shape[2]
    rows = pixels.reshape(h, w * channels)
    filtered = np.empty((h, w * channels + 1), dtype=np.uint8)
    filtered[:, 0] = 2  # Up
    filtered[0, 1:] = rows[0]
    np.subtract(rows[1:], rows[:-1], out=filtered[1:, 1:], dtype=np.uint8, casting="unsafe")
    header = struct.pack(">IIBBBBB", w, h, 8, 2 if channels == 3 else 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header)
            + png_chunk(b"IDAT", compress(filtered.tobytes())) + png_chunk(b"IEND", b""))


def unpremultiply(premul):
    """premultiplied RGBA (h, w, 4) uint8 → straight, rounding to nearest."""
    alpha = premul[..., 3:4].astype(np.uint16)
    out = premul.copy()
    partial = (alpha[..., 0] != 255) & (alpha[..., 0] != 0)
    if partial.any():
        a = alpha[partial]
        out[partial, :3] = np.minimum(255, (premul[partial, :3].astype(np.uint32) * 255 + a // 2) // a)
    out[alpha[..., 0] == 0, :3] = 0
    return out


def compressors():
    import isal.isal_zlib as isal_zlib
    import deflate
    return {"fast-isal": lambda data: isal_zlib.compress(data, 1),
            "fast-libdeflate": lambda data: deflate.zlib_compress(data, 1)}

# ---------------------------------------------------------------- Skia


class SkiaEngine:
    name = "skia"

    def __init__(self):
        import skia
        self.skia = skia
        self.faces = {k: skia.Typeface.MakeFromFile(os.path.join(FONTS, v)) for k, v in FONT_FILES.items()}
        photo = photo_rgba()
        self.photo = skia.Image.fromarray(photo, colorType=skia.kRGBA_8888_ColorType)

    def render(self, scene):
        skia = self.skia
        w, h, radius, ops = scene
        surface = skia.Surface(int(math.ceil(w * SCALE)), int(math.ceil(h * SCALE)))
        canvas = surface.getCanvas()
        canvas.scale(SCALE, SCALE)
        canvas.clipRRect(skia.RRect.MakeRectXY(skia.Rect.MakeWH(w, h), radius, radius), doAntiAlias=True)
        for op in ops:
            kind = op[0]
            paint = skia.Paint(AntiAlias=True)
            if kind == "vgradient":
                _, x, y, ww, hh, c0, c1 = op
                paint.setShader(skia.GradientShader.MakeLinear(
                    [skia.Point(x, y), skia.Point(x, y + hh)], [skia.Color4f(*c0, 1).toColor(), skia.Color4f(*c1, 1).toColor()]))
                canvas.drawRect(skia.Rect.MakeXYWH(x, y, ww, hh), paint)
            elif kind == "rect":
                _, x, y, ww, hh, c = op
                paint.setColor4f(skia.Color4f(*c, 1))
                canvas.drawRect(skia.Rect.MakeXYWH(x, y, ww, hh), paint)
            elif kind == "rrect":
                _, x, y, ww, hh, r, c = op
                paint.setColor4f(skia.Color4f(*c, 1))
                canvas.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, ww, hh), r, r), paint)
            elif kind == "circle":
                _, cx, cy, r, c = op
                paint.setColor4f(skia.Color4f(*c, 1))
                canvas.drawCircle(cx, cy, r, paint)
            elif kind == "photo":
                _, x, y, ww, hh, r = op
                canvas.save()
                canvas.clipRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, ww, hh), r, r), doAntiAlias=True)
                canvas.drawImageRect(self.photo, skia.Rect.MakeXYWH(x, y, ww, hh),
                                     skia.SamplingOptions(skia.FilterMode.kLinear), paint)
                canvas.restore()
            elif kind == "text":
                _, x, baseline, size, weight, c, string = op
                paint.setColor4f(skia.Color4f(*c, 1))
                font = skia.Font(self.faces[weight], size)
                font.setEdging(skia.Font.Edging.kAntiAlias)
                canvas.drawString(string, x, baseline, font, paint)
            elif kind == "arc":
                _, cx, cy, r, width, start, sweep, c = op
                paint.setColor4f(skia.Color4f(*c, 1))
                paint.setStyle(skia.Paint.kStroke_Style)
                paint.setStrokeWidth(width)
                paint.setStrokeCap(skia.Paint.kRound_Cap)
                canvas.drawArc(skia.Rect.MakeLTRB(cx - r, cy - r, cx + r, cy + r), start, sweep, False, paint)
        return surface

    def default_png(self, surface):
        return bytes(surface.makeImageSnapshot().encodeToData(self.skia.kPNG, 100))

    def straight(self, surface):
        return unpremultiply(surface.makeImageSnapshot().toarray(colorType=self.skia.kRGBA_8888_ColorType,
                                                                 alphaType=self.skia.kPremul_AlphaType))

# ---------------------------------------------------------------- Cairo


class CairoEngine:
    name = "cairo"

    def __init__(self):
        import cairo
        self.cairo = cairo
        photo = photo_rgba()
        bgra = np.ascontiguousarray(photo[..., [2, 1, 0, 3]])
        self.photo = cairo.ImageSurface.create_for_data(bytearray(bgra.tobytes()), cairo.FORMAT_ARGB32, 300, 300, 1200)
        # Cairo's toy font API selects by family and weight (normal or bold) through fontconfig;
        # bench/run points FONTCONFIG_FILE at a config with only Assets/Fonts, so "Inter" is ours.
        self.weights = {"regular": cairo.FONT_WEIGHT_NORMAL, "semibold": cairo.FONT_WEIGHT_BOLD, "bold": cairo.FONT_WEIGHT_BOLD}

    @staticmethod
    def rounded(ctx, x, y, w, h, r):
        ctx.new_sub_path()
        ctx.arc(x + w - r, y + r, r, -math.pi / 2, 0)
        ctx.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
        ctx.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
        ctx.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
        ctx.close_path()

    def render(self, scene):
        cairo = self.cairo
        w, h, radius, ops = scene
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, int(math.ceil(w * SCALE)), int(math.ceil(h * SCALE)))
        ctx = cairo.Context(surface)
        ctx.scale(SCALE, SCALE)
        self.rounded(ctx, 0, 0, w, h, radius)
        ctx.clip()
        for op in ops:
            kind = op[0]
            if kind == "vgradient":
                _, x, y, ww, hh, c0, c1 = op
                gradient = cairo.LinearGradient(x, y, x, y + hh)
                gradient.add_color_stop_rgb(0, *c0)
                gradient.add_color_stop_rgb(1, *c1)
                ctx.rectangle(x, y, ww, hh)
                ctx.set_source(gradient)
                ctx.fill()
            elif kind == "rect":
                _, x, y, ww, hh, c = op
                ctx.rectangle(x, y, ww, hh)
                ctx.set_source_rgb(*c)
                ctx.fill()
            elif kind == "rrect":
                _, x, y, ww, hh, r, c = op
                self.rounded(ctx, x, y, ww, hh, r)
                ctx.set_source_rgb(*c)
                ctx.fill()
            elif kind == "circle":
                _, cx, cy, r, c = op
                ctx.arc(cx, cy, r, 0, 2 * math.pi)
                ctx.set_source_rgb(*c)
                ctx.fill()
            elif kind == "photo":
                _, x, y, ww, hh, r = op
                ctx.save()
                self.rounded(ctx, x, y, ww, hh, r)
                ctx.clip()
                ctx.translate(x, y)
                ctx.scale(ww / 300, hh / 300)
                ctx.set_source_surface(self.photo, 0, 0)
                ctx.get_source().set_filter(cairo.FILTER_BILINEAR)
                ctx.paint()
                ctx.restore()
            elif kind == "text":
                _, x, baseline, size, weight, c, string = op
                ctx.select_font_face("Inter", cairo.FONT_SLANT_NORMAL, self.weights[weight])
                ctx.set_font_size(size)
                ctx.set_source_rgb(*c)
                ctx.move_to(x, baseline)
                ctx.show_text(string)
            elif kind == "arc":
                _, cx, cy, r, width, start, sweep, c = op
                ctx.new_path()
                ctx.arc(cx, cy, r, math.radians(start), math.radians(start + sweep))
                ctx.set_line_width(width)
                ctx.set_line_cap(cairo.LINE_CAP_ROUND)
                ctx.set_source_rgb(*c)
                ctx.stroke()
        surface.flush()
        return surface

    def default_png(self, surface):
        out = io.BytesIO()
        surface.write_to_png(out)
        return out.getvalue()

    def straight(self, surface):
        h, w = surface.get_height(), surface.get_width()
        bgra = np.ndarray((h, surface.get_stride() // 4, 4), dtype=np.uint8, buffer=surface.get_data())[:, :w]
        return unpremultiply(bgra[..., [2, 1, 0, 3]])

# ---------------------------------------------------------------- resvg


class ResvgEngine:
    name = "resvg"

    def __init__(self):
        import resvg_py
        self.resvg = resvg_py
        import base64
        photo = photo_rgba()
        self.photo_uri = "data:image/png;base64," + base64.b64encode(
            fast_png(photo, lambda d: zlib.compress(d, 6))).decode()
        self.fonts = [os.path.join(FONTS, f) for f in FONT_FILES.values()]

    def svg(self, scene):
        w, h, radius, ops = scene
        col = lambda c: "#%02x%02x%02x" % tuple(round(v * 255) for v in c)
        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
                 f'width="{w}" height="{h}" viewBox="0 0 {w} {h}"><defs>'
                 f'<clipPath id="widget"><rect width="{w}" height="{h}" rx="{radius}"/></clipPath>']
        body = []
        for i, op in enumerate(ops):
            kind = op[0]
            if kind == "vgradient":
                _, x, y, ww, hh, c0, c1 = op
                parts.append(f'<linearGradient id="g{i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{col(c0)}"/>'
                             f'<stop offset="1" stop-color="{col(c1)}"/></linearGradient>')
                body.append(f'<rect x="{x}" y="{y}" width="{ww}" height="{hh}" fill="url(#g{i})"/>')
            elif kind == "rect":
                _, x, y, ww, hh, c = op
                body.append(f'<rect x="{x}" y="{y}" width="{ww}" height="{hh}" fill="{col(c)}"/>')
            elif kind == "rrect":
                _, x, y, ww, hh, r, c = op
                body.append(f'<rect x="{x}" y="{y}" width="{ww}" height="{hh}" rx="{r}" fill="{col(c)}"/>')
            elif kind == "circle":
                _, cx, cy, r, c = op
                body.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{col(c)}"/>')
            elif kind == "photo":
                _, x, y, ww, hh, r = op
                parts.append(f'<clipPath id="c{i}"><rect x="{x}" y="{y}" width="{ww}" height="{hh}" rx="{r}"/></clipPath>')
                body.append(f'<image x="{x}" y="{y}" width="{ww}" height="{hh}" clip-path="url(#c{i})" '
                            f'preserveAspectRatio="none" xlink:href="{self.photo_uri}"/>')
            elif kind == "text":
                _, x, baseline, size, weight, c, string = op
                font_weight = {"regular": 400, "semibold": 600, "bold": 700}[weight]
                body.append(f'<text x="{x}" y="{baseline}" font-family="Inter" font-size="{size}" '
                            f'font-weight="{font_weight}" fill="{col(c)}">{string}</text>')
            elif kind == "arc":
                _, cx, cy, r, width, start, sweep, c = op
                a0, a1 = math.radians(start), math.radians(start + sweep)
                x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
                x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
                body.append(f'<path d="M{x0:.3f} {y0:.3f}A{r} {r} 0 {1 if sweep > 180 else 0} 1 {x1:.3f} {y1:.3f}" '
                            f'fill="none" stroke="{col(c)}" stroke-width="{width}" stroke-linecap="round"/>')
        parts.append('</defs><g clip-path="url(#widget)">')
        return "".join(parts + body) + "</g></svg>"

    def render_png(self, scene):
        w, h, _, _ = scene
        return bytes(self.resvg.svg_to_bytes(svg_string=self.svg(scene), width=int(w * SCALE), height=int(h * SCALE),
                                             skip_system_fonts=True, font_files=self.fonts))

# ---------------------------------------------------------------- timing


def measure(runs, body):
    body()  # warm-up, as CPUTiming does
    cpu, wall = [], []
    for _ in range(runs):
        w0, c0 = time.perf_counter_ns(), time.thread_time_ns()
        body()
        cpu.append((time.thread_time_ns() - c0) / 1e6)
        wall.append((time.perf_counter_ns() - w0) / 1e6)
    return sorted(cpu)[runs // 2], sorted(wall)[runs // 2]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--out", help="write each engine's default PNG of each scene here, to look at")
    parser.add_argument("--engines", default="skia,cairo,resvg")
    args = parser.parse_args()
    engines = {"skia": SkiaEngine, "cairo": CairoEngine, "resvg": ResvgEngine}
    fast = compressors()

    def row(scene, engine, variant, timing, size):
        print("\t".join(["peer", scene, engine, variant, "%.3f" % timing[0], "%.3f" % timing[1], str(size)]), flush=True)

    for name in args.engines.split(","):
        engine = engines[name]()
        for scene_name, make in SCENES.items():
            scene = make()
            if name == "resvg":
                png = engine.render_png(scene)
                row(scene_name, name, "render+default", measure(args.runs, lambda: engine.render_png(scene)), len(png))
            else:
                surface = engine.render(scene)
                png = engine.default_png(surface)
                row(scene_name, name, "render", measure(args.runs, lambda: engine.render(scene)), 0)
                row(scene_name, name, "render+default", measure(args.runs, lambda: engine.default_png(engine.render(scene))), len(png))
                for variant, compress in fast.items():
                    data = fast_png(engine.straight(surface), compress)
                    row(scene_name, name, "render+" + variant,
                        measure(args.runs, lambda: fast_png(engine.straight(engine.render(scene)), compress)), len(data))
            if args.out:
                os.makedirs(args.out, exist_ok=True)
                with open(os.path.join(args.out, f"{name}-{scene_name}.png"), "wb") as f:
                    f.write(png)


if __name__ == "__main__":
    sys.exit(main())
