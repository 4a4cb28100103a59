import { onCatalogChange } from '../lib/catalog-events.ts';
import type { Db } from '../db/database.ts';
import { readSettings } from '../modules/settings/queries.ts';

/** How long one process trusts its copy of the switch; another process may have flipped it. */
const TTL_MS = 30_000;

export interface RecaptchaOrigins {
  scripts: string[];
  frames: string[];
}

const NONE: RecaptchaOrigins = { scripts: [], frames: [] };

/**
 * The origins the reCAPTCHA widget needs: the configured script's origin for scripts and frames;
 * Google's widget also loads its code from www.gstatic.com (Google's documented CSP).
 */
export function originsOf(scriptUrl: string): RecaptchaOrigins {
  const origin = new URL(scriptUrl).origin;
  const scripts = origin === 'https://www.google.com' ? [origin, 'https://www.gstatic.com'] : [origin];
  return { scripts, frames: [origin] };
}

/**
 * Whether the CSP must let the widget in, read from the `recaptcha` setting: cached per
 * process, dropped when a setting is written here, re-read after TTL_MS otherwise.
 */
export function recaptchaOrigins(db: Db, scriptUrl: string) {
  const active = originsOf(scriptUrl);
  let cached: { at: number; value: Promise<RecaptchaOrigins> } | undefined;
  const unsubscribe = onCatalogChange(() => {
    cached = undefined;
  });
  const read = async () => ((await readSettings(db)).recaptcha.is_active ? active : NONE);
  return {
    current(): Promise<RecaptchaOrigins> {
      if (!cached || Date.now() - cached.at > TTL_MS) {
        const value = read().catch(() => NONE);
        cached = { at: Date.now(), value };
      }
      return cached.value;
    },
    close: unsubscribe,
  };
}
