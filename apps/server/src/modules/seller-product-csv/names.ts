import type { Db } from '../../db/database.ts';
import { referenceRows } from './queries.ts';

interface Named {
  id: number;
  name: string;
}

/** An id, or why the cell names none. */
export type Found = { id: number } | { error: string };

const ID = /^\d{1,10}$/;
/** Names compare as a person reads them: spaces around, case and Unicode forms aside. */
const fold = (name: string) => name.trim().normalize('NFC').toLocaleLowerCase();

/**
 * Things a cell names (the categories, a category's sub-categories, the brands, the units):
 * by their own name, or by id. A cell of digits is an id; the reference rules
 * (seller-products/references.ts) decide whether it may be used.
 */
export class NamedSet {
  private readonly byName = new Map<string, number[]>();
  private readonly names = new Map<number, string>();

  constructor(
    private readonly thing: string,
    rows: Named[],
  ) {
    for (const { id, name } of rows) {
      this.names.set(id, name);
      const key = fold(name);
      this.byName.set(key, [...(this.byName.get(key) ?? []), id]);
    }
  }

  /** The cell for `id`: its name, or the id where the name would not lead back to it alone. */
  cell(id: number | null): string {
    if (id === null) return '';
    const name = this.names.get(id);
    if (name === undefined || ID.test(name.trim()) || this.byName.get(fold(name))?.length !== 1) return String(id);
    return name;
  }

  find(cell: string): Found {
    if (ID.test(cell.trim())) return { id: Number(cell.trim()) };
    const ids = this.byName.get(fold(cell)) ?? [];
    if (ids.length === 1) return { id: ids[0]! };
    return {
      error:
        ids.length === 0
          ? `No ${this.thing} is named "${cell.trim()}".`
          : `More than one ${this.thing} is named "${cell.trim()}": write its id instead.`,
    };
  }
}

/** What the CSV's category, sub-category, brand and unit cells name, both ways. */
export interface References {
  categories: NamedSet;
  /** The sub-categories of a category (none for an unknown one). */
  subCategories: (categoryId: number) => NamedSet;
  brands: NamedSet;
  units: NamedSet;
}

/** Reads every category, brand and unit once, for a whole export or import. */
export async function loadReferences(db: Db): Promise<References> {
  const { categories, brands, units } = await referenceRows(db);
  const children = new Map<number, Named[]>();
  for (const row of categories) {
    if (row.parent_id !== null) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  }
  const subSets = new Map<number, NamedSet>();
  return {
    categories: new NamedSet(
      'category',
      categories.filter((row) => row.parent_id === null),
    ),
    subCategories: (categoryId) => {
      let set = subSets.get(categoryId);
      if (!set) {
        set = new NamedSet('sub-category', children.get(categoryId) ?? []);
        subSets.set(categoryId, set);
      }
      return set;
    },
    brands: new NamedSet('brand', brands),
    units: new NamedSet('unit', units),
  };
}
