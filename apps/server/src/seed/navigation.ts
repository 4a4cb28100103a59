import type { Insertable, Kysely } from 'kysely';
import type { Database, FooterItemsTable } from '../db/types.ts';
import { socialIcon } from './artwork.ts';
import { insertReturningIds, insertRows } from './batch.ts';
import { HOTLINE, SUPPORT_EMAIL } from './brand.ts';
import type { DemoImages } from './images.ts';

type FooterItem = Pick<Insertable<FooterItemsTable>, 'type' | 'title' | 'url'>;

const link = (title: string, url: string): FooterItem => ({ type: 'link', title, url });

/** Footer columns; together they use every item type the storefront renders. */
const FOOTER: readonly { title: string; items: readonly FooterItem[] }[] = [
  {
    title: 'About Souk',
    items: [
      { type: 'logo', title: 'Souk', url: null },
      {
        type: 'text',
        title: 'Customer care answers every day from 9:00 to 21:00. Returns are free within 14 days.',
        url: null,
      },
      { type: 'social_links', title: 'Follow us', url: null },
    ],
  },
  {
    title: 'Customer Care',
    items: [
      link('Support', '/support'),
      link('Contact Us', '/contact-us'),
      link('Return & Refund Policy', '/page/return-and-refund-policy'),
      link('Blogs', '/blogs'),
    ],
  },
  {
    title: 'Company',
    items: [
      link('About Us', '/about-us'),
      link('Privacy Policy', '/privacy-policy'),
      link('Terms & Conditions', '/terms-and-conditions'),
      link('Shops', '/shops'),
    ],
  },
  {
    title: 'Contact',
    items: [
      { type: 'email', title: SUPPORT_EMAIL, url: null },
      { type: 'phone', title: HOTLINE, url: null },
      { type: 'app_store', title: 'Download our app', url: null },
    ],
  },
];

const SOCIAL = [
  { name: 'Facebook', link: 'https://www.facebook.com/souk.example', icon: 'facebook', hue: '#1877f2' },
  { name: 'Instagram', link: 'https://www.instagram.com/souk.example', icon: 'instagram', hue: '#c13584' },
  { name: 'X', link: 'https://x.com/souk_example', icon: 'alpha-x', hue: '#111111' },
  { name: 'YouTube', link: 'https://www.youtube.com/@souk.example', icon: 'youtube', hue: '#ff0000' },
] as const;

/** Header menu (in-app links and one external link), footer columns and social links. */
export async function seedNavigation(db: Kysely<Database>, images: DemoImages): Promise<void> {
  const menu = [
    ['Home', '/'],
    ['Shops', '/shops'],
    ['Best Deal', '/best-deal'],
    ['Most Popular', '/most-popular'],
    ['Blogs', '/blogs'],
    ['Contact', '/contact-us'],
  ] as const;
  await insertRows(db, 'menus', [
    ...menu.map(([name, url], position) => ({ name, url, target: '_self' as const, is_external: 0, position })),
    {
      name: 'Souk on GitHub',
      url: 'https://github.com/souk-shop/souk',
      target: '_blank',
      is_external: 1,
      position: menu.length,
    },
  ]);

  const groupIds = await insertReturningIds(
    db,
    'footer_groups',
    'title',
    FOOTER.map((group, position) => ({ title: group.title, position })),
  );
  await insertRows(
    db,
    'footer_items',
    FOOTER.flatMap((group) =>
      group.items.map((item, position) => ({
        ...item,
        group_id: groupIds.get(group.title) ?? 0,
        target: '_self' as const,
        position,
      })),
    ),
  );

  await insertRows(
    db,
    'social_links',
    SOCIAL.map((social, position) => ({
      name: social.name,
      link: social.link,
      logo: socialIcon(images, { key: social.icon, icon: social.icon, hue: social.hue }),
      position,
    })),
  );
}
