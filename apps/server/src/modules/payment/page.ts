import { fromMinor } from '@souk/contract';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f5;margin:0;padding:2rem;color:#1d2b28}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0001}
h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:.25rem 0}.amount{font-size:2rem;font-weight:700;margin:1rem 0}
ul{padding-left:1.2rem}form{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:1.5rem}
button{flex:1;padding:.75rem;border-radius:8px;border:1px solid #0e7c6b;font-size:1rem;cursor:pointer;background:#fff;color:#0e7c6b}
button[value=approve]{background:#0e7c6b;color:#fff}.note{color:#5b6b67;font-size:.85rem;margin-top:1rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox's hosted pay page: a plain form (no script; the CSP forbids inline scripts) whose
 * three buttons post the decision with the link's signature back to this server.
 */
export function sandboxPayPage(input: {
  paymentId: number;
  amount: number;
  orderCodes: string[];
  expires: number;
  signature: string;
}): string {
  const orders = input.orderCodes.map((code) => `<li>${escapeHtml(code)}</li>`).join('');
  return page(
    'Souk Pay (sandbox)',
    `<h1>Souk Pay (sandbox)</h1><p>Payment #${input.paymentId}</p>
<p class="amount">${fromMinor(input.amount).toFixed(2)}</p><p>Orders:</p><ul>${orders}</ul>
<form method="post" action="/api/payments/sandbox/${input.paymentId}">
<input type="hidden" name="expires" value="${input.expires}"><input type="hidden" name="signature" value="${escapeHtml(input.signature)}">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="decline">Decline</button>
<button type="submit" name="decision" value="cancel">Cancel</button></form>
<p class="note">A test gateway: no money moves. Approve marks the orders paid.</p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/order-history">Order history</a></p>`,
  );
}
