// A small round-robin HTTP proxy: the one port in front of several Souk processes, adding the
// client's address to X-Forwarded-For as nginx's $proxy_add_x_forwarded_for does. It counts the
// requests each process answered, so a test can show the load was shared.
import http from 'node:http';

/** Listens on `port` and passes requests to `backends` (ports on 127.0.0.1) in turn. */
export function startProxy(port, backends) {
  const served = backends.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next++ % backends.length;
    served[index] += 1;
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backends[index],
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502).end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve({ served, close: () => server.close() }));
  });
}
