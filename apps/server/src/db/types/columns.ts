import type { Generated } from 'kysely';

/** Money is integer minor units of the default currency; flags are 0/1; times ISO-8601 UTC strings. */
export type Id = Generated<number>;
export type Flag = number;
