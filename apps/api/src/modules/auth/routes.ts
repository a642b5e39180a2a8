import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authStatusResponseSchema,
  loginResponseSchema,
  signupResponseSchema,
} from '@labshop/domain/api/account';
import { messageResponseSchema } from '@labshop/domain/api/message';
import { firstNameOf } from '@labshop/domain/person-name';
import { forgotPasswordSchema, loginSchema } from '@labshop/domain/validation/login';
import { resetPasswordSchema } from '@labshop/domain/validation/password';
import { signupSchema, verifyEmailSchema } from '@labshop/domain/validation/signup';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import type { AppDeps } from '../../deps.ts';
import { readDeviceCookie, setDeviceCookie } from './device-cookie.ts';
import { IP_LIMITS } from './limits.ts';
import { errorResponses } from '../../http/error-responses.ts';
import * as auth from './service.ts';
import { clearSessionCookie, isSecureRequest, setSessionCookie } from './session-plugin.ts';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ctx: auth.AuthContext = { db: deps.db, config: deps.config, jobs: deps.jobs, log: app.log };

  app.get(
    '/api/auth/status',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the caller has a session, and its role',
        response: { 200: authStatusResponseSchema },
      },
    },
    async (request) => {
      const user = request.user;
      return user
        ? { loggedIn: true, role: user.role, userId: user.id, firstName: firstNameOf(user.name) }
        : { loggedIn: false, role: null, userId: null, firstName: null };
    },
  );

  app.post(
    '/api/auth/signup',
    {
      config: { rateLimit: IP_LIMITS.signup },
      schema: {
        tags: ['auth'],
        summary:
          'Sign up (individual or corporate); the code is mailed. The same answer for any email',
        body: signupSchema,
        response: {
          201: signupResponseSchema,
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      // Taken as the request arrives: of two signups for one email, the later one's details win.
      const requestedAt = new Date();
      return reply.code(201).send(await auth.signup(ctx, request.body, requestedAt));
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: { rateLimit: IP_LIMITS.verifyOtp },
      schema: {
        tags: ['auth'],
        summary: 'Confirm the email with the mailed code',
        body: verifyEmailSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => auth.verifyEmail(ctx, request.body.email, request.body.otp),
  );

  app.post(
    '/api/auth/resend-otp',
    {
      config: { rateLimit: IP_LIMITS.resendOtp },
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification code; the same answer for any email',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => auth.resendOtp(ctx, request.body.email),
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: IP_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Log in; sets a new session cookie',
        body: loginSchema,
        response: {
          200: loginResponseSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const client = { address: request.ip, device: readDeviceCookie(request) };
      const result = await auth.login(ctx, request.body, client, request.user?.sessionId);
      const secure = isSecureRequest(request, deps.config);
      setSessionCookie(reply, result.token, secure);
      setDeviceCookie(reply, result.userId, secure);
      return { message: result.message, role: result.role };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session on the server and clear the cookie',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await auth.logout(ctx, request.user?.sessionId);
      clearSessionCookie(reply);
      return result;
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: IP_LIMITS.forgotPassword },
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link; the same answer whether or not the account exists',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => auth.forgotPassword(ctx, request.body.email),
  );

  app.post(
    '/api/auth/reset-password/:token',
    {
      config: { rateLimit: IP_LIMITS.resetPassword },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed link; ends the other sessions',
        params: z.object({ token: z.string().max(TEXT_LIMITS.token) }),
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const user = request.user;
      const current = user ? { userId: user.id, sessionId: user.sessionId } : undefined;
      return auth.resetPassword(ctx, request.params.token, request.body.newPassword, current);
    },
  );
};
