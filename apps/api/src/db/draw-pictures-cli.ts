/*
 * Draws the demo catalogue's pictures that are missing under <DATA_DIR>/uploads/demo. The
 * server runs it beside its first start (server.ts); `npm run db:seed` draws them itself.
 */
import { loadConfig } from '../config.js';
import { generateDemoImages } from './demo-images.js';
import { uploadsDir } from './paths.js';

const config = loadConfig();
const { files, ms } = await generateDemoImages(uploadsDir(config.dataDir));
if (files) console.log(`Demo pictures: ${files} files drawn in ${ms} ms`);
