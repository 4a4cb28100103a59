// reCAPTCHA's stand-in: a widget script with Google's explicit-render API (a plain checkbox) and
// a siteverify endpoint that passes each ticked box's token once, with the right secret.

export const RECAPTCHA = { siteKey: 'local-site-key', secret: 'local-recaptcha-secret' };

const widgetScript = `(() => {
  const src = document.currentScript && document.currentScript.src;
  const onload = src ? new URL(src).searchParams.get('onload') : null;
  const boxes = [];
  window.grecaptcha = {
    render(container, params) {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => {
        if (box.checked) params.callback('pass.' + crypto.randomUUID());
        else if (params['expired-callback']) params['expired-callback']();
      });
      label.append(box, " I'm not a robot");
      container.append(label);
      boxes.push(box);
      return boxes.length - 1;
    },
    reset(id) {
      const box = boxes[id ?? 0];
      if (box) box.checked = false;
    },
  };
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

export function recaptchaRoutes(app) {
  const used = new Set();
  app.get('/recaptcha/api.js', async (_request, reply) => reply.type('text/javascript').send(widgetScript));
  app.post('/recaptcha/api/siteverify', async (request) => {
    const { secret, response = '' } = request.body ?? {};
    const success = secret === RECAPTCHA.secret && response.startsWith('pass.') && !used.has(response);
    if (success) used.add(response);
    return { success };
  });
}
