import multipart from '@fastify/multipart';
import { uploadAnswerSchema, uploadFieldsSchema, uploadFormSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, errorResponses } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { invalid } from '#api/lib/errors.js';
import { readUploadForm } from './upload-form.js';
import type { UploadsService } from './uploads.service.js';

/** Mounted under /api/admin, behind the admin guard (which runs before any of the body is read). */
export function uploadsAdminRoutes(uploads: UploadsService, maxMb: number): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this route takes multipart forms.
    await app.register(multipart);
    app.post(
      '/storage/upload',
      {
        schema: {
          tags: ['admin'],
          summary: 'Upload a product picture',
          description: `multipart/form-data: file (JPEG, PNG, WebP or AVIF, at most ${maxMb} MB), categorySlug (default general), filename (optional).`,
          consumes: ['multipart/form-data'],
          body: uploadFormSchema,
          response: { ...okResponse(uploadAnswerSchema, 201), ...errorResponses(400, 413) },
        },
        // The form streams past Fastify's body parsing (the picture is read under its size limit by
        // readUploadForm, which checks it); the body schema above is its description.
        validatorCompiler: () => (value) => ({ value }),
      },
      async (req, reply) => {
        const form = await readUploadForm(req, maxMb);
        const fields = uploadFieldsSchema.safeParse(form.fields);
        if (!fields.success) {
          const errors = fields.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
          throw invalid(errors[0]!.message, errors);
        }
        if (!form.file) throw invalid('Choose a picture to upload (the form has no file field).');
        reply.code(201);
        return ok(await uploads.upload({ data: form.file, ...fields.data }), 'Picture uploaded');
      },
    );
  };
}
