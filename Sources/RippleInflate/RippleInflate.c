#include "RippleInflate.h"

#include <limits.h>
#include <stdlib.h>
#include <zlib.h>

/// What a call to `inflate` that was given room for output means for the whole stream, or -1 to
/// go on (it made progress).
static int ripple_outcome(int status) {
  switch (status) {
  case Z_OK: return -1;
  case Z_STREAM_END: return ripple_inflate_done;
  // No progress was possible with room for output: the input is spent.
  case Z_BUF_ERROR: return ripple_inflate_truncated;
  case Z_MEM_ERROR: return ripple_inflate_no_memory;
  default: return ripple_inflate_damaged;
  }
}

/// With `limit` bytes written: done if the stream ends without another byte, else too large.
static ripple_inflate_result ripple_inflate_past_limit(z_stream *stream) {
  for (;;) {
    uint8_t probe;
    stream->next_out = &probe;
    stream->avail_out = 1;
    int outcome = ripple_outcome(inflate(stream, Z_NO_FLUSH));
    if (stream->avail_out == 0) return ripple_inflate_too_large;
    if (outcome != -1) return (ripple_inflate_result)outcome;
  }
}

ripple_inflate_result ripple_inflate_raw(const uint8_t *input, size_t count, size_t limit,
                                         uint8_t **output, size_t *written) {
  *output = NULL;
  *written = 0;
  if (count > UINT_MAX) return ripple_inflate_damaged;
  z_stream stream = {0};
  if (inflateInit2(&stream, -MAX_WBITS) != Z_OK) return ripple_inflate_no_memory;
  stream.next_in = (Bytef *)input;
  stream.avail_in = (uInt)count;
  uint8_t *buffer = NULL;
  size_t capacity = 0;
  size_t used = 0;
  int outcome = -1;
  while (outcome == -1) {
    if (used == capacity) {
      if (capacity == limit) {
        outcome = ripple_inflate_past_limit(&stream);
        break;
      }
      size_t grown = capacity < 65536 ? 65536 : capacity * 2;
      if (grown > limit || grown < capacity) grown = limit;
      if (grown - used > UINT_MAX) grown = used + UINT_MAX;
      uint8_t *larger = realloc(buffer, grown);
      if (larger == NULL) {
        outcome = ripple_inflate_no_memory;
        break;
      }
      buffer = larger;
      capacity = grown;
    }
    stream.next_out = buffer + used;
    stream.avail_out = (uInt)(capacity - used);
    outcome = ripple_outcome(inflate(&stream, Z_NO_FLUSH));
    used = capacity - stream.avail_out;
  }
  inflateEnd(&stream);
  if (outcome != ripple_inflate_done) {
    free(buffer);
    return (ripple_inflate_result)outcome;
  }
  *output = buffer;
  *written = used;
  return ripple_inflate_done;
}

uint32_t ripple_crc32(const uint8_t *bytes, size_t count) {
  uLong crc = crc32(0L, Z_NULL, 0);
  while (count > 0) {
    uInt part = count > UINT_MAX ? UINT_MAX : (uInt)count;
    crc = crc32(crc, bytes, part);
    bytes += part;
    count -= part;
  }
  return (uint32_t)crc;
}
