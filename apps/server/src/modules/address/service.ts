import { type Address, type AddressBody, phoneError, phoneRulesOf } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { withCustomerLock } from '../../db/customer-lock.ts';
import type { Db } from '../../db/database.ts';
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

// Every write of a customer's addresses runs under the customer's lock (db/customer-lock.ts):
// what it reads (how many, which is the default, whether an order uses one) and what it writes
// on that are one step, so racing writes keep exactly one default and at most MAX_ADDRESSES,
// and a delete cannot slip between Place Order's write of an order and its commit.

/** A customer keeps at most this many addresses: plenty for people, a bound for scripts. */
const MAX_ADDRESSES = 50;

function toAddress(row: AddressRow): Address {
  return { ...row, is_default: row.is_default === 1 };
}

async function requireAddress(db: Db, userId: number, addressId: number): Promise<AddressRow> {
  const row = await findAddress(db, userId, addressId);
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
  return toAddress(await requireAddress(ctx.db, userId, addressId));
}

/** `POST /address/store`: the first address is the default; a new default replaces the old one. */
export async function storeAddress(ctx: AppContext, userId: number, body: AddressBody): Promise<Address> {
  const values = await addressValues(ctx, body);
  const now = isoAt(ctx.clock);
  const id = await withCustomerLock(ctx.db, userId, async (trx) => {
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
  const values = await addressValues(ctx, body);
  await withCustomerLock(ctx.db, userId, async (trx) => {
    const current = await requireAddress(trx, userId, addressId);
    await updateRow(trx, userId, addressId, { ...values, updated_at: isoAt(ctx.clock) });
    if (body.is_default && current.is_default !== 1) await makeOnlyDefault(trx, userId, addressId);
  });
  return showAddress(ctx, userId, addressId);
}

/** `DELETE /address/{id}/delete`: refused while an order uses it; the first remaining address becomes default. */
export async function deleteAddress(ctx: AppContext, userId: number, addressId: number): Promise<void> {
  await withCustomerLock(ctx.db, userId, async (trx) => {
    const current = await requireAddress(trx, userId, addressId);
    if (await addressInUse(trx, addressId)) {
      throw new AppError(422, 'This address is used by an order and cannot be deleted.');
    }
    await deleteRow(trx, userId, addressId);
    if (current.is_default !== 1) return;
    const next = await firstAddressId(trx, userId);
    if (next !== undefined) await makeOnlyDefault(trx, userId, next);
  });
}
