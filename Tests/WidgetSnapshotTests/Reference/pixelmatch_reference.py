"""A line-by-line Python port of mapbox/pixelmatch 7.x (index.js), the reference our Swift
`PerceptualMetric` is checked against. No npm registry is reachable here, so the counts in
`../Fixtures/expected.json` come from this port (see make_fixtures.py), not from Node.

Images are flat lists of straight RGBA bytes, row-major, 4 per pixel, as pixelmatch takes them.
JavaScript's `x | 0` is truncation toward zero (int() here); storing a float into a Uint8Array
truncates too, which is why draw_gray_pixel ends in int().
"""


def pixelmatch(img1, img2, output, width, height, threshold=0.1, include_aa=False, alpha=0.1,
               aa_color=(255, 255, 0), diff_color=(255, 0, 0), diff_color_alt=None):
    if len(img1) != len(img2) or len(img1) != width * height * 4:
        raise ValueError("Image sizes do not match.")
    n = width * height
    a32 = [tuple(img1[4 * i:4 * i + 4]) for i in range(n)]
    b32 = [tuple(img2[4 * i:4 * i + 4]) for i in range(n)]
    if a32 == b32:
        if output is not None:
            for i in range(n):
                draw_gray_pixel(img1, 4 * i, alpha, output)
        return 0

    max_delta = 35215 * threshold * threshold
    alt = diff_color_alt if diff_color_alt is not None else diff_color
    diff = 0
    for y in range(height):
        for x in range(width):
            i = y * width + x
            pos = i * 4
            delta = 0 if a32[i] == b32[i] else color_delta(img1, img2, pos, pos, False)
            if abs(delta) > max_delta:
                excluded_aa = (not include_aa) and (antialiased(img1, x, y, width, height, a32, b32)
                                                    or antialiased(img2, x, y, width, height, b32, a32))
                if excluded_aa:
                    if output is not None:
                        draw_pixel(output, pos, *aa_color)
                else:
                    if output is not None:
                        draw_pixel(output, pos, *(alt if delta < 0 else diff_color))
                    diff += 1
            elif output is not None:
                draw_gray_pixel(img1, pos, alpha, output)
    return diff


def antialiased(img, x1, y1, width, height, a32, b32):
    x0 = max(x1 - 1, 0)
    y0 = max(y1 - 1, 0)
    x2 = min(x1 + 1, width - 1)
    y2 = min(y1 + 1, height - 1)
    pos = y1 * width + x1
    zeroes = 1 if (x1 == x0 or x1 == x2 or y1 == y0 or y1 == y2) else 0
    mn = 0
    mx = 0
    min_x = min_y = max_x = max_y = 0
    for x in range(x0, x2 + 1):
        for y in range(y0, y2 + 1):
            if x == x1 and y == y1:
                continue
            delta = color_delta(img, img, pos * 4, (y * width + x) * 4, True)
            if delta == 0:
                zeroes += 1
                if zeroes > 2:
                    return False
            elif delta < mn:
                mn = delta
                min_x, min_y = x, y
            elif delta > mx:
                mx = delta
                max_x, max_y = x, y
    if mn == 0 or mx == 0:
        return False
    return ((has_many_siblings(a32, min_x, min_y, width, height) and has_many_siblings(b32, min_x, min_y, width, height))
            or (has_many_siblings(a32, max_x, max_y, width, height) and has_many_siblings(b32, max_x, max_y, width, height)))


def has_many_siblings(img, x1, y1, width, height):
    x0 = max(x1 - 1, 0)
    y0 = max(y1 - 1, 0)
    x2 = min(x1 + 1, width - 1)
    y2 = min(y1 + 1, height - 1)
    val = img[y1 * width + x1]
    zeroes = 1 if (x1 == x0 or x1 == x2 or y1 == y0 or y1 == y2) else 0
    for x in range(x0, x2 + 1):
        for y in range(y0, y2 + 1):
            if x == x1 and y == y1:
                continue
            if val == img[y * width + x]:
                zeroes += 1
            if zeroes > 2:
                return True
    return False


def color_delta(img1, img2, k, m, y_only):
    r1, g1, b1, a1 = img1[k], img1[k + 1], img1[k + 2], img1[k + 3]
    r2, g2, b2, a2 = img2[m], img2[m + 1], img2[m + 2], img2[m + 3]
    dr = r1 - r2
    dg = g1 - g2
    db = b1 - b2
    da = a1 - a2
    if not dr and not dg and not db and not da:
        return 0
    if a1 < 255 or a2 < 255:
        rb = 48 + 159 * (k % 2)
        gb = 48 + 159 * (int(k / 1.618033988749895) % 2)
        bb = 48 + 159 * (int(k / 2.618033988749895) % 2)
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255
        db = (b1 * a1 - b2 * a2 - bb * da) / 255
    y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    if y_only:
        return y
    i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return -delta if y > 0 else delta


def draw_pixel(output, pos, r, g, b):
    output[pos] = r
    output[pos + 1] = g
    output[pos + 2] = b
    output[pos + 3] = 255


def draw_gray_pixel(img, i, alpha, output):
    val = 255 + (img[i] * 0.29889531 + img[i + 1] * 0.58662247 + img[i + 2] * 0.11448223 - 255) * alpha * img[i + 3] / 255
    v = int(val)
    draw_pixel(output, i, v, v, v)
