import type { AppContext } from '../../app-context.ts';
import type { DbKind } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { readSettings } from '../settings/queries.ts';
import type { SearchIndex } from './search-index/search-index.ts';
import type { CatalogSummaries } from './summaries.ts';

export interface ListScope {
  kind: DbKind;
  /** Single-vendor mode: only the root shop's products. */
  rootOnly: boolean;
  /** Facets and counts shared across sorts and pages; without it each list works them out. */
  summaries?: CatalogSummaries;
  /** Answers searches from memory once built; without it the database does. */
  searchIndex?: SearchIndex;
  /** The time flash prices and sales are read at (the app's clock). */
  clock: Clock;
}

/** How the catalogue is limited right now: in single-vendor mode, to the root shop. */
export async function catalogScope({ db, kind, summaries, searchIndex, clock }: AppContext): Promise<ListScope> {
  const settings = await readSettings(db);
  return { kind, rootOnly: !settings.multi_vendor, summaries, searchIndex, clock };
}
