// The floor: a bare Fastify server answering each recorded call (method and URL) with the very
// bytes the real server sent, from memory, plus a bare `ws` server speaking just enough of the
// Pusher protocol to deliver a chat event. The ratio to it shows what Souk's own work costs.
// The parent process sends recordings over IPC ({ key: 'GET /api/home', body }) as it makes them.
import Fastify from 'fastify';
import { WebSocketServer } from 'ws';

const port = Number(process.argv[2]);
const recorded = new Map();
let chatFrame = null;
const app = Fastify({ logger: false });
const channels = new Map();

app.all('/*', (request, reply) => {
  const body = recorded.get(`${request.method} ${request.url}`);
  if (body === undefined) return reply.status(404).send('not recorded');
  // A seller's answer goes out to the shopper's socket, as the real server's broadcast does.
  if (request.url === '/api/seller/send-message') {
    const data = JSON.parse(chatFrame.data);
    data.message.message = request.body.message;
    const channel = `private-chat_user_${request.body.user_id}`;
    channels.get(channel)?.send(JSON.stringify({ ...chatFrame, channel, data: JSON.stringify(data) }));
  }
  return reply.type('application/json; charset=utf-8').send(body);
});

const sockets = new WebSocketServer({ server: app.server });
let nextSocket = 0;
sockets.on('connection', (socket) => {
  nextSocket += 1;
  const socketId = `${nextSocket}.${nextSocket}`;
  socket.send(
    JSON.stringify({ event: 'pusher:connection_established', data: JSON.stringify({ socket_id: socketId }) }),
  );
  socket.on('message', (raw) => {
    const frame = JSON.parse(String(raw));
    if (frame.event !== 'pusher:subscribe') return;
    channels.set(frame.data.channel, socket);
    socket.send(JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel: frame.data.channel }));
  });
});

process.on('message', ({ key, body, frame }) => {
  if (key) recorded.set(key, body);
  if (frame) chatFrame = frame;
  process.send('recorded');
});
await app.listen({ port, host: '127.0.0.1' });
process.send('ready');
