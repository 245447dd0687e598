#!/usr/bin/env python3
"""Summarizes bench/run's results.tsv: per scene, each engine and variant's median CPU ms across
rounds (each round already a median of BENCH_RUNS runs), wall ms, bytes, and ratios to the
libpng-default row of WidgetRender measured in the same run (the same writer Skia uses)."""
import statistics
import sys
from collections import defaultdict


def main(path):
    rows = defaultdict(list)
    comments = []
    for line in open(path):
        if line.startswith("#"):
            comments.append(line.strip("# \n"))
            continue
        parts = line.rstrip("\n").split("\t")
        if len(parts) != 7 or parts[0] != "peer":
            continue
        _, scene, engine, variant, cpu, wall, size = parts
        rows[(scene, engine, variant)].append((float(cpu), float(wall), int(size)))
    for comment in comments:
        print(f"- {comment}")
    for scene in dict.fromkeys(k[0] for k in rows):
        print(f"\n{scene}\n")
        print("| engine | variant | CPU ms | wall ms | bytes | × our render + fast (CPU) |")
        print("|---|---|---:|---:|---:|---:|")
        ours = rows.get((scene, "widgetrender", "render+fast"))
        ours_cpu = statistics.median(r[0] for r in ours) if ours else None
        for (s, engine, variant), values in rows.items():
            if s != scene:
                continue
            cpu = statistics.median(v[0] for v in values)
            wall = statistics.median(v[1] for v in values)
            size = values[0][2]
            ratio = f"{cpu / ours_cpu:.1f}" if ours_cpu and variant != "render" else "–"
            print(f"| {engine} | {variant} | {cpu:.2f} | {wall:.1f} | {size if size else '–'} | {ratio} |")


if __name__ == "__main__":
    main(sys.argv[1])
