/** What the search index keeps of a product besides its words: what lists filter, sort and sum by. */
export interface ProductFactsRow {
  id: number;
  shop_id: number;
  category_id: number;
  sub_category_id: number | null;
  brand_id: number | null;
  is_active: number;
  effective_price: number;
  total_sold: number;
  views: number;
  rating: number;
  created_at: string;
}

/** Option names (sizes or colours) as small numbers; the first 32 fit a product's bit mask. */
export class OptionNames {
  readonly names: string[] = [];
  readonly #ids = new Map<string, number>();
  /** Products holding names past the mask's 32, with those names' numbers. */
  readonly beyondMask = new Map<number, number[]>();
  masks: Uint32Array;

  constructor(capacity: number) {
    this.masks = new Uint32Array(capacity);
  }

  idOf(name: string): number | undefined {
    return this.#ids.get(name);
  }

  /** Sets a product's names; answers whether they changed. */
  set(slot: number, names: readonly string[]): boolean {
    let mask = 0;
    const beyond: number[] = [];
    for (const name of names) {
      let id = this.#ids.get(name);
      if (id === undefined) {
        id = this.names.length;
        this.names.push(name);
        this.#ids.set(name, id);
      }
      if (id < 32) mask |= 1 << id;
      else if (!beyond.includes(id)) beyond.push(id);
    }
    const changed = this.masks[slot] !== mask >>> 0 || String(this.beyondMask.get(slot) ?? []) !== String(beyond);
    this.masks[slot] = mask >>> 0;
    if (beyond.length > 0) this.beyondMask.set(slot, beyond);
    else this.beyondMask.delete(slot);
    return changed;
  }

  has(slot: number, id: number): boolean {
    if (id < 32) return ((this.masks[slot] as number) & (1 << id)) !== 0;
    return this.beyondMask.get(slot)?.includes(id) ?? false;
  }

  /** The names any of `slots` holds. */
  namesAmong(slots: ArrayLike<number>): string[] {
    let mask = 0;
    const beyond = new Set<number>();
    for (let i = 0; i < slots.length; i += 1) {
      const slot = slots[i] as number;
      mask |= this.masks[slot] as number;
      if (this.beyondMask.size > 0) for (const id of this.beyondMask.get(slot) ?? []) beyond.add(id);
    }
    const out: string[] = [];
    for (let id = 0; id < Math.min(32, this.names.length); id += 1) {
      if ((mask & (1 << id)) !== 0) out.push(this.names[id] as string);
    }
    for (const id of beyond) out.push(this.names[id] as string);
    return out;
  }

  grow(capacity: number): void {
    const masks = new Uint32Array(capacity);
    masks.set(this.masks);
    this.masks = masks;
  }
}

/**
 * Each product's facts by slot (its id) in typed arrays: a million products in about 50 MB,
 * read by the search index's filters, facets and sorts without a query.
 */
export class ProductFacts {
  capacity: number;
  /** 1 for a product that exists and is active, 2 for one that exists and is not, 0 for none. */
  state: Uint8Array;
  shop: Int32Array;
  category: Int32Array;
  subCategory: Int32Array;
  brand: Int32Array;
  price: Float64Array;
  sold: Float64Array;
  views: Float64Array;
  created: Float64Array;
  rating: Float32Array;
  /** A hash of the product's words (own text and translated names), 0 for none yet: a write that leaves them changes no text. */
  wordsHash: Uint32Array;
  readonly sizes: OptionNames;
  readonly colors: OptionNames;
  /** The largest brand id any product has had. */
  maxBrand = 0;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.state = new Uint8Array(capacity);
    this.shop = new Int32Array(capacity);
    this.category = new Int32Array(capacity);
    this.subCategory = new Int32Array(capacity);
    this.brand = new Int32Array(capacity);
    this.price = new Float64Array(capacity);
    this.sold = new Float64Array(capacity);
    this.views = new Float64Array(capacity);
    this.created = new Float64Array(capacity);
    this.rating = new Float32Array(capacity);
    this.wordsHash = new Uint32Array(capacity);
    this.sizes = new OptionNames(capacity);
    this.colors = new OptionNames(capacity);
  }

  /**
   * Sets a product's facts; answers whether what a search's set and facets depend on changed
   * (listed or not, where, brand, price), rather than only its sales, views or rating.
   */
  set(row: ProductFactsRow): boolean {
    const slot = row.id;
    if (slot >= this.capacity) this.#grow(Math.max(slot + 1, this.capacity * 2));
    const state = Number(row.is_active) === 1 ? 1 : 2;
    const subCategory = row.sub_category_id ?? 0;
    const brand = row.brand_id ?? 0;
    const price = Number(row.effective_price);
    const changed =
      this.state[slot] !== state ||
      this.shop[slot] !== row.shop_id ||
      this.category[slot] !== row.category_id ||
      this.subCategory[slot] !== subCategory ||
      this.brand[slot] !== brand ||
      this.price[slot] !== price;
    this.state[slot] = state;
    this.shop[slot] = row.shop_id;
    this.category[slot] = row.category_id;
    this.subCategory[slot] = subCategory;
    this.brand[slot] = brand;
    if (brand > this.maxBrand) this.maxBrand = brand;
    this.price[slot] = price;
    this.sold[slot] = Number(row.total_sold);
    this.views[slot] = Number(row.views);
    this.created[slot] = Date.parse(row.created_at);
    this.rating[slot] = Number(row.rating);
    return changed;
  }

  /** A product that is gone. */
  remove(slot: number): void {
    if (slot >= this.capacity) return;
    this.state[slot] = 0;
    this.wordsHash[slot] = 0;
  }

  #grow(capacity: number): void {
    const grow = <T extends Uint8Array | Int32Array | Uint32Array | Float64Array | Float32Array>(
      array: T,
      make: (n: number) => T,
    ) => {
      const out = make(capacity);
      out.set(array);
      return out;
    };
    this.state = grow(this.state, (n) => new Uint8Array(n));
    this.shop = grow(this.shop, (n) => new Int32Array(n));
    this.category = grow(this.category, (n) => new Int32Array(n));
    this.subCategory = grow(this.subCategory, (n) => new Int32Array(n));
    this.brand = grow(this.brand, (n) => new Int32Array(n));
    this.price = grow(this.price, (n) => new Float64Array(n));
    this.sold = grow(this.sold, (n) => new Float64Array(n));
    this.views = grow(this.views, (n) => new Float64Array(n));
    this.created = grow(this.created, (n) => new Float64Array(n));
    this.rating = grow(this.rating, (n) => new Float32Array(n));
    this.wordsHash = grow(this.wordsHash, (n) => new Uint32Array(n));
    this.sizes.grow(capacity);
    this.colors.grow(capacity);
    this.capacity = capacity;
  }
}
