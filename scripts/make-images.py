#!/usr/bin/env python3
"""Generates the bundled sample images in Assets/Images: our own procedural pictures, so they
carry no third-party license. Deterministic: a fixed seed and plain numpy math.

    python3 scripts/make-images.py   # rewrites Assets/Images/*.png
"""
import os, struct, zlib
import numpy as np

OUT = os.path.join(os.path.dirname(__file__), "..", "Assets", "Images")


def write_png(path, rgba):
    h, w, _ = rgba.shape
    raw = b"".join(b"\x00" + rgba[y].tobytes() for y in range(h))
    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def smoothstep(e0, e1, x):
    t = np.clip((x - e0) / (e1 - e0), 0, 1)
    return t * t * (3 - 2 * t)


def latte(size=600):
    """A latte seen from above on a wooden table, with a heart in the foam."""
    rng = np.random.default_rng(7)
    y, x = np.mgrid[0:size, 0:size].astype(np.float64) / size
    # Wood: warm stripes bent by low-frequency noise.
    bend = np.sin(y * 9 + np.sin(x * 3) * 2) * 0.02
    grain = 0.5 + 0.5 * np.sin((x + bend) * 140 + np.sin(y * 20) * 1.5)
    wood = np.stack([0.45 + 0.12 * grain, 0.28 + 0.08 * grain, 0.16 + 0.05 * grain], -1)
    wood += rng.normal(0, 0.015, wood.shape)
    cx, cy = 0.5, 0.52
    r = np.hypot(x - cx, y - cy)
    img = wood
    # Soft shadow, then saucer, cup rim, coffee.
    shadow = 1 - 0.45 * (1 - smoothstep(0.40, 0.50, np.hypot(x - cx - 0.03, y - cy - 0.04)))
    img = img * shadow[..., None]
    saucer = 1 - smoothstep(0.455, 0.462, r)
    img = img * (1 - saucer[..., None]) + np.array([0.93, 0.92, 0.90]) * (0.9 + 0.1 * (1 - r / 0.46))[..., None] * saucer[..., None]
    cup = 1 - smoothstep(0.335, 0.342, r)
    img = img * (1 - cup[..., None]) + np.array([0.97, 0.96, 0.94])[None, None, :] * cup[..., None]
    coffee = 1 - smoothstep(0.285, 0.292, r)
    crema = np.stack([0.62 - 0.5 * r, 0.40 - 0.35 * r, 0.22 - 0.2 * r], -1)
    crema += rng.normal(0, 0.01, crema.shape)
    img = img * (1 - coffee[..., None]) + crema * coffee[..., None]
    # Foam heart: implicit heart curve (x² + y² − 1)³ − x²y³ ≤ 0, scaled into the cup.
    # Its gradient vanishes at the cusps, so coverage comes from 4×4 supersampling, not a smoothstep.
    cover = np.zeros_like(x)
    for sy in range(4):
        for sx in range(4):
            hx = (x + (sx + 0.5) / (4 * size) - 0.5 / size - cx) / 0.15
            hy = -(y + (sy + 0.5) / (4 * size) - 0.5 / size - cy - 0.02) / 0.15
            cover += ((hx ** 2 + hy ** 2 - 1) ** 3 - hx ** 2 * hy ** 3 <= 0) / 16.0
    foam = cover * coffee
    img = img * (1 - foam[..., None]) + np.array([0.98, 0.94, 0.86])[None, None, :] * foam[..., None]
    rgb = np.clip(img * 255 + 0.5, 0, 255).astype(np.uint8)
    alpha = np.full((size, size, 1), 255, np.uint8)
    return np.concatenate([rgb, alpha], -1)


def leaf_icon(size=96):
    """A translucent green leaf on transparency: exercises alpha in image treatments."""
    y, x = np.mgrid[0:size, 0:size].astype(np.float64) / size
    u, v = x - 0.5, y - 0.5
    rot = np.array([[0.7071, -0.7071], [0.7071, 0.7071]])
    a = rot[0, 0] * u + rot[0, 1] * v
    b = rot[1, 0] * u + rot[1, 1] * v
    d = (a / 0.42) ** 2 + (b / 0.2) ** 2
    inside = 1 - smoothstep(0.95, 1.0, d)
    vein = 1 - smoothstep(0.0, 0.015, np.abs(b))
    g = np.stack([0.20 + 0.3 * vein, 0.65 + 0.2 * vein + 0.2 * (0.5 - y), 0.30 + 0.2 * vein], -1)
    rgb = np.clip(g * 255 + 0.5, 0, 255).astype(np.uint8)
    alpha = np.clip(inside * 255 + 0.5, 0, 255).astype(np.uint8)[..., None]
    return np.concatenate([rgb, alpha], -1)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    write_png(os.path.join(OUT, "latte@2x.png"), latte())
    write_png(os.path.join(OUT, "leaf@2x.png"), leaf_icon())
    print("wrote", sorted(os.listdir(OUT)))
