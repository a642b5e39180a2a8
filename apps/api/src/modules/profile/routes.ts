import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressChangeResponseSchema,
  gstNumberUpdateResponseSchema,
  profileResponseSchema,
  profileUpdateResponseSchema,
} from '@labshop/domain/api/account';
import { messageResponseSchema } from '@labshop/domain/api/message';
import { addressSchema, savedAddressSchema } from '@labshop/domain/validation/address';
import { fieldErrors } from '@labshop/domain/validation/field-errors';
import { gstNumberUpdateSchema, profileSchema } from '@labshop/domain/validation/profile';
import { otpSchema } from '@labshop/domain/validation/signup';
import { COUNT_LIMITS, TEXT_LIMITS } from '@labshop/domain/limits';
import { boundedString } from '@labshop/domain/validation/rules';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { IP_LIMITS } from '../auth/limits.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { currentUser, requireUser } from '../auth/session-plugin.ts';
import * as addressBook from './addresses.ts';
import * as phone from './phone.ts';
import { getProfile, updateGstNumber, updateProfile } from './service.ts';
import { PROFILE_ANSWERS as M } from './messages.ts';

// Either {name, phoneNumber} or {addresses}; when addresses are present only they are applied.
// The 20-address rule is the array's maxItems: a list of 249,000 {} is refused before parsing them.
const profilePutBody = z.object({
  name: boundedString(TEXT_LIMITS.name).optional(),
  phoneNumber: boundedString(TEXT_LIMITS.phone).optional(),
  addresses: z.array(savedAddressSchema).max(COUNT_LIMITS.addresses, M.tooManyAddresses).optional(),
});

const addressParams = z.object({ id: z.string().max(TEXT_LIMITS.id) });

export const profileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, sms }) => {
  const phoneCtx: phone.PhoneContext = {
    db,
    config,
    sms,
    log: app.log,
  };
  // Before body validation, so a guest gets 401 whatever it sends.
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/user/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's profile and addresses",
        response: { 200: profileResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => getProfile(db, currentUser(request).id),
  );

  app.put(
    '/api/user/profile',
    {
      // 20 addresses of 200-character fields, in any script, fit well inside this.
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['profile'],
        summary: 'Update name and phone, or replace the whole address list',
        body: profilePutBody,
        response: {
          200: profileUpdateResponseSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { addresses } = request.body;
      if (addresses) {
        const list = await addressBook.replaceAddresses(db, userId, addresses);
        return { message: M.addressesUpdated, user: { addresses: list } };
      }
      const parsed = profileSchema.safeParse(request.body);
      if (!parsed.success) {
        const errors = Object.fromEntries(
          Object.entries(fieldErrors(parsed.error)).map(([key, message]) => [key || '_', message]),
        );
        throw new AppError(
          'INVALID_PROFILE',
          parsed.error.issues[0]?.message ?? 'Invalid input',
          400,
          errors,
        );
      }
      return updateProfile(db, userId, parsed.data);
    },
  );

  app.put(
    '/api/user/profile/gst-number',
    {
      schema: {
        tags: ['profile'],
        summary: 'Add or change the GSTIN of a corporate account',
        body: gstNumberUpdateSchema,
        response: {
          200: gstNumberUpdateResponseSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => updateGstNumber(db, currentUser(request).id, request.body),
  );

  app.post(
    '/api/user/addresses',
    {
      schema: {
        tags: ['profile'],
        summary: 'Add an address; a primary one un-primaries the others',
        body: addressSchema,
        response: { 201: addressChangeResponseSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const address = await addressBook.addAddress(db, currentUser(request).id, request.body);
      return reply.code(201).send({ message: M.addressAdded, address });
    },
  );

  app.put(
    '/api/user/addresses/:id',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change one of the caller’s addresses',
        params: addressParams,
        body: addressSchema,
        response: { 200: addressChangeResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const address = await addressBook.updateAddress(db, userId, request.params.id, request.body);
      return { message: M.addressUpdated, address };
    },
  );

  app.delete(
    '/api/user/addresses/:id',
    {
      schema: {
        tags: ['profile'],
        summary: 'Delete one of the caller’s addresses',
        params: addressParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await addressBook.deleteAddress(db, currentUser(request).id, request.params.id);
      return { message: M.addressDeleted };
    },
  );

  app.post(
    '/api/user/phone/send-otp',
    {
      config: { rateLimit: IP_LIMITS.resendOtp },
      schema: {
        tags: ['profile'],
        summary: 'Send a 6-digit code by SMS to the profile phone number',
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429, 502) },
      },
    },
    async (request) => phone.sendPhoneCode(phoneCtx, currentUser(request).id),
  );

  app.post(
    '/api/user/phone/verify',
    {
      config: { rateLimit: IP_LIMITS.verifyOtp },
      schema: {
        tags: ['profile'],
        summary: 'Mark the phone number verified with the SMS code',
        body: z.object({ otp: otpSchema }),
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => phone.verifyPhone(phoneCtx, currentUser(request).id, request.body.otp),
  );
};
