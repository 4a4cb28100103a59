import { readFileSync } from 'node:fs';
import { STOREFRONT_PATHS } from '@souk/contract';
import { describe, expect, it } from 'vitest';

const router = readFileSync(new URL('../src/app/router.tsx', import.meta.url), 'utf8');

describe('the storefront paths the server knows', () => {
  it('are exactly the routes of the router, so no page answers 404 and no unknown path 200', () => {
    const routed = [...router.matchAll(/path: '([^']+)'/g)].map((match) => match[1]).filter((path) => path !== '*');
    expect([...routed].sort()).toEqual([...STOREFRONT_PATHS].sort());
  });
});
