import type { StaffCommerceValues } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { gatewaysOf } from '../payment/gateways.ts';
import { type Settings, settingDefaults } from '../settings/defaults.ts';
import { storedSettings } from '../settings/queries.ts';
import { saveSettings, writeChangedSettings } from '../settings/save-settings.ts';
import { selectRootShop } from './queries.ts';

/** The settings keys the commerce form writes. */
const KEYS = [
  'multi_vendor',
  'one_shop_per_cart',
  'cash_on_delivery',
  'online_payment',
  'order_place_account_verify',
  'payment_gateways',
] as const;
type CommerceSettings = Pick<Settings, (typeof KEYS)[number]>;
type Gateway = Settings['payment_gateways'][number];
type Errors = Record<string, string[]>;

/** Where every commerce change but a VAT rate's is filed in the audit log. */
export const COMMERCE_SUBJECT = { subjectType: 'settings', subjectId: 'commerce' } as const;

/** The commerce settings as stored now, read in the transaction (under the lock), defaults where no row. */
async function storedCommerce(trx: Db): Promise<CommerceSettings> {
  const stored = await storedSettings(trx, KEYS);
  const value = <K extends (typeof KEYS)[number]>(key: K) =>
    (stored.has(key) ? stored.get(key) : settingDefaults[key]) as Settings[K];
  return Object.fromEntries(KEYS.map((key) => [key, value(key)])) as CommerceSettings;
}

/** Refuses a gateway this server has no adapter for: shoppers could choose it and never pay. */
function refuseUnknownGateways(ctx: AppContext, sent: StaffCommerceValues['payment_gateways']): void {
  const adapters = gatewaysOf(ctx);
  const errors: Errors = {};
  sent?.forEach(({ name }, i) => {
    if (!adapters.has(name))
      errors[`payment_gateways.${i}.name`] = [`This server cannot take payments through “${name}”.`];
  });
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
}

/** The list to store: a gateway offered before keeps its id and logo; a new one takes the next id, with no logo. */
function gatewayList(sent: NonNullable<StaffCommerceValues['payment_gateways']>, stored: Gateway[]): Gateway[] {
  let next = stored.reduce((top, gateway) => Math.max(top, gateway.id), 0) + 1;
  return sent.map(({ name, title }) => {
    const before = stored.find((gateway) => gateway.name === name);
    return { id: before?.id ?? next++, name, title, logo: before?.logo ?? '' };
  });
}

/**
 * Refusals of what the save would leave (judged on the stored values under the lock, so two
 * saves at once cannot each leave half of a bad state): shoppers with no way to pay, online
 * payment with no gateway to pay through, and multi-vendor off with no active root shop (the
 * storefront would then sell nothing; staff-shops refuses deactivating the root shop meanwhile).
 */
async function refusals(
  trx: Db,
  ctx: AppContext,
  body: StaffCommerceValues,
  stored: CommerceSettings,
  next: CommerceSettings,
): Promise<Errors> {
  const errors: Errors = {};
  const payments = [body.cash_on_delivery, body.online_payment, body.payment_gateways];
  if (payments.some((sent) => sent !== undefined)) {
    const adapters = gatewaysOf(ctx);
    const online = next.online_payment && next.payment_gateways.some((gateway) => adapters.has(gateway.name));
    if (next.online_payment && !online) {
      errors.online_payment = ['Online payment needs a gateway: offer one, or switch online payment off.'];
    }
    if (!next.cash_on_delivery && !online) {
      errors.cash_on_delivery = ['Shoppers need a way to pay: keep cash on delivery, or offer online payment.'];
    }
  }
  if (stored.multi_vendor && !next.multi_vendor) {
    const root = await selectRootShop(trx);
    if (root?.is_active !== 1) {
      errors.multi_vendor = [
        root
          ? 'The root shop is deactivated: reactivate it or choose another root shop before switching multi-vendor off.'
          : 'There is no shop yet to be the root shop.',
      ];
    }
  }
  return errors;
}

/**
 * `PUT /staff/commerce`: writes the switches sent that differ from the stored ones, and the
 * gateway list, with one `commerce.update` audit entry holding each changed value before and
 * after (see saveSettings for the lock). True when anything changed.
 */
export async function saveCommerce(ctx: AppContext, staffId: number, body: StaffCommerceValues): Promise<boolean> {
  refuseUnknownGateways(ctx, body.payment_gateways);
  const audit = { actorId: staffId, action: 'commerce.update', subjectId: COMMERCE_SUBJECT.subjectId };
  return saveSettings(ctx, audit, async (trx, change) => {
    const stored = await storedCommerce(trx);
    const sent = Object.fromEntries(KEYS.flatMap((key) => (body[key] === undefined ? [] : [[key, body[key]]])));
    const next: CommerceSettings = {
      ...stored,
      ...sent,
      payment_gateways: body.payment_gateways
        ? gatewayList(body.payment_gateways, stored.payment_gateways)
        : stored.payment_gateways,
    };
    const errors = await refusals(trx, ctx, body, stored, next);
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);
    const values = Object.fromEntries(KEYS.filter((key) => body[key] !== undefined).map((key) => [key, next[key]]));
    await writeChangedSettings(trx, KEYS, values, change);
  });
}
