import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth.ts';
import { requiredText } from './common.ts';

/**
 * `GET /setup`: whether a fresh install's first platform staff account can still be created
 * (no active staff yet). It says nothing of the token.
 */
export const setupStatusSchema = z.object({ open: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/**
 * `POST /setup/staff`: the first platform staff account, with the one-time token the server
 * printed at start-up (its setup link's `?token=`).
 */
export const setupStaffBodySchema = z.object({
  token: requiredText('token', 200),
  name: requiredText('name', 100),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SetupStaffBody = z.infer<typeof setupStaffBodySchema>;

/** The account created: the console signs in with its e-mail. */
export const setupStaffResponseSchema = z.object({ email: z.string() });
