/** Timestamps are ISO-8601 UTC text (`Date#toISOString`) on both databases, so they sort. */
export type Timestamp = string;
/** 0 or 1: the same on SQLite and PostgreSQL. */
export type Flag = number;
