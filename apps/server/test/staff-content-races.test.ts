import { describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts.ts';
import { staffRaceSuite } from './helpers/staff-race-suite.ts';
import { blogBody, CONTENT } from './helpers/staff-content.ts';

// Content writes of several staff members released together (meant for PostgreSQL, where they
// run at once; SQLite takes them one by one): a slug stays one post's or one category's, and no
// post is ever left in a removed category.
const { suite, token } = staffRaceSuite();

const N = 8;
const send = (i: number, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  suite.t.app.inject({
    method,
    url: `${CONTENT}${url}`,
    ...(payload ? { payload } : {}),
    headers: bearer(token(i)),
  });
const statuses = (answers: Array<{ statusCode: number }>) => answers.map((res) => res.statusCode).sort();
const bodies = (answers: Array<{ body: string }>) => answers.map((res) => res.body).join('\n');
const firstCategory = () =>
  suite.t.db.selectFrom('blog_categories').select('id').orderBy('id').executeTakeFirstOrThrow();

describe('content changed by several staff members at once', () => {
  it(`${N} posts added at once with one slug, 3 rounds: one is kept, the others are refused on the slug`, async () => {
    const { id } = await firstCategory();
    for (let round = 0; round < 3; round += 1) {
      const slug = `same-slug-${round}`;
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) => send(i, 'POST', '/blogs', blogBody(id, { slug, title: `Post ${i}` }))),
      );
      expect(statuses(answers), bodies(answers)).toEqual([200, ...Array(N - 1).fill(422)]);
      for (const res of answers.filter((answer) => answer.statusCode === 422)) {
        expect(res.json().errors.slug).toEqual(['The slug has already been taken.']);
      }
      expect(await suite.t.db.selectFrom('blogs').select('id').where('slug', '=', slug).execute()).toHaveLength(1);
    }
  });

  it(`${N} categories added at once with one slug, 3 rounds: one is kept`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const slug = `same-category-${round}`;
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) => send(i, 'POST', '/blog-categories', { name: `Category ${i}`, slug })),
      );
      expect(statuses(answers), bodies(answers)).toEqual([200, ...Array(N - 1).fill(422)]);
      const kept = await suite.t.db.selectFrom('blog_categories').select('id').where('slug', '=', slug).execute();
      expect(kept).toHaveLength(1);
    }
  });

  it(`a category removed while ${N} posts are put in it, 5 rounds: no post is left in a removed category`, async () => {
    for (let round = 0; round < 5; round += 1) {
      const created = await send(0, 'POST', '/blog-categories', { name: `Doomed ${round}` });
      const categoryId = created.json().data.categories.find((c: { name: string }) => c.name === `Doomed ${round}`)
        .id as number;
      const add = (i: number) =>
        send(i, 'POST', '/blogs', blogBody(categoryId, { slug: `doomed-${round}-${i}`, title: `Doomed ${i}` }));
      const half = N / 2;
      const answers = await Promise.all([
        ...Array.from({ length: half }, (_, i) => add(i)),
        send(half, 'DELETE', `/blog-categories/${categoryId}`),
        ...Array.from({ length: half }, (_, i) => add(half + i + 1)),
      ]);
      // Each post went in before the removal (which then refuses) or after it (refused on the category).
      for (const res of answers) expect([200, 422], res.body).toContain(res.statusCode);
      const removal = answers[half];
      const posts = await suite.t.db.selectFrom('blogs').select('id').where('category_id', '=', categoryId).execute();
      const category = await suite.t.db
        .selectFrom('blog_categories')
        .select('id')
        .where('id', '=', categoryId)
        .executeTakeFirst();
      if (removal?.statusCode === 200) {
        expect(category).toBeUndefined();
        expect(posts).toHaveLength(0);
      } else {
        expect(category).toBeDefined();
        expect(posts.length).toBeGreaterThan(0);
      }
      const added = answers.filter((res, i) => i !== half && res.statusCode === 200);
      expect(added).toHaveLength(posts.length);
    }
    const orphans = await suite.t.db
      .selectFrom('blogs as b')
      .leftJoin('blog_categories as bc', 'bc.id', 'b.category_id')
      .select('b.id')
      .where('bc.id', 'is', null)
      .execute();
    expect(orphans).toHaveLength(0);
  });
});
