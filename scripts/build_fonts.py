"""Remake the font subsets shipped in ``render/fonts/`` from the packages they were cut from.

The record of how those files were made: run it again after changing what a subset holds, and commit the files it
writes together with this script. It needs fontTools (``pip install fonttools==4.68.0`` made the shipped files, in a
throwaway virtual environment: the bot itself never imports it) and three downloaded packages, all under the SIL
Open Font License 1.1 (Unifont also under the GPL); the same packages and fontTools give the same bytes::

    pip download --no-deps -d /tmp/fontsrc fontpkg-noto-sans==2.15 justmytype-intl-cjk==0.1.0
    (cd /tmp/fontsrc && apt-get download fonts-unifont=1:15.0.01-2)
    python scripts/build_fonts.py /tmp/fontsrc/fontpkg_noto_sans-2.15-py3-none-any.whl \\
        /tmp/fontsrc/justmytype_intl_cjk-0.1.0-py3-none-any.whl /tmp/fontsrc/fonts-unifont_*15.0.01-2_all.deb

Each code point goes to exactly one file (``render.fonts`` draws a character from the first file of its chain that
has it, so a glyph in two files would only cost bytes), and which file decides its design:

- Noto Sans: Latin, Greek, Cyrillic, general punctuation, currency and letterlike symbols, and U+FFFD, the sign
  ``render.fonts`` draws for a character no file has.
- Noto Sans TC: every Chinese character (Unified Ideographs, Extension A, the compatibility ideographs that are
  unified ideographs themselves) that Noto Sans TC has and that is not a simplified form, in its Taiwanese design;
  bopomofo; and what Four Color Cards prints on its card faces (``render.fonts.TC_SUBSET``), which are drawn with
  this file alone.
- Noto Sans SC: every other Chinese character Noto Sans SC has, simplified forms (in GB 2312 but not in Big5) in
  their mainland design; CJK punctuation, kana, fullwidth forms.
- Noto Sans KR: Hangul syllables and jamo (and their compatibility and halfwidth forms).
- Unifont: the few ideographs Unicode added after these Noto fonts were made (U+4DB6-4DBF, U+9FF0-9FFF); one weight,
  drawn from a 16-pixel grid, in both chains.

Fonts are instanced at weight 400 and 700 (after subsetting: instancing 30,000 glyphs is slow), without hinting
instructions (FreeType's auto-hinter hints them as it draws), glyph names, vertical metrics or OpenType layout
tables (Pillow's basic layout reads none of them), keeping every name record (copyright, licence). They stay
TrueType: converted to CFF, the same outlines are drawn without the auto-hinter, softer and slightly bolder.
"""

from __future__ import annotations

import argparse
import io
import tarfile
import unicodedata
import zipfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

OUT = Path(__file__).resolve().parent.parent / "render" / "fonts"

# Four Color Cards' card faces (render.fonts.TC_SUBSET, repeated here so this script needs nothing from the bot).
HANZI = "四色牌胡碰槓對吃將士象車馬包帥仕相俥傌炮兵卒紅黃綠白三流局公"
SYMBOLS = "·…×→←—–•−✓★▶"
CARD_FACES = {*range(0x20, 0x7F), *range(0xA0, 0x180), *map(ord, HANZI + SYMBOLS)}

