// Decoding uploaded images (libpng's simplified API, TurboJPEG, libwebp) and encoding the PNG
// Ripple keeps. Every decode reads the header first: the caller checks the size before any pixel
// memory is asked for, so a small file claiming a huge image allocates nothing.
#include "ripple_image.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>
#include <turbojpeg.h>
#include <webp/decode.h>

static int png_size(const uint8_t *data, size_t length, int *width, int *height) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, data, length)) return 1;
  *width = (int)image.width;
  *height = (int)image.height;
  png_image_free(&image);
  return 0;
}

static int png_decode(const uint8_t *data, size_t length, uint8_t *rgba, int width, int height) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, data, length)) return 1;
  if ((int)image.width != width || (int)image.height != height) {
    png_image_free(&image);
    return 1;
  }
  image.format = PNG_FORMAT_RGBA;
  int ok = png_image_finish_read(&image, NULL, rgba, 0, NULL);
  png_image_free(&image);
  return ok ? 0 : 1;
}

static int jpeg_size(const uint8_t *data, size_t length, int *width, int *height) {
  tjhandle handle = tjInitDecompress();
  if (!handle) return 1;
  int subsampling = 0, colorspace = 0;
  int failed = tjDecompressHeader3(
    handle, data, (unsigned long)length, width, height, &subsampling, &colorspace);
  tjDestroy(handle);
  return failed ? 1 : 0;
}

static int jpeg_decode(const uint8_t *data, size_t length, uint8_t *rgba, int width, int height) {
  tjhandle handle = tjInitDecompress();
  if (!handle) return 1;
  int failed = tjDecompress2(
    handle, data, (unsigned long)length, rgba, width, width * 4, height, TJPF_RGBA,
    TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING);
  tjDestroy(handle);
  return failed ? 1 : 0;
}

static int webp_size(const uint8_t *data, size_t length, int *width, int *height) {
  WebPBitstreamFeatures features;
  if (WebPGetFeatures(data, length, &features) != VP8_STATUS_OK) return 1;
  if (features.has_animation) return 1;
  *width = features.width;
  *height = features.height;
  return 0;
}

static int webp_decode(const uint8_t *data, size_t length, uint8_t *rgba, int width, int height) {
  size_t size = (size_t)width * (size_t)height * 4;
  return WebPDecodeRGBAInto(data, length, rgba, size, width * 4) ? 0 : 1;
}

int ripple_image_size(int kind, const uint8_t *data, size_t length, int *width, int *height) {
  switch (kind) {
  case RIPPLE_IMAGE_PNG: return png_size(data, length, width, height);
  case RIPPLE_IMAGE_JPEG: return jpeg_size(data, length, width, height);
  case RIPPLE_IMAGE_WEBP: return webp_size(data, length, width, height);
  default: return 1;
  }
}

int ripple_image_decode_rgba(
  int kind, const uint8_t *data, size_t length, uint8_t *rgba, int width, int height) {
  switch (kind) {
  case RIPPLE_IMAGE_PNG: return png_decode(data, length, rgba, width, height);
  case RIPPLE_IMAGE_JPEG: return jpeg_decode(data, length, rgba, width, height);
  case RIPPLE_IMAGE_WEBP: return webp_decode(data, length, rgba, width, height);
  default: return 1;
  }
}

int ripple_image_encode_png(
  const uint8_t *rgba, int width, int height, uint8_t **png, size_t *png_length) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = (png_uint_32)width;
  image.height = (png_uint_32)height;
  image.format = PNG_FORMAT_RGBA;
  png_alloc_size_t size = 0;
  if (!png_image_write_to_memory(&image, NULL, &size, 0, rgba, 0, NULL)) return 1;
  uint8_t *memory = malloc(size);
  if (!memory) return 1;
  if (!png_image_write_to_memory(&image, memory, &size, 0, rgba, 0, NULL)) {
    free(memory);
    return 1;
  }
  *png = memory;
  *png_length = size;
  return 0;
}

void ripple_image_free(void *pointer) { free(pointer); }
