"""Makes the perceptual-metric conformance fixtures and their expected results.

    python3 Tests/WidgetSnapshotTests/Reference/make_fixtures.py

Writes to ../Fixtures/: pairs of small RGBA PNGs drawn here (no third-party images), the
pixelmatch diff image of some cases, and expected.json with the mismatch count of every case as
computed by pixelmatch_reference.py (our port of pixelmatch 7.x). The cases follow pixelmatch's own
test suite: anti-aliased edges, translucent pixels, threshold variations, includeAA, custom diff
colors and diffColorAlt, identical images. Everything is deterministic: re-running gives the same bytes.

Pixels are stored canonically: straight values that survive premultiplying and unpremultiplying
with round-to-nearest (what WidgetRender's Pixmap and PNG encoder do), so the Swift side sees
exactly the bytes this script compared.
"""
import json
import os
import struct
import zlib

from pixelmatch_reference import pixelmatch

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures")
W, H = 64, 48


def canonical(r, g, b, a):
    if a == 0:
        return (0, 0, 0, 0)
    if a == 255:
        return (r, g, b, 255)

    def round_trip(s):
        p = (s * a + 127) // 255
        return min(255, (p * 255 + a // 2) // a)
    return (round_trip(r), round_trip(g), round_trip(b), a)


class Canvas:
    """Straight-alpha float canvas; shapes are composited source-over with 4×4 supersampled coverage."""

    def __init__(self, color=(0, 0, 0, 0)):
        self.px = [list(map(float, color)) for _ in range(W * H)]

    def fill(self, inside, color, alpha=1.0):
        r, g, b = color
        for y in range(H):
            for x in range(W):
                hits = sum(1 for sy in range(4) for sx in range(4)
                           if inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4))
                if hits:
                    self.over(x, y, (r, g, b), alpha * hits / 16)

    def over(self, x, y, rgb, a):
        p = self.px[y * W + x]
        da = p[3] / 255
        out_a = a + da * (1 - a)
        if out_a == 0:
            return
        for c in range(3):
            p[c] = (rgb[c] * a + p[c] * da * (1 - a)) / out_a
        p[3] = out_a * 255

    def bytes(self):
        data = []
        for p in self.px:
            data.extend(canonical(*[max(0, min(255, int(v + 0.5))) for v in p]))
        return data


def disc(cx, cy, r):
    return lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def rect(x0, y0, x1, y1):
    return lambda x, y: x0 <= x < x1 and y0 <= y < y1


def band(x0, y0, x1, y1, half_width):
    dx, dy = x1 - x0, y1 - y0
    length = (dx * dx + dy * dy) ** 0.5
    return lambda x, y: abs((x - x0) * dy - (y - y0) * dx) / length <= half_width and \
        0 <= ((x - x0) * dx + (y - y0) * dy) / length <= length


def write_png(path, data):
    raw = b"".join(b"\x00" + bytes(data[y * W * 4:(y + 1) * W * 4]) for y in range(H))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def images():
    # Anti-aliased edges: a disc and a diagonal stroke moved by a fraction of a pixel, plus one real change.
    a = Canvas((255, 255, 255, 255))
    a.fill(disc(20.0, 24.0, 13.0), (30, 40, 90))
    a.fill(band(36, 6, 60, 40, 1.2), (10, 10, 10))
    b = Canvas((255, 255, 255, 255))
    b.fill(disc(20.35, 24.3, 13.0), (30, 40, 90))
    b.fill(band(36.3, 6, 60.3, 40, 1.2), (10, 10, 10))
    b.fill(rect(44, 40, 50, 46), (220, 30, 30))
    yield "edges", a.bytes(), b.bytes()

    # Translucent content on a transparent background: alpha changes, a color change, and
    # nearly transparent pixels that differ only in color (pixelmatch blends them over a pattern).
    a = Canvas()
    a.fill(disc(22, 22, 15), (20, 90, 230), 0.6)
    a.fill(rect(40, 8, 60, 40), (30, 200, 80), 0.5)
    a.fill(rect(0, 44, 64, 48), (255, 0, 0), 1 / 255)
    b = Canvas()
    b.fill(disc(22, 22, 15), (20, 90, 230), 0.95)
    b.fill(rect(40, 8, 60, 40), (200, 60, 80), 0.5)
    b.fill(rect(0, 44, 64, 48), (0, 255, 0), 1 / 255)
    yield "alpha", a.bytes(), b.bytes()

    # A smooth gradient with a small brightness bump and a darker patch: thresholds decide.
    def gradient():
        c = Canvas()
        for y in range(H):
            for x in range(W):
                c.px[y * W + x] = [40 + 3 * x, 60 + 2 * y, 200 - 2 * x, 255]
        return c
    a = gradient()
    b = gradient()
    for y in range(10, 22):
        for x in range(8, 30):
            p = b.px[y * W + x]
            b.px[y * W + x] = [p[0] + 14, p[1] + 14, p[2] + 14, 255]
    for y in range(30, 44):
        for x in range(36, 58):
            p = b.px[y * W + x]
            b.px[y * W + x] = [p[0] - 40, p[1] - 40, p[2] - 40, 255]
    yield "gradient", a.bytes(), b.bytes()

    # Thin text-like strokes one pixel apart, touching the image border (edge neighbourhoods).
    a = Canvas((250, 250, 245, 255))
    b = Canvas((250, 250, 245, 255))
    for i, x in enumerate(range(0, 64, 6)):
        a.fill(band(x, 0, x + 5, 47, 0.6), (20, 20, 20))
        b.fill(band(x + (0.25 if i % 2 else 0), 0, x + 5, 47, 0.6 if i % 3 else 0.8), (20, 20, 20))
    yield "strokes", a.bytes(), b.bytes()


def main():
    os.makedirs(OUT, exist_ok=True)
    options = {
        "default": {},
        "threshold-0": {"threshold": 0},
        "threshold-0.05": {"threshold": 0.05},
        "threshold-0.2": {"threshold": 0.2},
        "includeAA": {"include_aa": True},
        "includeAA-threshold-0.05": {"include_aa": True, "threshold": 0.05},
        "styled": {"threshold": 0.05, "alpha": 0.5, "aa_color": (0, 192, 0), "diff_color": (255, 0, 255)},
        "diffColorAlt": {"diff_color_alt": (0, 255, 0)},
    }
    cases = []
    pairs = list(images())
    pairs.append(("identical", pairs[0][1], list(pairs[0][1])))  # pixelmatch's fast path: 0, a gray diff
    for name, img1, img2 in pairs:
        write_png(os.path.join(OUT, f"{name}-a.png"), img1)
        write_png(os.path.join(OUT, f"{name}-b.png"), img2)
        for option_name, kwargs in options.items():
            output = [0] * (W * H * 4)
            count = pixelmatch(img1, img2, output, W, H, **kwargs)
            diff_file = f"{name}--{option_name}.diff.png"
            write_png(os.path.join(OUT, diff_file), output)
            swift_options = {{"include_aa": "includeAA", "aa_color": "aaColor", "diff_color": "diffColor",
                              "diff_color_alt": "diffColorAlt"}.get(k, k): (list(v) if isinstance(v, tuple) else v)
                             for k, v in kwargs.items()}
            cases.append({"image": name, "options": swift_options, "optionsName": option_name,
                          "mismatches": count, "diff": diff_file})
    with open(os.path.join(OUT, "expected.json"), "w") as f:
        json.dump({"source": "Tests/WidgetSnapshotTests/Reference/pixelmatch_reference.py (pixelmatch 7.x port)",
                   "width": W, "height": H, "cases": cases}, f, indent=1, sort_keys=True)
        f.write("\n")
    for c in cases:
        print(f'{c["image"]:10} {c["optionsName"]:26} {c["mismatches"]}')


if __name__ == "__main__":
    main()
