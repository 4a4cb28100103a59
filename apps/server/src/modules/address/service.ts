import { type Address, type AddressBody, phoneError, phoneRulesOf } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { readSettings } from '../settings/queries.ts';
import {
  type AddressRow,
  countAddresses,
  deleteAddress as deleteRow,
  findAddress,
  firstAddressId,
  insertAddress,
  listAddresses,
  makeOnlyDefault,
  updateAddress as updateRow,
} from './queries.ts';
import { addressInUse } from './usage.ts';

/** A customer keeps at most this many addresses: plenty for people, a bound for scripts. */
const MAX_ADDRESSES = 50;

function toAddress(row: AddressRow): Address {
  return { ...row, is_default: row.is_default === 1 };
}

async function requireAddress(ctx: AppContext, userId: number, addressId: number): Promise<AddressRow> {
  const row = await findAddress(ctx.db, userId, addressId);
  if (!row) throw AppError.notFound('Address');
  return row;
}

/** The body as stored: the phone checked against the settings' rules. */
async function addressValues(ctx: AppContext, body: AddressBody) {
  const problem = phoneError(body.phone ?? '', phoneRulesOf(await readSettings(ctx.db)));
  if (problem) throw AppError.validation('phone', problem);
  const { is_default: _default, ...values } = body;
  return values;
}

export async function addresses(ctx: AppContext, userId: number) {
  const rows = await listAddresses(ctx.db, userId);
  return { total: rows.length, addresses: rows.map(toAddress) };
}

export async function showAddress(ctx: AppContext, userId: number, addressId: number): Promise<Address> {
  return toAddress(await requireAddress(ctx, userId, addressId));
}

/** `POST /address/store`: the first address is the default; a new default replaces the old one. */
export async function storeAddress(ctx: AppContext, userId: number, body: AddressBody): Promise<Address> {
  const values = await addressValues(ctx, body);
  const now = isoAt(ctx.clock);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const existing = await countAddresses(trx, userId);
    if (existing >= MAX_ADDRESSES) {
      throw new AppError(422, `You can keep at most ${MAX_ADDRESSES} addresses. Please delete one first.`);
    }
    const isDefault = existing === 0 || body.is_default;
    const newId = await insertAddress(trx, userId, { ...values, is_default: isDefault ? 1 : 0 }, now);
    if (isDefault) await makeOnlyDefault(trx, userId, newId);
    return newId;
  });
  return showAddress(ctx, userId, id);
}

/**
 * `POST /address/{id}/update`. `is_default` true makes it the only default; false on the
 * default address keeps it default (a customer with addresses always has exactly one).
 */
export async function updateAddress(
  ctx: AppContext,
  userId: number,
  addressId: number,
  body: AddressBody,
): Promise<Address> {
  const current = await requireAddress(ctx, userId, addressId);
  const values = await addressValues(ctx, body);
  await ctx.db.transaction().execute(async (trx) => {
    await updateRow(trx, userId, addressId, { ...values, updated_at: isoAt(ctx.clock) });
    if (body.is_default && current.is_default !== 1) await makeOnlyDefault(trx, userId, addressId);
  });
  return showAddress(ctx, userId, addressId);
}

/** `DELETE /address/{id}/delete`: refused while an order uses it; the first remaining address becomes default. */
export async function deleteAddress(ctx: AppContext, userId: number, addressId: number): Promise<void> {
  const current = await requireAddress(ctx, userId, addressId);
  if (await addressInUse(ctx.db, addressId)) {
    throw new AppError(422, 'This address is used by an order and cannot be deleted.');
  }
  await ctx.db.transaction().execute(async (trx) => {
    await deleteRow(trx, userId, addressId);
    if (current.is_default !== 1) return;
    const next = await firstAddressId(trx, userId);
    if (next !== undefined) await makeOnlyDefault(trx, userId, next);
  });
}
