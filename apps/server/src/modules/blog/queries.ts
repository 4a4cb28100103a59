import type { Db } from '../../db/database.ts';

export function selectBlogCards(db: Db) {
  return db
    .selectFrom('blogs as b')
    .innerJoin('blog_categories as bc', 'bc.id', 'b.category_id')
    .select([
      'b.id',
      'b.title',
      'b.slug',
      'b.thumbnail',
      'b.short_description',
      'b.views',
      'b.created_at',
      'bc.id as category_id',
      'bc.name as category_name',
    ])
    .where('b.is_active', '=', 1);
}

export type BlogCardRow = Awaited<ReturnType<ReturnType<typeof selectBlogCards>['execute']>>[number];

/** Counts a view once per visitor: the first visit inserts and bumps the counter, later ones change nothing. */
export async function countBlogView(db: Db, blogId: number, visitorHash: string, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('blog_views')
      .values({ blog_id: blogId, visitor_hash: visitorHash, created_at: now })
      .onConflict((oc) => oc.columns(['blog_id', 'visitor_hash']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await trx
        .updateTable('blogs')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', blogId)
        .execute();
    }
  });
}

export function listBlogCategories(db: Db) {
  return db.selectFrom('blog_categories').select(['id', 'name']).orderBy('name').execute();
}
