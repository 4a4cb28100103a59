import { setupStaffBodySchema, setupStaffResponseSchema, setupStatusSchema } from '../schemas/setup.ts';
import { setupEndpoints } from './endpoints/setup.ts';
import { route } from './route.ts';

const at = setupEndpoints.setup;
const tag = 'Setup';

/**
 * A fresh install's first run: while no platform staff can sign in, the server prints a
 * one-time setup link at start-up, and its page creates the first staff account.
 */
export const setup = {
  status: route(at.status, {
    summary: 'Whether the first platform staff account can still be created (none is active yet)',
    tag,
    access: 'public',
    data: setupStatusSchema,
  }),
  createStaff: route(at.createStaff, {
    summary: 'Create the first platform staff account with the one-time token printed at start-up',
    tag,
    access: 'public',
    body: setupStaffBodySchema,
    data: setupStaffResponseSchema,
  }),
};

export const setupRoutes = { setup };
