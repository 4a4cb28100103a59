import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/** Where the console lives: its pages and its hashed chunks (under build/). */
const CONSOLE_PREFIX = '/console/';
const YEAR = 'public, max-age=31536000, immutable';

/** Whether this server serves the console: the storefront is served and the console is built. */
export function consoleServed(config: Config): boolean {
  return config.SERVE_WEB && existsSync(path.join(config.consoleDir, 'index.html'));
}

/**
 * The built console (apps/console) under /console/: its chunks cached for a year (their names
 * change with their content), and its index.html for every other path under /console, so the
 * console's router answers it. Pages are never cached, so a new release is picked up at once.
 */
export async function registerConsoleFiles(app: FastifyInstance, config: Config): Promise<void> {
  if (!consoleServed(config)) return;
  const indexHtml = path.join(config.consoleDir, 'index.html');
  await app.register(fastifyStatic, {
    root: path.join(config.consoleDir, 'build'),
    prefix: `${CONSOLE_PREFIX}build/`,
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', YEAR),
  });
  const page = async (_: unknown, reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(await readFile(indexHtml));
  // `/console` answers `/console/` too (the router ignores a trailing slash).
  app.get('/console', page);
  app.get(`${CONSOLE_PREFIX}*`, page);
}
