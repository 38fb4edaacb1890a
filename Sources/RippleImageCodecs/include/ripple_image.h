#ifndef RIPPLE_IMAGE_H
#define RIPPLE_IMAGE_H

#include <stddef.h>
#include <stdint.h>

/// The kinds of image an upload may be.
enum ripple_image_kind { RIPPLE_IMAGE_PNG = 1, RIPPLE_IMAGE_JPEG = 2, RIPPLE_IMAGE_WEBP = 3 };

/// Reads only the header of `data` (of `kind`): its width and height. 0 when it could be read.
int ripple_image_size(int kind, const uint8_t *data, size_t length, int *width, int *height);

/// Decodes `data` (of `kind`, whose size `ripple_image_size` gave) into `rgba`, which holds
/// width × height × 4 bytes: 8-bit red, green, blue, alpha, row after row. 0 when it could.
int ripple_image_decode_rgba(
  int kind, const uint8_t *data, size_t length, uint8_t *rgba, int width, int height);

/// Encodes `rgba` (width × height × 4 bytes) as a PNG holding nothing but the pixels (no text,
/// time, profile or other metadata chunk), into memory from malloc: *png and *png_length.
/// 0 when it could; free *png with ripple_image_free.
int ripple_image_encode_png(
  const uint8_t *rgba, int width, int height, uint8_t **png, size_t *png_length);

void ripple_image_free(void *pointer);

#endif
