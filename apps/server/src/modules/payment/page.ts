import type { PageView } from './page-view.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The storefront's look in plain CSS (the page has no script and loads nothing else): its
 * slate text on a light ground, white rounded panels, the shop's primary colour on the main
 * button and headings. Logical properties, so a right-to-left page mirrors by itself.
 */
const style = (primary: string) => `:root{--primary:${primary}}
*{box-sizing:border-box}body{font-family:"Noto Sans","Noto Sans Arabic",system-ui,sans-serif;background:#f8fafc;margin:0;color:#0f172a;line-height:1.5}
header{background:#fff;border-block-end:1px solid #e2e8f0;padding:.75rem 1rem}header div{max-width:28rem;margin:0 auto;padding:0 1rem;display:flex;align-items:center;gap:.5rem;font-weight:800;font-size:1.25rem;color:var(--primary)}
header img{height:2rem;width:auto}main{max-width:28rem;margin:1.5rem auto;padding:0 1rem}
section{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.25rem}
h1{font-size:1.125rem;margin:0}.muted{color:#64748b;font-size:.875rem;margin:.25rem 0}
.amount{font-size:2rem;font-weight:700;color:var(--primary);margin:1rem 0;direction:ltr;text-align:start;unicode-bidi:isolate}
ul{padding-inline-start:1.25rem;margin:.25rem 0}li{font-family:ui-monospace,monospace;direction:ltr;unicode-bidi:isolate}
form{display:grid;gap:.5rem;margin-top:1.25rem}
button{padding:.7rem 1rem;border-radius:.5rem;border:1px solid var(--primary);font:inherit;font-weight:600;cursor:pointer;background:#fff;color:var(--primary)}
button[value=approve]{background:var(--primary);color:#fff}button[value=cancel]{border-color:#cbd5e1;color:#334155}
.note{color:#64748b;font-size:.8125rem;margin-top:1rem}a{color:var(--primary);font-weight:600}`;

function page(view: PageView, title: string, body: string): string {
  const brand = view.logo
    ? `<img src="${escapeHtml(view.logo)}" alt="${escapeHtml(view.appName)}">`
    : escapeHtml(view.appName);
  return `<!doctype html><html lang="${escapeHtml(view.lang)}" dir="${view.dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${style(view.primary)}</style></head><body><header><div>${brand}</div></header>
<main><section>${body}</section></main></body></html>`;
}

/**
 * The sandbox's hosted pay page, in the shopper's language and currency: a plain form (no
 * script; the CSP forbids inline scripts) whose three buttons post the decision with the link's
 * signature, language and currency back to this server.
 */
export async function sandboxPayPage(
  view: PageView,
  input: { paymentId: number; amount: number; orderCodes: string[]; hidden: Record<string, string> },
): Promise<string> {
  const { t } = view;
  const orders = input.orderCodes.map((code) => `<li>${escapeHtml(code)}</li>`).join('');
  const hidden = Object.entries(input.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const title = t('Souk Pay (sandbox)');
  return page(
    view,
    title,
    `<h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(t(`Payment #${input.paymentId}`))}</p>
<p class="amount" data-testid="pay-amount">${escapeHtml(await view.money(input.amount))}</p>
<p class="muted">${escapeHtml(t('Orders'))}</p><ul>${orders}</ul>
<form method="post" action="/api/payments/sandbox/${input.paymentId}">${hidden}
<button type="submit" name="decision" value="approve">${escapeHtml(t('Approve'))}</button>
<button type="submit" name="decision" value="decline">${escapeHtml(t('Decline'))}</button>
<button type="submit" name="decision" value="cancel">${escapeHtml(t('Cancel'))}</button></form>
<p class="note">${escapeHtml(t('A test gateway: no money moves. Approve marks the orders paid.'))}</p>`,
  );
}

export function messagePage(view: PageView, title: string, message: string): string {
  const { t } = view;
  return page(
    view,
    t(title),
    `<h1>${escapeHtml(t(title))}</h1><p>${escapeHtml(t(message))}</p><p><a href="/order-history">${escapeHtml(t('Order History'))}</a></p>`,
  );
}
