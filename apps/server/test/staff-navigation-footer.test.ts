import { describe, expect, it } from 'vitest';
import { get } from './helpers/accounts.ts';
import { NAVIGATION, navigationSuite } from './helpers/navigation.ts';

// Footer columns with their entries, and social links.
const { suite, send, master, pageMaster, positions, auditOf } = navigationSuite();

describe('platform staff keep the footer and the social links', () => {
  it('adds a footer column with an entry of every type, checked by type; removing it removes them', async () => {
    const group = await send('POST', '/footer-groups', { title: 'Help', translations: { ar: 'مساعدة' } });
    expect(group.statusCode, group.body).toBe(200);
    const groupId = group.json().data.footer_groups.at(-1).id;
    const items: Array<Record<string, unknown>> = [
      { type: 'logo' },
      { type: 'text', title: 'Open every day', translations: { ar: 'مفتوح كل يوم' } },
      { type: 'email', title: 'help@example.com' },
      { type: 'phone', title: '+966 55 123 4567' },
      { type: 'social_links', title: 'Follow us' },
      { type: 'app_store', title: 'Get the app' },
      { type: 'link', title: 'Shipping', url: '/page/shipping', target: '_blank', translations: { ar: 'الشحن' } },
    ];
    for (const item of items) {
      const res = await send('POST', `/footer-groups/${groupId}/items`, item);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ type: 'email', title: 'not-an-address' }, 'title', 'The title must be a valid email address.'],
      [{ type: 'phone', title: 'call us' }, 'title', 'The title must be a phone number.'],
      [{ type: 'text', title: '' }, 'title', 'The title field is required.'],
      [{ type: 'link', title: 'Somewhere' }, 'url', 'The url field is required.'],
      [
        { type: 'link', title: 'Somewhere', url: 'ftp://x' },
        'url',
        'The url must be a path in the shop starting with / (such as /shops) or a full address (https://…, mailto:, tel:).',
      ],
      [
        { type: 'banner', title: 'x' },
        'type',
        'The type must be one of logo, text, email, phone, social_links, app_store, link.',
      ],
    ];
    for (const [body, field, message] of refusals) {
      const res = await send('POST', `/footer-groups/${groupId}/items`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await send('POST', '/footer-groups/999999/items', { type: 'text', title: 'x' })).statusCode).toBe(404);

    const column = (await master()).footers.at(-1);
    expect(column?.title).toBe('Help');
    expect(column?.items.map((i) => [i.type, i.title, i.url])).toEqual([
      ['logo', '', null],
      ['text', 'Open every day', null],
      ['email', 'help@example.com', null],
      ['phone', '+966 55 123 4567', null],
      ['social_links', 'Follow us', null],
      ['app_store', 'Get the app', null],
      ['link', 'Shipping', '/page/shipping'],
    ]);
    expect((await pageMaster()).footers.at(-1)?.title).toBe('Help');
    const arabic = (await master('ar')).footers.at(-1);
    expect(arabic?.title).toBe('مساعدة');
    expect(arabic?.items.at(-1)?.title).toBe('الشحن');

    // An entry turned into an e-mail address loses its texts (an address reads the same in every language).
    const textId = column?.items[1]?.id ?? 0;
    const changed = await send('PUT', `/footer-items/${textId}`, { type: 'email', title: 'care@example.com' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await master('ar')).footers.at(-1)?.items[1]?.title).toBe('care@example.com');
    // Moved last within its column.
    expect((await send('POST', `/footer-items/${textId}/move`, { position: 99 })).statusCode).toBe(200);
    const after = await suite.t.db
      .selectFrom('footer_items')
      .select(['id', 'position'])
      .where('group_id', '=', groupId)
      .orderBy('position')
      .execute();
    expect(after.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(after.at(-1)?.id).toBe(textId);

    const removed = await send('DELETE', `/footer-groups/${groupId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await master()).footers.map((g) => g.id)).not.toContain(groupId);
    expect((await pageMaster()).footers.map((g) => g.id)).not.toContain(groupId);
    expect(
      await suite.t.db.selectFrom('footer_items').select('id').where('group_id', '=', groupId).execute(),
    ).toHaveLength(0);
    const texts = await suite.t.db
      .selectFrom('translations')
      .select('id')
      .where('entity', 'in', ['footer_item', 'footer_group'])
      .where('value', 'in', ['مساعدة', 'مفتوح كل يوم', 'الشحن'])
      .execute();
    expect(texts).toHaveLength(0);
    expect(await positions('footer_groups')).toEqual([0, 1, 2, 3]);
    expect((await auditOf('footer_group', groupId)).map((e) => e.action)).toEqual([
      'footer_group.create',
      'footer_group.delete',
    ]);
  });

  it('edits a social link, refusing a taken name and a logo of another site; the storefront shows the change', async () => {
    const data = (await get(suite.t, NAVIGATION, suite.staff.token)).json().data;
    const [first, second] = data.social_links;
    const body = { name: 'Facebook Souk', link: 'https://www.facebook.com/souk.shop', logo: first.logo };
    const taken = await send('PUT', `/social-links/${first.id}`, { ...body, name: second.name });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['The name has already been taken.'] });
    const foreign = await send('PUT', `/social-links/${first.id}`, { ...body, logo: 'https://cdn.example/x.svg' });
    expect(foreign.json().errors.logo).toEqual([
      'The logo must be a picture of this site, such as /uploads/social-facebook.svg.',
    ]);
    const badLink = await send('PUT', `/social-links/${first.id}`, { ...body, link: 'facebook' });
    expect(badLink.json().errors.link).toEqual(['The link must be a full web address starting with https://.']);

    const saved = await send('PUT', `/social-links/${first.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await master()).social_links[0]).toEqual(body);
    expect((await pageMaster()).social_links[0]).toEqual(body);
    const entries = await auditOf('social_link', first.id);
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]?.before ?? '')).toEqual({ name: first.name, link: first.link });
    // Saving the same again changes nothing and logs nothing.
    expect((await send('PUT', `/social-links/${first.id}`, body)).statusCode).toBe(200);
    expect(await auditOf('social_link', first.id)).toHaveLength(1);
    expect(
      (await send('PUT', `/social-links/${first.id}`, { ...body, name: first.name, link: first.link })).statusCode,
    ).toBe(200);
    expect(await positions('social_links')).toEqual([0, 1, 2, 3]);
  });
});
