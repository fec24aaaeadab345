"""What the shipped fonts cost: their size on disk, and the time to the first picture of a fresh process.

Compares the working tree (or ``--after REV``) with the revision before the fonts covered every Chinese character
and Hangul (the parent of the commit that added ``NotoSansKR-Regular-subset.ttf``, or ``--before REV``), each
revision extracted with ``git archive`` to a temporary folder. "Cold" is a new interpreter each time: import the
renderers, then draw the first public board of each game at a four-player table whose names need every font
(陳昱堃, 김민준, 佐藤さくら, Zoë Łukasiewicz), in that order, so the first board also pays for loading the fonts and
reading their ``cmap`` tables. The files are in the page cache after the first run, as on a bot that has started
before; the runs alternate between the two trees and the median of ``--runs`` runs is printed.

    python bench/fonts.py [--runs 11] [--before REV] [--after REV] [--fonts-only]

``--fonts-only`` measures the before revision with the after tree's ``render/fonts`` in place of its own, so that
other changes to the renderers between the two do not count.

Not run by CI: the figures depend on the machine.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TITLES = ("copenhagen", "troyes_dice", "four_color_cards")

# Run by a fresh interpreter in the tree being measured (its folder first on sys.path): prints the seconds to import
# and to draw each game's first board, how many font files it looked characters up in, and its peak resident memory.
COLD = """
import json, resource, sys, time
start = time.perf_counter()
titles = sys.argv[1:]
from games import registry
from render.registry import renderer_for
from render import fonts
registry.register_builtin()
times = {"import": time.perf_counter() - start}
names = ["陳昱堃", "김민준", "佐藤さくら", "Zoë Łukasiewicz"]
for title in titles:
    began = time.perf_counter()
    engine = registry.get(title)
    renderer_for(title).public(engine.view(engine.new(4, engine.default_options(), 1), None), names)
    times[title] = time.perf_counter() - began
times["total"] = time.perf_counter() - start
times["fonts read"] = fonts.coverage.cache_info().currsize
times["peak memory"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # MB (Linux reports KiB)
print(json.dumps(times))
"""


def font_sizes(folder: Path) -> dict[str, int]:
    return {path.name: path.stat().st_size for path in sorted(folder.iterdir()) if path.suffix in (".ttf", ".otf")}


def cold_start(tree: Path) -> dict[str, float]:
    printed = subprocess.run(
        [sys.executable, "-c", f"import sys; sys.path.insert(0, {str(tree)!r})\n" + COLD, *TITLES],
        cwd=tree,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(printed.splitlines()[-1])


def before_revision() -> str:
    added = subprocess.run(
        ["git", "log", "-1", "--format=%H", "--diff-filter=A", "--", "render/fonts/NotoSansKR-Regular-subset.ttf"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    return f"{added}^"


def extract(revision: str, into: Path) -> None:
    archive = subprocess.run(["git", "archive", revision], cwd=ROOT, check=True, capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")


def report(label: str, tree: Path, found: list[dict[str, float]]) -> None:
    sizes = font_sizes(tree / "render" / "fonts")
    print(f"{label}: {len(sizes)} font files, {sum(sizes.values()) / 1e6:.2f} MB")
    for name, size in sizes.items():
        print(f"  {name:34} {size / 1e6:7.3f} MB")
    times = {key: statistics.median(run[key] for run in found) for key in found[0]}
    steps = ", ".join(f"{key} {times[key] * 1000:.0f} ms" for key in ("import", *TITLES))
    print(f"  first picture, cold (median of {len(found)}): {times['total'] * 1000:.0f} ms ({steps})")
    print(f"  font files whose cmap was read: {times['fonts read']:.0f}; peak memory {times['peak memory']:.0f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--before", help="the revision to compare with (default: before the fonts were rebuilt)")
    parser.add_argument("--after", help="the revision to measure instead of the working tree")
    parser.add_argument(
        "--fonts-only", action="store_true", help="measure the before revision with the after one's render/fonts alone"
    )
    arguments = parser.parse_args()
    revision = arguments.before or before_revision()
    with tempfile.TemporaryDirectory() as folder:
        before, after = Path(folder, "before"), ROOT
        extract(revision, before)
        if arguments.after is not None:
            after = Path(folder, "after")
            extract(arguments.after, after)
        if arguments.fonts_only:  # the before revision again, with the after tree's fonts in place of its own
            mixed = Path(folder, "mixed")
            extract(revision, mixed)
            shutil.rmtree(mixed / "render" / "fonts")
            shutil.copytree(after / "render" / "fonts", mixed / "render" / "fonts")
            after = mixed
        # Runs alternate between the two trees, so that what else the machine does weighs on both alike.
        found: dict[Path, list[dict[str, float]]] = {before: [], after: []}
        for _run in range(arguments.runs):
            for tree, runs in found.items():
                runs.append(cold_start(tree))
        report(f"before ({revision})", before, found[before])
        fonts = " with its fonts only" if arguments.fonts_only else ""
        report(f"after ({arguments.after or 'working tree'}{fonts})", after, found[after])


if __name__ == "__main__":
    main()
