import type { AppContext } from '../../app-context.ts';
import { readSettings } from '../settings/queries.ts';
import type { ListScope } from './product-list.ts';

/** How the catalogue is limited right now: in single-vendor mode, to the root shop. */
export async function catalogScope({ db, kind }: AppContext): Promise<ListScope> {
  const settings = await readSettings(db);
  return { kind, rootOnly: !settings.multi_vendor };
}
