// The floor: a bare Fastify server answering each recorded path with the very bytes the real
// server sent, from memory. The ratio to it shows what Souk's own work costs.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [recordingFile, port] = process.argv.slice(2);
const recorded = new Map(Object.entries(JSON.parse(readFileSync(recordingFile, 'utf8'))));
const app = Fastify({ logger: false });
app.all('/*', (request, reply) => {
  const body = recorded.get(request.url);
  if (body === undefined) return reply.status(404).send('not recorded');
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