LATIN_GREEK_CYRILLIC = {
    *range(0x20, 0x7F),
    *range(0xA0, 0x250),  # Latin-1, Latin Extended-A and B
    *range(0x300, 0x370),  # combining diacritics
    *range(0x370, 0x400),  # Greek
    *range(0x400, 0x530),  # Cyrillic and its supplement
    *range(0x1E00, 0x1F00),  # Latin Extended Additional (Vietnamese)
    *range(0x1F00, 0x2000),  # Greek Extended (polytonic)
    *range(0x2000, 0x2070),  # General Punctuation
    *range(0x20A0, 0x20D0),  # currency
    *range(0x2100, 0x2150),  # letterlike symbols
    0x2212,  # minus
    0xFFFD,  # the replacement character: drawn for what no shipped font has
}
HAN_BLOCKS = (range(0x3400, 0x4DC0), range(0x4E00, 0xA000), range(0xF900, 0xFB00))
BOPOMOFO = {*range(0x3100, 0x3130), *range(0x31A0, 0x31C0)}
CJK_PUNCTUATION_KANA_FULLWIDTH = {
    *range(0x3000, 0x3040),
    *range(0x3040, 0x3100),
    *range(0x31F0, 0x3200),
    *range(0xFF00, 0xFFA0),
    *range(0xFFE0, 0xFFF0),
}
HANGUL = {
    *range(0x1100, 0x1200),  # jamo
    *range(0x3130, 0x3190),  # compatibility jamo
    *range(0xA960, 0xA980),  # jamo extended-A
    *range(0xAC00, 0xD7A4),  # syllables
    *range(0xD7B0, 0xD800),  # jamo extended-B
    *range(0xFFA0, 0xFFE0),  # halfwidth jamo
}


def _decoded(encoding: str, leads: range, trails: list[int]) -> set[int]:
    out = set()
    for lead in leads:
        for trail in trails:
            try:
                text = bytes([lead, trail]).decode(encoding)
            except UnicodeDecodeError:
                continue
            if len(text) == 1:
                out.add(ord(text))
    return out


def simplified() -> set[int]:
    """Characters of GB 2312 (mainland China) that Big5 (Taiwan, Hong Kong) lacks: the simplified forms."""
    gb2312 = _decoded("gb2312", range(0xA1, 0xF8), list(range(0xA1, 0xFF)))
    big5 = _decoded("big5", range(0xA1, 0xFA), [*range(0x40, 0x7F), *range(0xA1, 0xFF)])
    return gb2312 - big5


def _han(code: int) -> bool:
    """An assigned Chinese character that NFC keeps (most compatibility ideographs become unified ones, and are drawn
    as those); Unifont also has placeholder glyphs for unassigned code points."""
    character = chr(code)
    if not any(code in block for block in HAN_BLOCKS) or unicodedata.category(character) == "Cn":
        return False
    return unicodedata.normalize("NFC", character) == character


def _read_wheel(wheel: Path, suffix: str) -> bytes:
    with zipfile.ZipFile(wheel) as archive:
        (name,) = [n for n in archive.namelist() if n.endswith(suffix)]
        return archive.read(name)


def _read_deb(deb: Path, suffix: str) -> bytes:
    """A file from a Debian package: an ``ar`` archive whose ``data.tar.xz`` holds the installed files."""
    data = deb.read_bytes()
    at = 8  # after "!<arch>\n"
    while at < len(data):
        name = data[at : at + 16].decode().strip().rstrip("/")
        size = int(data[at + 48 : at + 58].decode())
        if name.startswith("data.tar"):
            with tarfile.open(fileobj=io.BytesIO(data[at + 60 : at + 60 + size])) as tar:
                (member,) = [m for m in tar.getmembers() if m.name.endswith(suffix)]
                extracted = tar.extractfile(member)
                assert extracted is not None
                return extracted.read()
        at += 60 + size + size % 2
    raise FileNotFoundError(suffix)


def _options() -> subset.Options:
    options = subset.Options()
    options.layout_features = []  # Pillow draws with its basic layout: no GSUB/GPOS
    options.name_IDs = ["*"]  # keep the copyright and licence records
    options.name_languages = ["*"]
    options.hinting = False
    options.glyph_names = False
    options.notdef_outline = True
    # STAT goes after instancing, which reads it
    options.drop_tables += ["vhea", "vmtx", "VORG", "BASE", "GDEF", "GSUB", "GPOS", "DSIG"]
    return options


