// The stand-ins' sign-in pages: plain HTML forms a journey fills in and submits.

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

export function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

/**
 * A form with labelled text fields, hidden fields, and the two answers a shopper can give:
 * Continue (action=continue) and Cancel (action=cancel).
 */
export function form(action, fields = [], hidden = {}) {
  const inputs = fields
    .map(
      ({ label, name, type = 'text' }) =>
        `<p><label>${escape(label)} <input name="${escape(name)}" type="${type}" required></label></p>`,
    )
    .join('');
  const hiddenInputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return `<form method="post" action="${escape(action)}">${hiddenInputs}${inputs}
<button name="action" value="continue">Continue</button>
<button name="action" value="cancel" formnovalidate>Cancel</button></form>`;
}

/** A page that posts `fields` to `action` as soon as it loads, as a provider's form_post answer does. */
export function postedForm(action, fields) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return page(
    'Signing in',
    `<form id="answer" method="post" action="${escape(action)}">${inputs}</form>` +
      '<script>document.getElementById("answer").submit()</script>',
  );
}

/** A urlencoded form body from a node request. */
export async function readForm(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  return Object.fromEntries(new URLSearchParams(text));
}
