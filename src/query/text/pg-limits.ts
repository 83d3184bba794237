/**
 * @module PostgreSQL tsvector limits (src/include/tsearch/ts_type.h), mirrored so that the index we
 * build is exactly what PostgreSQL stores from our literal.
 */

/** Positions run 1..16383; PostgreSQL clamps larger ones to 16383 (MAXENTRYPOS - 1). */
export const MAX_POSITION = 16383;
/** PostgreSQL keeps the first 256 positions of a lexeme (MAXNUMPOS). */
export const MAX_POSITIONS_PER_LEXEME = 256;
/** Longest lexeme, in UTF-8 bytes: PostgreSQL 16+ rejects 2047 (MAXSTRLEN - 1 = 2046); 15 took 2047. */
export const MAX_LEXEME_BYTES = 2046;
/** Lexeme bytes plus position data of one tsvector may not pass MAXSTRPOS (2^20 - 1). */
export const MAX_TSVECTOR_BYTES = 1_048_575;
/** Positions skipped between title, summary and content, so no phrase spans two fields. */
export const FIELD_GAP = 100;
