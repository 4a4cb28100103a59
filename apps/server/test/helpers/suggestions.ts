import type { Suggestions } from '@souk/contract';
import { expect } from 'vitest';
import { catchUpSuggestions } from '../../src/modules/suggest/index-names.ts';
import type { TestContext } from './test-app.ts';

/**
 * The suggestions for `q` in `language`, once the index has caught up with the test's writes
 * (the server's job does so within 2 s; a test does not wait for its turn).
 */
export async function suggestionsFor(t: TestContext, q: string, language = 'en'): Promise<Suggestions> {
  await catchUpSuggestions(t.db);
  const res = await t.app.inject({
    url: `/api/search/suggestions?q=${encodeURIComponent(q)}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
