#include "RippleSQLiteHardening.h"

#include <sqlite3.h>

int ripple_sqlite3_harden(void *connection, int maximum_length) {
    sqlite3 *db = connection;
    int rc = sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
    if (rc == SQLITE_OK) {
        rc = sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, (int *)0);
    }
    if (rc == SQLITE_OK) {
        rc = sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *)0);
    }
    sqlite3_limit(db, SQLITE_LIMIT_LENGTH, maximum_length);
    return rc;
}
