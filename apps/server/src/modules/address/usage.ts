import type { Db } from '../../db/database.ts';
import { addressReferenced } from './queries.ts';

/** A column of another table that points at addresses.id (orders will: `orders.address_id`). */
export interface AddressReference {
  table: string;
  column: string;
}

/**
 * The tables whose rows keep an address alive. Empty until orders exist; the orders module adds
 * `{ table: 'orders', column: 'address_id' }` with `registerAddressReference` when it loads.
 */
const references: AddressReference[] = [];

export function registerAddressReference(reference: AddressReference): void {
  if (!references.some((r) => r.table === reference.table && r.column === reference.column)) {
    references.push(reference);
  }
}

/** Whether any registered table still points at the address (such an address cannot be deleted). */
export async function addressInUse(db: Db, addressId: number): Promise<boolean> {
  for (const { table, column } of references) {
    if (await addressReferenced(db, table, column, addressId)) return true;
  }
  return false;
}
