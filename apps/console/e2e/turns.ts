import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A turn older than a journey's time limit is one a killed run left behind. */
const STALE_MS = 240_000;

/**
 * Waits for the turn at `name`, then answers the call that gives it back. For what there is one
 * of on the whole server and both console projects change (the branding, the About page): they
 * take turns, a folder made atomically being the token, so each sees its own values.
 */
export async function takeTurn(name: string): Promise<() => Promise<void>> {
  const lock = path.join(tmpdir(), `souk-e2e-${name}-${process.env.E2E_PORT ?? 'default'}`);
  for (;;) {
    try {
      await mkdir(lock);
      return () => rm(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(lock).catch(() => undefined);
      if (held && Date.now() - held.mtimeMs > STALE_MS) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}
