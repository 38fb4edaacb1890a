#ifndef RIPPLE_SQLITE_HARDENING_H
#define RIPPLE_SQLITE_HARDENING_H

/// Makes an open SQLite connection (a `sqlite3 *`) safe for reading a file from elsewhere:
/// defensive mode on (no writable schema, no corrupting pragmas), extension loading off, functions
/// in the schema untrusted, and no text or blob longer than `maximum_length` bytes. Returns
/// SQLITE_OK or the first error. `sqlite3_db_config` is variadic, which Swift cannot call.
int ripple_sqlite3_harden(void *connection, int maximum_length);

#endif
