import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** hex(HMAC-SHA256(secret, text)): the one signature both private channels and the HTTP API use. */
export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/**
 * `KEY:HEX` for a private channel, as pusher-js expects from the auth endpoint; a presence
 * channel's also signs its `channel_data` (the member), so a client cannot claim another user.
 */
export function channelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const signed = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${key}:${hmacHex(secret, signed)}`;
}

/**
 * `KEY:HEX` for user authentication (`pusher:signin`): the socket and the user's data, as the
 * SDK's `authenticateUser` signs them, so a client cannot sign in as someone else.
 */
export function userAuth(key: string, secret: string, socketId: string, userData: string): string {
  return `${key}:${hmacHex(secret, `${socketId}::user::${userData}`)}`;
}

/**
 * The string an HTTP API request is signed over: method, path and every query parameter but
 * the signature itself, sorted by key, as `k=v` joined with `&` (values as sent, not escaped).
 */
export function requestSigningString(method: string, path: string, query: Record<string, string>): string {
  const pairs = Object.keys(query)
    .filter((key) => key !== 'auth_signature')
    .sort()
    .map((key) => `${key}=${query[key]}`);
  return `${method}\n${path}\n${pairs.join('&')}`;
}

/** Constant-time comparison, so a forged signature cannot be found one character at a time. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
