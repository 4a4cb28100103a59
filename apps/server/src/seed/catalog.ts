import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { categoryThumbnail } from './artwork.ts';
import { insertReturningIds, insertRows } from './batch.ts';
import { UNITS } from './catalog-spec.ts';
import { CATEGORIES } from './categories.ts';
import type { DemoImages } from './images.ts';
import { slugify } from '../lib/slug.ts';

/** Categories (ten parents, then their sub-categories), brands and units. */
export async function seedCatalog(db: Kysely<Database>, images: DemoImages): Promise<void> {
  const parentIds = await insertReturningIds(
    db,
    'categories',
    'slug',
    CATEGORIES.map((category, position) => ({
      parent_id: null,
      name: category.name,
      slug: category.slug,
      thumbnail: categoryThumbnail(images, { key: category.slug, icon: category.icon, hue: category.hue }),
      position,
      is_active: 1,
    })),
  );
  await insertRows(
    db,
    'categories',
    CATEGORIES.flatMap((category) =>
      category.subs.map((sub, position) => ({
        parent_id: parentIds.get(category.slug) ?? null,
        name: sub.name,
        slug: sub.slug,
        thumbnail: categoryThumbnail(images, { key: sub.slug, icon: sub.icon, hue: category.hue }),
        position,
        is_active: 1,
      })),
    ),
  );
  await insertRows(
    db,
    'brands',
    CATEGORIES.flatMap((category) => category.brands.map((name) => ({ name, slug: slugify(name), is_active: 1 }))),
  );
  await insertRows(
    db,
    'units',
    UNITS.map((name) => ({ name })),
  );
}
