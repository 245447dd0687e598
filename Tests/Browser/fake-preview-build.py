#!/usr/bin/env python3
# A fast stand-in for `swift test` in `widget-render preview --package` (scripts/browser-test):
# writes what assertWidgetPreviewSnapshots writes, previews.json and one PNG per theme, into
# $WIDGET_RENDER_PREVIEWS_OUT, with a solid color taken from a hash of the target's sources (so
# an edit changes the pixels). A source containing "#error" fails like the compiler: one
# `file:line:col: error:` line and exit status 1, no previews. The page's controls arrive as the
# WIDGET_RENDER_PREVIEW_* variables: they go into the hash too, the themes variable names the
# images, and every run appends its control variables to fake-build-controls.log (JSON lines) in
# the package folder, which the browser test reads.
import hashlib, json, os, struct, sys, zlib

target = os.environ["WIDGET_RENDER_PREVIEW_TARGET"]
out = os.environ["WIDGET_RENDER_PREVIEWS_OUT"]
folder = os.path.join("Sources", target)
digest = hashlib.sha256()
for name in sorted(os.listdir(folder)):
    path = os.path.join(folder, name)
    text = open(path, encoding="utf-8").read()
    for number, line in enumerate(text.splitlines(), 1):
        if "#error" in line:
            print(f"Compiling {target} {name}")
            print(f"{path}:{number}:{line.index('#error') + 1}: error: the fake build found #error")
            sys.exit(1)
    digest.update(text.encode())

def png(width, height, rgb):
    row = b"\x00" + bytes(rgb) * width
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(row * height)) + chunk(b"IEND", b""))

controls = {k: v for k, v in sorted(os.environ.items())
            if k.startswith("WIDGET_RENDER_PREVIEW_") and k not in ("WIDGET_RENDER_PREVIEW_TARGET", "WIDGET_RENDER_PREVIEW_BUILD")}
digest.update(json.dumps(controls, sort_keys=True).encode())
with open("fake-build-controls.log", "a") as log:
    log.write(json.dumps(controls, sort_keys=True) + "\n")
color = digest.digest()[:3]
themes = [t for t in controls.get("WIDGET_RENDER_PREVIEW_THEMES", "").split(",") if t] or ["ios.light", "ios.dark"]
images = []
for theme, shade in ((t, 96 * (i % 2)) for i, t in enumerate(themes)):
    path = f"Fake-Preview/iphone-16__{theme}.png"
    os.makedirs(os.path.join(out, "Fake-Preview"), exist_ok=True)
    open(os.path.join(out, path), "wb").write(png(170, 170, [max(0, c - shade) for c in color]))
    images.append({"theme": theme, "device": "iphone-16", "scale": 3, "path": path})
manifest = {"module": target, "previews": [{"id": "Fake-Preview", "title": "Fake Preview", "kind": "widget",
            "fileID": f"{target}/Widget.swift", "line": 1, "family": "systemSmall",
            "snapshots": [{"label": "entry 1 of 1", "detail": "", "images": images}]}]}
json.dump(manifest, open(os.path.join(out, "previews.json"), "w"))
