import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import { findTokenUser, type TokenScope } from '../modules/auth/tokens.ts';

export interface AuthUser {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  role: string;
  profile_photo: string | null;
  token_id: number;
}

/** The shop platform staff read in the support view (plugins/support-view.ts), and its owner. */
export interface SupportShop {
  id: number;
  ownerId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** Set on a shop-side read by platform staff naming a shop; null otherwise. */
    supportShop: SupportShop | null;
  }
  interface FastifyInstance {
    /** The app's clock (AppContext's): tokens expire by it. */
    clock: Clock;
  }
}

/** The token from `Authorization: Bearer <token>`; tokens never travel in URLs. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** Token checks run before any module's handler; they read the clock from the request's server. */
export function registerAuth(app: FastifyInstance, clock: Clock): void {
  app.decorate('clock', clock);
  app.decorateRequest('authUser', null);
  app.decorateRequest('supportShop', null);
}

/** A preHandler that admits only a valid token of `scope` and sets `request.authUser`. */
export function requireAuth(db: Db, scope: TokenScope) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    const user = token ? await findTokenUser(db, token, scope, request.server.clock) : undefined;
    if (!user) throw AppError.unauthenticated();
    request.authUser = user;
  };
}

/**
 * A preHandler for the platform console: a seller-scope token of platform staff (role 'admin').
 * A shop owner's token is a valid token without the right, so 403, not 401.
 */
export function requireStaff(db: Db) {
  const seller = requireAuth(db, 'seller');
  return async (request: FastifyRequest): Promise<void> => {
    await seller(request);
    if (request.authUser?.role !== 'admin') throw new AppError(403, 'This is for platform staff only.');
  };
}

/**
 * An onRequest hook for routes either kind of token may call (the handler looks up whose it
 * is): a request carrying none is refused before its body is read.
 */
export async function requireSomeToken(request: FastifyRequest): Promise<void> {
  if (!bearerToken(request)) throw AppError.unauthenticated();
}

/** The signed-in user of a route guarded by requireAuth. */
export function authUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw AppError.unauthenticated();
  return request.authUser;
}

/** The signed-in customer's id when the request carries a valid token; public routes use it to personalise. */
export async function optionalCustomerId(db: Db, request: FastifyRequest): Promise<number | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  return (await findTokenUser(db, token, 'customer', request.server.clock))?.id;
}
