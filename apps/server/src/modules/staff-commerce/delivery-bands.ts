import { fromMinor, type StaffDeliveryBandsValues, toMinor } from '@souk/contract';
import { isDeepStrictEqual } from 'node:util';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../audit/queries.ts';
import { type DeliveryBandRow, lockPricingTable, replaceDeliveryBands, selectDeliveryBands } from './queries.ts';
import { COMMERCE_SUBJECT } from './save.ts';

/** Bands as the audit log keeps them: charges in the default currency, as staff typed them. */
const logged = (bands: DeliveryBandRow[]) => bands.map((band) => ({ ...band, charge: fromMinor(band.charge) }));

/**
 * `PUT /staff/commerce/delivery-bands`: replaces every band with the set sent (the contract has
 * checked it is in order, without overlaps, only the last open-ended), with one audit entry, in
 * a transaction holding the bands' lock: of several sets saved at once, each replaces the whole
 * of the one before, so the bands left are one set sent, never a mix. Checkout reads the bands
 * at every request and no public answer holds them, so the next checkout prices with them.
 * True when the set changed.
 */
export async function saveDeliveryBands(
  ctx: AppContext,
  staffId: number,
  body: StaffDeliveryBandsValues,
): Promise<boolean> {
  const bands = body.bands.map((band) => ({ ...band, charge: toMinor(band.charge) }));
  return ctx.db.transaction().execute(async (trx) => {
    await lockPricingTable(trx, ctx.kind, 'delivery_charges');
    const before = await selectDeliveryBands(trx);
    if (isDeepStrictEqual(before, bands)) return false;
    await replaceDeliveryBands(trx, bands);
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'commerce.delivery_bands',
      ...COMMERCE_SUBJECT,
      before: { delivery_bands: logged(before) },
      after: { delivery_bands: logged(bands) },
    });
    return true;
  });
}
