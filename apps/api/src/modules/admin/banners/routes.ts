import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBannerSavedSchema, adminBannersResponseSchema } from '@labshop/domain/api/admin';
import { messageResponseSchema } from '@labshop/domain/api/message';
import { bannerListQuerySchema } from '@labshop/domain/validation/admin-catalog-lists';
import {
  BANNER_MESSAGES,
  bannerContentSchema,
  bannerFormSchema,
  bannerPositionSchema,
} from '@labshop/domain/validation/banner';
import type { AppDeps } from '../../../deps.ts';
import { prepareImage } from '../../../platform/uploads/images.ts';
import {
  readMultipartForm,
  textOf,
  type MultipartForm,
} from '../../../platform/uploads/multipart-form.ts';
import { errorResponses } from '../../../http/error-responses.ts';
import { currentUser } from '../../auth/session-plugin.ts';
import { imageFiles, invalid, parseForm } from '../form-errors.ts';
import { SINGLE_IMAGE_FORM } from '../uploads.ts';
import {
  BANNER_ANSWERS as A,
  createBanner,
  deleteBanner,
  listBanners,
  moveBanner,
  updateBanner,
} from './service.ts';

const idParams = z.object({ id: z.string().max(64) });
const altSchema = z.string().trim().max(150, 'Alt text must be at most 150 characters').optional();

const CONTENT_FIELDS = ['headline', 'subtitle', 'linkType', 'linkTarget'] as const;

function bannerFields(form: MultipartForm) {
  const fields = parseForm(bannerFormSchema, {
    type: textOf(form, 'type'),
    status: textOf(form, 'status'),
  });
  // A form without any text or link field (an older client) keeps what the banner had.
  const hasContent = CONTENT_FIELDS.some((name) => textOf(form, name) !== undefined);
  const content = hasContent
    ? parseForm(
        bannerContentSchema,
        Object.fromEntries(CONTENT_FIELDS.map((name) => [name, textOf(form, name)])),
      )
    : undefined;
  return { ...fields, alt: parseForm(altSchema, textOf(form, 'alt')), content };
}

export const adminBannerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/banners',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Every banner, each type in position order with inactive ones last; optionally only one type or status',
        querystring: bannerListQuerySchema,
        response: { 200: adminBannersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ banners: await listBanners(deps.db, request.query) }),
  );

  app.post(
    '/api/admin/banners',
    {
      config: { uploads: true },
      schema: {
        consumes: ['multipart/form-data'],
        tags: ['admin'],
        summary:
          'Adds a banner: multipart type, status, image (PNG or JPEG, at most 1MB), optional alt, headline, subtitle, linkType and linkTarget',
        response: {
          201: adminBannerSavedSchema,
          ...errorResponses(400, 401, 403, 413),
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, SINGLE_IMAGE_FORM);
      const input = bannerFields(form);
      const [file] = imageFiles(form);
      if (!file) throw invalid({ image: BANNER_MESSAGES.imageRequired });
      const image = await prepareImage(file.data);
      const banner = await createBanner(deps, input, image, currentUser(request).id);
      return reply.code(201).send({ message: A.created, banner });
    },
  );

  app.put(
    '/api/admin/update-banner/:id',
    {
      config: { uploads: true },
      schema: {
        consumes: ['application/json', 'multipart/form-data'],
        tags: ['admin'],
        summary:
          'Moves a banner (JSON {position}, 1..n of its type) or edits it (multipart type, status, optional image, alt, headline, subtitle, linkType, linkTarget)',
        params: idParams,
        response: {
          200: adminBannerSavedSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actorUserId = currentUser(request).id;
      if (!request.isMultipart()) {
        const { position } = parseForm(bannerPositionSchema, request.body ?? {});
        return { message: A.moved, banner: await moveBanner(deps.db, id, position, actorUserId) };
      }
      const form = await readMultipartForm(request, SINGLE_IMAGE_FORM);
      const input = bannerFields(form);
      const [file] = imageFiles(form);
      const image = file ? await prepareImage(file.data) : null;
      return {
        message: A.updated,
        banner: await updateBanner(deps, id, input, image, actorUserId),
      };
    },
  );

  app.delete(
    '/api/admin/delete-banner/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a banner; the others of its type close the gap',
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteBanner(deps, request.params.id, currentUser(request).id);
      return { message: A.deleted };
    },
  );
};
