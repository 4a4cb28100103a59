import type { Master } from '@souk/contract';
import { describe, expect, it } from 'vitest';
import { renderFirstScreen } from '../src/entry-server.tsx';

const off = { is_active: false, client_id: null, authorize_url: null };
const master: Master = {
  currency: { symbol: '$', position: 'prefix', name: 'USD', rate: 1 },
  currencies: [
    { id: 1, name: 'USD', symbol: '$', position: 'prefix', rate_from_default: 1, precision: 2, is_default: true },
  ],
  cash_on_delivery: true,
  online_payment: false,
  app_name: 'Queue Test Shop',
  google_playstore_link: null,
  app_store_link: null,
  multi_vendor: true,
  mobile: null,
  web_show_footer: true,
  address: null,
  payment_gateways: [],
  web_footer_text: null,
  web_footer_description: null,
  web_footer_logo: null,
  footer_qr: null,
  web_logo: null,
  social_links: [],
  theme_colors: {},
  pusher_app_key: null,
  pusher_app_cluster: null,
  pusher_host: null,
  pusher_port: null,
  pusher_scheme: null,
  app_environment: 'production',
  show_download_app: false,
  register_otp_verify: false,
  register_otp_type: 'email',
  forgot_otp_type: 'email',
  languages: [{ id: 1, name: 'en', title: 'English', direction: 'ltr', is_default: true }],
  social_auths: { google: off, facebook: off, apple: { ...off, redirect_url: null } },
  phone_required: false,
  phone_min_length: 6,
  phone_max_length: 15,
  order_place_account_verify: false,
  menus: [],
  footers: [],
  app_locale: 'en',
};

// The server bundle's own entry (built with --ssr): pages render one at a time, so one that
// cannot be drawn must not hold up the pages queued behind it.
describe('drawing first screens on the server', () => {
  const shell = { '/api/master': master, '/api/lang/en': {} };

  it('writes every part of a long page in its place, without a script to move it there', async () => {
    // A page past React's 12,800 bytes: the menus of a shop with many links.
    const links = Array.from({ length: 80 }, (_, n) => ({
      id: n + 1,
      name: `Collection ${n + 1}`,
      url: `/categories/collection-${n + 1}`,
      target: '_self' as const,
      is_external: false,
    }));
    const html = await renderFirstScreen({
      url: '/no/such/page',
      locale: 'en',
      direction: 'ltr',
      answers: { ...shell, '/api/master': { ...master, show_download_app: true, menus: links } },
    });
    expect(html?.length).toBeGreaterThan(12_800);
    expect(html).toContain('Download App');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
  }, 15_000);
  it("gives up at once on a page without the shell's answers, and draws the next one", async () => {
    const started = Date.now();
    const stuck = renderFirstScreen({ url: '/', locale: 'en', direction: 'ltr', answers: {} });
    const next = renderFirstScreen({ url: '/no/such/page', locale: 'en', direction: 'ltr', answers: shell });
    expect(await stuck).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(500);
    expect(await next).toContain('<h1 class="mt-4 text-2xl font-bold">Page not found</h1>');
  }, 15_000);
});
