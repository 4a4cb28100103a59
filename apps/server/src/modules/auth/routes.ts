import {
  loginBodySchema,
  registrationBodySchema,
  resetPasswordBodySchema,
  sendOtpBodySchema,
  verifyOtpBodySchema,
} from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { validationFieldErrors } from '../../plugins/errors.ts';
import { login } from './login.ts';
import { sendOtp, verifyOtp } from './otp.ts';
import { resetPassword } from './password-reset.ts';
import { refusedRegistration, register } from './registration.ts';
import { revokeToken } from './tokens.ts';

/** Password sign-in, sign-up, one-time codes, password reset and sign-out of customers. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const registrationRateLimit = { rateLimit: { max: ctx.config.REGISTRATIONS_PER_HOUR, timeWindow: '1 hour' } };
  return async (app) => {
    app.post('/login', { schema: { body: loginBodySchema } }, async (request) => ({
      message: 'Login Successful',
      data: await login(ctx, request.log, request.body, request.ip),
    }));

    app.post(
      '/registration',
      // A refused body still gets the other checks, so every field's problem comes back at once.
      { schema: { body: registrationBodySchema }, config: registrationRateLimit, attachValidation: true },
      async (request) => {
        if (request.validationError) {
          throw await refusedRegistration(ctx, request.body, validationFieldErrors(request.validationError));
        }
        return { message: 'Registration successful', data: await register(ctx, request.body) };
      },
    );

    app.post('/send-otp', { schema: { body: sendOtpBodySchema } }, async (request) => ({
      message: 'OTP sent successfully. Please check your inbox.',
      data: await sendOtp(ctx, request.body, request.ip),
    }));

    app.post('/verify-otp', { schema: { body: verifyOtpBodySchema } }, async (request) => {
      const { token } = await verifyOtp(ctx, request.body);
      return token
        ? { message: 'OTP verified successfully.', data: { token } }
        : { message: 'OTP verified successfully.' };
    });

    app.post('/reset-password', { schema: { body: resetPasswordBodySchema } }, async (request) => {
      await resetPassword(ctx, request.body);
      return { message: 'Your password has been reset. Please log in with the new password.' };
    });

    app.get('/logout', { preHandler: requireAuth(ctx.db, 'customer') }, async (request) => {
      await revokeToken(ctx.db, authUser(request).token_id);
      return { message: 'Logout successfully' };
    });
  };
}
