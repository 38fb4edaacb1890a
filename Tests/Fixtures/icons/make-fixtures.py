"""Writes the icon upload fixtures (run once; the files are committed): a JPEG with an EXIF
orientation, a WebP, PNGs with metadata and an appended zip, a decompression bomb's header,
images too large or too small, and files that are not images. JPEG and WebP are encoded by
Debian's libturbojpeg and libwebp through ctypes; PNGs are written by hand."""

import ctypes
import struct
import zlib

jpeg = ctypes.CDLL("libturbojpeg.so.0")
webp = ctypes.CDLL("libwebp.so.7")
jpeg.tjInitCompress.restype = ctypes.c_void_p
jpeg.tjCompress2.argtypes = [
    ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int,
    ctypes.POINTER(ctypes.POINTER(ctypes.c_ubyte)), ctypes.POINTER(ctypes.c_ulong), ctypes.c_int,
    ctypes.c_int, ctypes.c_int]
jpeg.tjDestroy.argtypes = [ctypes.c_void_p]
jpeg.tjFree.argtypes = [ctypes.c_void_p]
webp.WebPEncodeRGBA.restype = ctypes.c_size_t
webp.WebPEncodeRGBA.argtypes = [
    ctypes.c_char_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_float,
    ctypes.POINTER(ctypes.POINTER(ctypes.c_ubyte))]
webp.WebPFree.argtypes = [ctypes.c_void_p]


def rgba(width, height):
    """A left half red, right half blue image with a green top row: its orientation shows."""
    rows = []
    for y in range(height):
        for x in range(width):
            if y < height // 10:
                rows.append((0, 200, 0, 255))
            elif x < width // 2:
                rows.append((220, 30, 30, 255))
            else:
                rows.append((30, 30, 220, 255))
    return bytes(b for p in rows for b in p)


def write_jpeg(path, width, height, orientation=None):
    pixels = rgba(width, height)
    handle = jpeg.tjInitCompress()
    out = ctypes.POINTER(ctypes.c_ubyte)()
    size = ctypes.c_ulong(0)
    # TJPF_RGBA = 7, TJSAMP_444 = 0, quality 90
    status = jpeg.tjCompress2(handle, pixels, width, 0, height, 7, ctypes.byref(out),
                              ctypes.byref(size), 0, 90, 0)
    assert status == 0
    data = ctypes.string_at(out, size.value)
    jpeg.tjFree(out)
    jpeg.tjDestroy(handle)
    if orientation:
        # APP1 Exif, big-endian TIFF, one entry: 0x0112 SHORT 1 = orientation.
        tiff = b"MM\x00\x2a" + struct.pack(">I", 8) + struct.pack(">H", 1)
        tiff += struct.pack(">HHIHH", 0x0112, 3, 1, orientation, 0) + struct.pack(">I", 0)
        segment = b"Exif\x00\x00" + tiff
        data = data[:2] + b"\xff\xe1" + struct.pack(">H", len(segment) + 2) + segment + data[2:]
    open(path, "wb").write(data)


def write_webp(path, width, height):
    pixels = rgba(width, height)
    out = ctypes.POINTER(ctypes.c_ubyte)()
    size = webp.WebPEncodeRGBA(pixels, width, height, width * 4, 80, ctypes.byref(out))
    assert size > 0
    open(path, "wb").write(ctypes.string_at(out, size))
    webp.WebPFree(out)


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(width, height, extra_chunks=b"", idat=None):
    header = chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    if idat is None:
        pixels = rgba(width, height)
        raw = b"".join(b"\x00" + pixels[y * width * 4:(y + 1) * width * 4] for y in range(height))
        idat = zlib.compress(raw)
    return b"\x89PNG\r\n\x1a\n" + header + extra_chunks + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


write_jpeg("photo-rotated.jpg", 300, 200, orientation=6)
write_webp("photo.webp", 200, 300)
metadata = chunk(b"tEXt", b"Comment\x00secret-location-47.3769N") + chunk(
    b"eXIf", b"MM\x00\x2a\x00\x00\x00\x08\x00\x00")
open("with-metadata.png", "wb").write(png(64, 48, metadata))
# A PNG with a zip appended: image viewers show the PNG, unzip finds the archive.
open("polyglot.png", "wb").write(png(32, 32) + b"PK\x03\x04" + b"\x00" * 26 + b"hidden.txt")
# A decompression bomb's header: 60000 × 60000 pixels claimed in a few bytes.
open("bomb.png", "wb").write(png(60000, 60000, idat=zlib.compress(b"\x00" * 1024)))
open("too-wide.png", "wb").write(png(5000, 20))
open("too-small.png", "wb").write(png(8, 8))
open("truncated.png", "wb").write(png(64, 64)[:80])
open("picture.svg", "wb").write(b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
open("animation.gif", "wb").write(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;")
open("notes.png", "wb").write(b"this is a text file called notes.png\n")
