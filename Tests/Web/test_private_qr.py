"""The recovery kit's QR code (js/private/qr.js) read back by an independent decoder: each text is
drawn by `qrSvg` in Chromium, photographed, and decoded by zbar (`zbarimg`, Debian's zbar-tools,
installed by scripts/install-test-deps); the decoded text must be the text given, character for
character. The texts cover a real recovery kit, alphanumeric and byte (UTF-8) mode, and every
version from 1 to 10 filled to its last byte, so every block layout, alignment pattern and the
version information (7 and up) is read by something that did not write it. A text too long for
version 10 is refused with a sentence naming the limit."""

import shutil

import childprocess
import pytest

ZBARIMG = shutil.which("zbarimg")

# The most bytes each version holds at error correction level M (ISO/IEC 18004's capacity table).
BYTE_CAPACITY = {1: 14, 2: 26, 3: 42, 4: 62, 5: 84, 6: 106, 7: 122, 8: 152, 9: 180, 10: 213}
PROSE = "ripple keeps small habits going, one day after another; a streak is kind to a missed day. "

TEXTS = [
    ("hello world", "HELLO WORLD", 1),
    ("byte mode, UTF-8", "ripple café ✓", 2),
    # 311 characters is version 10's alphanumeric limit, with its 11-bit count.
    ("alphanumeric, version 10", ("RIPPLE KIT $%*+-./: 0123456789 " * 11)[:311], 10),
] + [(f"bytes, version {v} full", (PROSE * 3)[:n], v) for v, n in BYTE_CAPACITY.items()]

RENDER = """async (texts) => {
  const { qrMatrix, qrSvg } = await import('/js/private/qr.js');
  const { recoveryText } = await import('/js/private/keys.js');
  const kit = await recoveryText(Uint8Array.from({ length: 32 }, (_, i) => (i * 73 + 11) % 256));
  return [kit, ...texts].map((text) => {
    const { size, modules } = qrMatrix(text);
    const booleans = modules.length === size && modules.every((row) => row.length === size && row.every((m) => typeof m === 'boolean'));
    return { text, size, booleans, svg: qrSvg(text) };
  });
}"""

REFUSE = """async (texts) => {
  const { qrSvg } = await import('/js/private/qr.js');
  return texts.map((text) => { try { qrSvg(text); return null; } catch (e) { return e.message; } });
}"""


def decode(png):
    """The texts zbar reads in a PNG, as it prints them (one symbol, unless something is wrong)."""
    out = childprocess.run([ZBARIMG, "--raw", "--quiet", "-Sdisable", "-Sqrcode.enable", str(png)],
                           capture_output=True, timeout=60)
    return out.stdout.decode("utf-8").removesuffix("\n")


@pytest.fixture
def zbar():
    assert ZBARIMG, "zbarimg is missing: scripts/install-test-deps installs zbar-tools"


def test_zbar_reads_back_every_text_exactly(app, zbar, tmp_path):
    # Given the app's QR encoder, drawing a recovery kit and texts of every mode and version
    app.open()
    drawn = app.page.evaluate(RENDER, [text for _, text, _ in TEXTS])
    kit = drawn[0]["text"]
    assert len(kit) == 69 and kit.count("-") == 13, kit
    expected = [("recovery kit", kit, 4)] + TEXTS
    sheet = app.page.context.new_page()
    wrong = []
    for (name, text, version), got in zip(expected, drawn, strict=True):
        # When each SVG is shown on a white page, photographed, and decoded by zbar
        assert got["booleans"], f"{name}: modules are not size rows of booleans"
        assert got["size"] == 17 + 4 * version, f"{name}: {got['size']} modules, not version {version}"
        sheet.set_content(f'<body style="margin:0;background:#fff">{got["svg"]}</body>')
        png = tmp_path / f"qr-{len(wrong)}-{version}.png"
        sheet.locator("svg").screenshot(path=str(png))
        read = decode(png)
        # Then zbar reads the very text that was encoded
        if read != text:
            wrong.append(f"{name} (version {version}): encoded {text!r}, zbar read {read!r}")
    sheet.close()
    assert not wrong, "\n".join(wrong)
    assert len(expected) == 14


def test_the_svg_is_an_image_of_modules_with_a_label(app):
    app.open()
    svg = app.page.evaluate("""async () => {
      const { qrSvg } = await import('/js/private/qr.js');
      return qrSvg('HELLO WORLD', { scale: 3, margin: 2, label: 'Recovery kit "A" & <B>' });
    }""")
    # Version 1 is 21 modules; with a quiet zone of 2 on each side, 25 in the view box, 3 px each.
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25" width="75" height="75" ')
    assert 'shape-rendering="crispEdges"' in svg and 'role="img"' in svg
    assert 'aria-label="Recovery kit &quot;A&quot; &amp; &lt;B&gt;"' in svg
    assert '<rect width="25" height="25" fill="white"/>' in svg
    assert svg.count("<path ") == 1 and svg.endswith("</svg>")
    default = app.page.evaluate("async () => (await import('/js/private/qr.js')).qrSvg('1')")
    assert 'aria-label="QR code"' in default and 'viewBox="0 0 29 29" width="116"' in default


def test_a_text_too_long_for_version_10_is_refused_by_name(app):
    app.open()
    refused = app.page.evaluate(REFUSE, ["x" * 214, "é" * 107, "A" * 312, "x" * 213])
    assert refused == [
        "Too long for a QR code: 214 bytes of UTF-8, and at most 213 fit (version 10, error correction level M).",
        "Too long for a QR code: 214 bytes of UTF-8, and at most 213 fit (version 10, error correction level M).",
        "Too long for a QR code: 312 characters, and at most 311 fit (version 10, error correction level M).",
        None,
    ]