def build(source: bytes, codes: set[int], axes: dict[str, float] | None, out: Path) -> None:
    font = TTFont(io.BytesIO(source))
    subsetter = subset.Subsetter(_options())
    subsetter.populate(unicodes=codes)
    subsetter.subset(font)
    if axes is not None:
        font = instancer.instantiateVariableFont(font, axes, updateFontNames=True)
        for table in ("STAT", "HVAR", "MVAR", "gvar", "fvar", "avar"):
            if table in font:
                del font[table]
    font.recalcTimestamp = False  # keep the source's date, so the same packages give the same bytes
    font.save(out)
    print(f"{out.name}: {len(font.getBestCmap())} characters, {out.stat().st_size:,} bytes", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("noto_sans", type=Path, help="fontpkg_noto_sans-2.15-py3-none-any.whl")
    parser.add_argument("cjk", type=Path, help="justmytype_intl_cjk-0.1.0-py3-none-any.whl")
    parser.add_argument("unifont", type=Path, help="fonts-unifont_15.0.01-2_all.deb")
    parser.add_argument("--out", type=Path, default=OUT)
    arguments = parser.parse_args()

    noto_sans = _read_wheel(arguments.noto_sans, "/NotoSans[wdth,wght].ttf")
    cjk = {region: _read_wheel(arguments.cjk, f"/NotoSans{region}[wght].ttf") for region in ("TC", "SC", "KR")}
    unifont = _read_deb(arguments.unifont, "/unifont.otf")
    cmaps = {region: set(TTFont(io.BytesIO(data)).getBestCmap()) for region, data in cjk.items()}

    simple = simplified()
    tc = {c for c in cmaps["TC"] if _han(c) and c not in simple} | (BOPOMOFO & cmaps["TC"]) | CARD_FACES
    sc = {c for c in cmaps["SC"] if _han(c) and c not in tc} | (CJK_PUNCTUATION_KANA_FULLWIDTH & cmaps["SC"])
    kr = HANGUL & cmaps["KR"]
    han_elsewhere = {c for c in set(TTFont(io.BytesIO(unifont)).getBestCmap()) if _han(c)} - tc - sc
    plans: list[tuple[bytes, set[int], dict[str, float] | None, str]] = []
    for weight, style in ((400, "Regular"), (700, "Bold")):
        plans.append((noto_sans, LATIN_GREEK_CYRILLIC, {"wght": weight, "wdth": 100}, f"NotoSans-{style}-subset.ttf"))
        plans.append((cjk["TC"], tc, {"wght": weight}, f"NotoSansTC-{style}-subset.ttf"))
        plans.append((cjk["SC"], sc, {"wght": weight}, f"NotoSansSC-{style}-subset.ttf"))
        plans.append((cjk["KR"], kr, {"wght": weight}, f"NotoSansKR-{style}-subset.ttf"))
    plans.append((unifont, han_elsewhere, None, "Unifont-subset.otf"))
    with ProcessPoolExecutor() as pool:
        for done in [pool.submit(build, data, codes, axes, arguments.out / name) for data, codes, axes, name in plans]:
            done.result()

    (arguments.out / "NotoSansKR-OFL.txt").write_bytes(_read_wheel(arguments.cjk, "/notosanskr/OFL.txt"))
    # Unifont is dual-licensed (its name record 13: OFL 1.1, or GPL 2+ with the font embedding exception); the Debian
    # package carries no OFL text, so its copyright record heads the licence's own text, as Noto's OFL.txt files do.
    names = TTFont(io.BytesIO(unifont))["name"]
    ofl = _read_wheel(arguments.cjk, "/notosanskr/OFL.txt").decode().split("\n", 1)[1]
    unifont_licence = f"{names.getDebugName(0)}\n{names.getDebugName(13)}\n{ofl}"
    (arguments.out / "Unifont-OFL.txt").write_text(unifont_licence, encoding="utf-8")


if __name__ == "__main__":
    main()
