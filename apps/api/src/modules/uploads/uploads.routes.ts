import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { DEMO_UPLOAD_DIR } from '#api/demo/demo-catalogue.js';
import { notFound } from '#api/lib/errors.js';
import { IMAGE_TYPE, IMMUTABLE, type ImageStore } from './storage.js';
import { FILE_KEY } from './uploads.service.js';

/**
 * /uploads/*: uploaded pictures from the image store (local folder or bucket, same addresses
 * either way), and the demo catalogue's pictures, drawn into DATA_DIR.
 */
export function imageRoutes(store: ImageStore, uploadsDir: string, demoPictures?: Promise<void>): FastifyPluginAsync {
  return async (app) => {
    const demoDir = path.join(uploadsDir, DEMO_UPLOAD_DIR);
    const demoPrefix = `/uploads/${DEMO_UPLOAD_DIR}/`;
    // The static server wants its folder to exist before the seed has drawn anything.
    mkdirSync(demoDir, { recursive: true });
    if (demoPictures) {
      // On the first start the pictures are drawn while the store answers: one asked for meanwhile waits for them
      // (once they are drawn, the promise is settled and waiting on it costs nothing).
      app.addHook('onRequest', async (req) => {
        if (req.url.startsWith(demoPrefix)) await demoPictures;
      });
    }
    await app.register(fastifyStatic, {
      root: demoDir,
      prefix: demoPrefix,
      decorateReply: false,
      maxAge: '7d',
      immutable: false,
    });
    // Pictures, not the API: left out of its description.
    app.get('/uploads/*', { schema: { summary: 'A stored picture', hide: true } }, async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      const image = FILE_KEY.test(key) ? await store.read(key) : null;
      if (!image) throw notFound(`No picture at /uploads/${key.slice(0, 200)}`);
      reply.header('content-type', IMAGE_TYPE).header('cache-control', IMMUTABLE);
      if (image.bytes !== undefined) reply.header('content-length', image.bytes);
      if (image.lastModified) reply.header('last-modified', image.lastModified.toUTCString());
      if (image.etag) reply.header('etag', image.etag);
      return reply.send(image.body);
    });
  };
}
