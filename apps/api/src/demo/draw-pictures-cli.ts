/*
 * Draws the demo catalogue's pictures that are missing under <DATA_DIR>/uploads/demo. The
 * server runs it beside its first start (server.ts); `npm run db:seed` draws them itself.
 */
import { loadConfig } from '../config.js';
import { drawDemoPictures } from './demo-images.js';

await drawDemoPictures(loadConfig().dataDir, (m) => console.log(m));
