/** Largest value a PostgreSQL integer (int4) column holds; the API accepts ids up to 2⁵³ − 1. */
export const INT4_MAX = 2_147_483_647;

/**
 * Whether an id can be compared with an integer column at all: PostgreSQL refuses a larger one
 * as out of range (a 500), though it simply names no row.
 */
export const fitsInt4 = (value: number): boolean => Number.isInteger(value) && value >= -INT4_MAX - 1 && value <= INT4_MAX;
