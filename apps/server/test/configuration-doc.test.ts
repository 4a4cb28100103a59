import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const script = path.join(root, 'scripts/configuration-doc.mjs');

/**
 * The variables the server reads, as loadConfig reads them: the schema asks the environment for
 * each of its keys, and an environment that notes what it is asked for lists them.
 */
function variablesReadAtStart(): string[] {
  const asked = new Set<string>();
  const environment = new Proxy<NodeJS.ProcessEnv>(
    {},
    {
      get(target, name) {
        if (typeof name === 'string' && /^[A-Z][A-Z0-9_]*$/.test(name)) asked.add(name);
        return undefined;
      },
    },
  );
  loadConfig(environment);
  return [...asked];
}

describe('docs/configuration.md', () => {
  it('is what the generator writes from config.ts (npm run docs:config)', () => {
    let output = '';
    try {
      output = execFileSync(process.execPath, [script, '--check'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      expect.fail(`${stdout ?? ''}${stderr ?? ''}`);
    }
    expect(output).toMatch(/is up to date/);
  });

  it('describes every variable the server reads, once', () => {
    const text = readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
    const documented = [...text.matchAll(/^### `([A-Z0-9_]+)`$/gm)].map((match) => match[1]);
    const read = variablesReadAtStart();
    expect(read.length).toBeGreaterThan(40);
    expect(documented).toHaveLength(read.length);
    expect([...documented].sort()).toEqual([...read].sort());
    expect(text).toContain(`${read.length} variables`);
  });
});
