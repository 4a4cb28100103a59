import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Who sent an upgrade request, by the rule the API's `request.ip` follows (Fastify's
 * `trustProxy`, which is this same package fed the same TRUST_PROXY value): X-Forwarded-For is
 * believed only from a trusted peer, so a client cannot choose its own address, while shoppers
 * behind a trusted proxy are told apart.
 */
export function clientAddressResolver(trustProxy: boolean | string): (request: IncomingMessage) => string {
  const trusted =
    typeof trustProxy === 'boolean'
      ? () => trustProxy
      : proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (request) => proxyAddr(request, trusted);
}
