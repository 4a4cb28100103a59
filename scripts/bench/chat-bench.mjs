// The chat rows of `npm run bench`: delivery while 1,000 other shoppers are connected, against
// Souk and against the floor's bare broadcast; then how many connections Souk holds at once.
import { connectMany, measureChat, sendAnswer, soukAuthorizer, subscribedSocket } from './chat.mjs';
import { benchOwner, rss } from './harness.mjs';

const IDLE_SHOPPERS = 1000;
const HELD_CONNECTIONS = 5000;

/**
 * Signs in as the bench's shop owner, opens one subscribed socket per buyer on both servers,
 * hands the floor a recorded answer (`record`), and measures each for `seconds` after a warm-up.
 */
export async function chatBench({ base, floorPort, buyers, seconds, record }) {
  const key = (await (await fetch(`${base}/api/master`)).json()).data.pusher_app_key;
  const soukWs = `${base.replace('http', 'ws')}/app/${key}`;
  const floorWs = `ws://127.0.0.1:${floorPort}/app/${key}`;
  const sockets = [];
  const floorSockets = [];
  const login = await fetch(`${base}/api/seller/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchOwner(base)),
  });
  if (!login.ok) throw new Error(`seller login answered ${login.status}`);
  const { data: seller } = await login.json();
  const sellerToken = seller.access.token;

  await connectMany(soukWs, sockets, IDLE_SHOPPERS);
  const soukShoppers = [];
  const floorShoppers = [];
  for (const buyer of buyers) {
    // A conversation must exist before the shop can answer in it.
    const opened = await fetch(`${base}/api/store-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ shop_id: seller.shop.id, type: 'user', message: 'Hello' }),
    });
    if (!opened.ok) throw new Error(`store-message answered ${opened.status}`);
    const authorize = soukAuthorizer(base, buyer.token);
    soukShoppers.push({
      userId: buyer.userId,
      socket: await subscribedSocket(soukWs, sockets, buyer.userId, authorize),
    });
    const floorSocket = await subscribedSocket(floorWs, floorSockets, buyer.userId, () => 'floor');
    floorShoppers.push({ userId: buyer.userId, socket: floorSocket });
  }
  await record({
    key: 'POST /api/seller/send-message',
    ...(await sendAnswer(base, sellerToken, soukShoppers[0], 'hi')),
  });

  const floorBase = `http://127.0.0.1:${floorPort}`;
  const run = (target, shoppers, duration) => measureChat({ base: target, sellerToken, shoppers, seconds: duration });
  await run(floorBase, floorShoppers, 2);
  await run(base, soukShoppers, 2);
  const floor = await run(floorBase, floorShoppers, seconds);
  const souk = await run(base, soukShoppers, seconds);
  for (const socket of floorSockets) socket.terminate();
  return {
    sockets,
    row: {
      // Requests/s here are answers delivered per second.
      scenario: 'chat delivery',
      ...souk,
      floor_rps: floor.rps,
      ratio: Number((souk.rps / floor.rps).toFixed(2)),
    },
  };
}

/**
 * Opens connections until `HELD_CONNECTIONS` are open at once; the server's memory with them
 * (a difference to before would mostly measure the collector tidying up after the load).
 */
export async function holdConnections({ base, server, sockets }) {
  const key = (await (await fetch(`${base}/api/master`)).json()).data.pusher_app_key;
  await connectMany(`${base.replace('http', 'ws')}/app/${key}`, sockets, HELD_CONNECTIONS - sockets.length);
  await new Promise((r) => setTimeout(r, 3000));
  const held = rss(server.pid);
  const open = sockets.filter((s) => s.readyState === s.OPEN).length;
  for (const socket of sockets) socket.terminate();
  return {
    held_connections: open,
    rss_with_held_connections_mb: Math.round(held / 2 ** 20),
  };
}
