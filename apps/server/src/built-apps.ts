import path from 'node:path';

// Where the built browser apps sit beside the server in the workspace. Resolved from this
// file's folder, which is the server's bundle folder once built (dist/) and src/ in tests:
// both lie two levels below the apps.

/** The built storefront (apps/web). */
export function defaultWebDir(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}

/** The built console (apps/console). */
export function defaultConsoleDir(): string {
  return path.resolve(import.meta.dirname, '../../console/dist');
}
