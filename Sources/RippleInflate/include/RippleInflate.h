#ifndef RIPPLE_INFLATE_H
#define RIPPLE_INFLATE_H

#include <stddef.h>
#include <stdint.h>

typedef enum {
  ripple_inflate_done = 0,
  /// The input ended before the deflate stream did.
  ripple_inflate_truncated = 1,
  /// The stream inflates to more than the limit.
  ripple_inflate_too_large = 2,
  /// The input is not a deflate stream.
  ripple_inflate_damaged = 3,
  ripple_inflate_no_memory = 4,
} ripple_inflate_result;

/// Inflates `count` bytes of raw deflate (a zip entry's data) with zlib, reading nothing past
/// them and writing at most `limit` bytes. On `ripple_inflate_done`, `*output` holds `*written`
/// bytes the caller frees with `free`; otherwise it is NULL. Every call to zlib either consumes
/// input or makes output, so a stream that never ends stops where its input does.
ripple_inflate_result ripple_inflate_raw(const uint8_t *input, size_t count, size_t limit,
                                         uint8_t **output, size_t *written);

/// The CRC-32 of `count` bytes, as zip entries record it.
uint32_t ripple_crc32(const uint8_t *bytes, size_t count);

#endif
