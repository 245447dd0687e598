#!/usr/bin/env python3
"""Measures element boxes in an iOS snapshot PNG, in points (docs/layout-scenarios.md).

Usage:
  measure-snapshot.py IMAGE --scale S [--box NAME=RRGGBB[/TOL]]... [--ink NAME=X0,Y0,X1,Y1]...
                               [--region X0,Y0,X1,Y1]

  --scale   device pixels per point of the snapshot (2 or 3; image size / view size in points)
  --box     the bounding box of every pixel of that color (each channel within TOL, default 8), or
            of pixels closer to it than to the region's background: a flat fill, a placeholder bar
  --ink     the bounding box of "ink" inside a region given in points: pixels that differ from
            the region's most common color (its background) by more than 96 in the sum of RGBA
            differences (about 38 % of one channel, so half-covered anti-aliased edge pixels count
            and faint fringes do not)
  --region  limit --box to a region in points

Prints one JSON object: the image size in points and each box as [minX, minY, maxX, maxY] in
points (pixel edges / scale, so one pixel is the resolution: 0.5 pt at 2x, 0.33 pt at 3x).

Why pixel edges and not sub-pixel estimates: scenarios compare within 1 pt, and one device pixel
is at most half of that, so the simplest reading is good enough and easy to check by hand.
"""
import argparse
import json
import sys
from collections import Counter

from PIL import Image


def parse_region(text):
    values = [float(v) for v in text.split(",")]
    if len(values) != 4:
        raise argparse.ArgumentTypeError(f"a region is X0,Y0,X1,Y1 in points, not {text!r}")
    return values


def pixel_region(region, scale, size):
    """A region in points as pixel bounds clipped to the image."""
    width, height = size
    if region is None:
        return 0, 0, width, height
    x0, y0, x1, y1 = region
    return (max(0, int(x0 * scale)), max(0, int(y0 * scale)),
            min(width, int(round(x1 * scale))), min(height, int(round(y1 * scale))))


def bbox(points, scale):
    if not points:
        return None
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return [round(min(xs) / scale, 3), round(min(ys) / scale, 3),
            round((max(xs) + 1) / scale, 3), round((max(ys) + 1) / scale, 3)]


def color_box(image, spec, scale, region):
    rgb, _, tol = spec.partition("/")
    target = tuple(int(rgb[i:i + 2], 16) for i in (0, 2, 4))
    tolerance = int(tol) if tol else 8
    x0, y0, x1, y1 = pixel_region(region, scale, image.size)
    pixels = image.load()
    hits = []
    for y in range(y0, y1):
        for x in range(x0, x1):
            r, g, b, a = pixels[x, y]
            if a > 127 and max(abs(r - target[0]), abs(g - target[1]), abs(b - target[2])) <= tolerance:
                hits.append((x, y))
    return bbox(hits, scale)


def ink_box(image, region, scale):
    x0, y0, x1, y1 = pixel_region(region, scale, image.size)
    pixels = image.load()
    counts = Counter(pixels[x, y] for y in range(y0, y1) for x in range(x0, x1))
    background = counts.most_common(1)[0][0]
    hits = []
    for y in range(y0, y1):
        for x in range(x0, x1):
            p = pixels[x, y]
            if sum(abs(p[i] - background[i]) for i in range(4)) > 96:
                hits.append((x, y))
    return bbox(hits, scale)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("image")
    parser.add_argument("--scale", type=float, required=True)
    parser.add_argument("--box", action="append", default=[], metavar="NAME=RRGGBB[/TOL]")
    parser.add_argument("--ink", action="append", default=[], metavar="NAME=X0,Y0,X1,Y1")
    parser.add_argument("--region", type=parse_region)
    args = parser.parse_args()

    image = Image.open(args.image).convert("RGBA")
    result = {"size": [round(image.size[0] / args.scale, 3), round(image.size[1] / args.scale, 3)]}
    for item in args.box:
        name, _, spec = item.partition("=")
        result[name] = color_box(image, spec, args.scale, args.region)
    for item in args.ink:
        name, _, region = item.partition("=")
        result[name] = ink_box(image, parse_region(region), args.scale)
    json.dump(result, sys.stdout)
    print()


if __name__ == "__main__":
    main()
