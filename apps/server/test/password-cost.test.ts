import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword, usePasswordCost } from '../src/modules/auth/password.ts';

// The suites hash at argon2's cheapest (test/setup/password-cost.ts); this file checks the cost
// the server itself uses.
const PRODUCTION = /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/;

describe('password hashing', () => {
  afterAll(() => usePasswordCost('test'));

  it("hashes with argon2id at OWASP's equal-cost setting unless a test asks otherwise", () => {
    // A process of its own loads the module as the server does, with nothing set before.
    const module = path.resolve(import.meta.dirname, '../src/modules/auth/password.ts');
    const hash = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(module)}); console.log(await m.hashPassword('pw'));`,
      ],
      { encoding: 'utf8' },
    ).trim();
    expect(hash).toMatch(PRODUCTION);
  });

  it('hashes at the production cost again when a test sets it', async () => {
    usePasswordCost('production');
    expect(await hashPassword('pw')).toMatch(PRODUCTION);
    usePasswordCost('test');
    expect(await hashPassword('pw')).toMatch(/^\$argon2id\$v=19\$m=8,p=1,t=1\$/);
  });
});
