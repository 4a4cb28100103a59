// A TLS front speaking HTTP/2 on loopback, standing in for the proxy a shop puts before Souk in
// production (docs/production.md): Lighthouse audits the storefront through it as shoppers
// reach it. The certificate is made for the run with openssl and trusted by its key alone.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The transport the bench's page targets are held to: the way shoppers reach a shop behind its TLS proxy. */
export const PRODUCTION = 'HTTP/2 + TLS';

/** Headers of one hop that HTTP/2 forbids or the upstream connection owns. */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

/** A self-signed certificate for 127.0.0.1, and its public key's SHA-256 as Chromium's `--ignore-certificate-errors-spki-list` takes it. */
function certificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'souk-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const pem = { key: readFileSync(key), cert: readFileSync(cert) };
    const spki = new X509Certificate(pem.cert).publicKey.export({ type: 'spki', format: 'der' });
    return { ...pem, spki: createHash('sha256').update(spki).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves https://127.0.0.1:`port` over HTTP/2 (HTTP/1.1 for clients without it), passing each request to `upstreamPort`. */
export async function startTlsFront(upstreamPort, port) {
  const { key, cert, spki } = certificate();
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers = { host: `127.0.0.1:${upstreamPort}` };
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && !HOP.has(name)) headers[name] = value;
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers, agent },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP.has(name)) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `https://127.0.0.1:${port}`,
    spki,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(resolve);
      }),
  };
}
