// Chat delivery: a shop answers signed-in shoppers through the seller API, each shopper getting
// one answer at a time, all at once; the time from the seller's request to the shopper's socket
// receiving the event is the delivery latency. The same loop runs against Souk's built-in
// realtime server and against the floor's bare `ws` broadcast.
import http from 'node:http';
import WebSocket from 'ws';

// node:http with kept-alive sockets costs the load generator less per call than fetch, so the
// floor's number is the floor's and not the client's.
const agent = new http.Agent({ keepAlive: true });

/** A Pusher protocol 7 connection; resolves with the socket id once the server greets it. */
export function connect(wsUrl, sockets) {
  const socket = new WebSocket(`${wsUrl}?protocol=7&client=js&version=8.4.0`);
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.event !== 'pusher:connection_established') reject(new Error(String(raw)));
      else resolve({ socket, socketId: JSON.parse(frame.data).socket_id });
    });
  });
}

/** Opens `n` connections that only listen, 200 at a time. */
export async function connectMany(wsUrl, sockets, n) {
  for (let done = 0; done < n; done += 200) {
    await Promise.all(Array.from({ length: Math.min(200, n - done) }, () => connect(wsUrl, sockets)));
  }
}

/**
 * A shopper's socket subscribed to their private channel; `authorize(socketId, channel)` returns
 * the channel signature (Souk's storefront endpoint, or anything for the floor).
 */
export async function subscribedSocket(wsUrl, sockets, userId, authorize) {
  const { socket, socketId } = await connect(wsUrl, sockets);
  const channel = `private-chat_user_${userId}`;
  const auth = await authorize(socketId, channel);
  const subscribed = waitFor(socket, (frame) => frame.event === 'pusher_internal:subscription_succeeded');
  socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  await subscribed;
  return socket;
}

/** Souk's channel signature for a signed-in shopper, from the storefront's auth endpoint. */
export const soukAuthorizer = (base, token) => async (socketId, channel) => {
  const res = await fetch(`${base}/api/broadcasting/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    body: new URLSearchParams({ socket_id: socketId, channel_name: channel }),
  });
  if (!res.ok) throw new Error(`auth answered ${res.status}`);
  return (await res.json()).auth;
};

/** Sends one answer; resolves with the answer's body text and the frame the socket received. */
export async function sendAnswer(base, sellerToken, shopper, text) {
  const arrived = waitFor(shopper.socket, (frame) => isAnswer(frame, text));
  const res = await fetch(`${base}/api/seller/send-message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sellerToken}` },
    body: JSON.stringify({ user_id: shopper.userId, message: text }),
  });
  if (!res.ok) throw new Error(`send-message answered ${res.status}: ${await res.text()}`);
  const body = await res.text();
  return { body, frame: (await arrived).frame };
}

/** The answering loop for `seconds`: messages per second, delivery p50/p99 and failed sends. */
export async function measureChat({ base, sellerToken, shoppers, seconds }) {
  const latencies = [];
  const until = Date.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (let n = 0; Date.now() < until; n += 1) {
        const text = `answer ${shopper.userId}-${n}`;
        const arrived = waitFor(shopper.socket, (frame) => isAnswer(frame, text));
        const started = performance.now();
        const status = await postJson(`${base}/api/seller/send-message`, sellerToken, {
          user_id: shopper.userId,
          message: text,
        });
        if (status !== 200) errors += 1;
        else latencies.push((await arrived).at - started);
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  const pct = (p) => Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(1));
  return { rps: Math.round(sorted.length / seconds), p50_ms: pct(0.5), p99_ms: pct(0.99), errors };
}

/** POSTs a JSON body; resolves with the status once the whole answer has arrived. */
function postJson(url, token, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } },
      (response) => response.resume().once('end', () => resolve(response.statusCode)),
    );
    request.once('error', reject).end(JSON.stringify(body));
  });
}

function isAnswer(frame, text) {
  return frame.event === 'send-message-to-user' && JSON.parse(frame.data).message?.message === text;
}

function waitFor(socket, match) {
  return new Promise((resolve) => {
    const onMessage = (raw) => {
      const frame = JSON.parse(String(raw));
      if (!match(frame)) return;
      socket.off('message', onMessage);
      resolve({ at: performance.now(), frame });
    };
    socket.on('message', onMessage);
  });
}
