import { accessSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive the built store, served by the real API server, in the
 * system Chromium (scripts/ensure-chromium.mjs makes sure it exists; the
 * Playwright browser download is never used).
 */

// E2E_PORT lets two runs on one machine keep out of each other's way.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const HOST = '127.0.0.1';
const BASE_URL = `http://${HOST}:${PORT}`;
/** The Razorpay stand-in (apps/api/src/test/razorpay-stand-in.ts) the store pays through. */
const STAND_IN_PORT = PORT + 1000;
const STAND_IN_URL = `http://${HOST}:${STAND_IN_PORT}`;
process.env.E2E_STAND_IN_URL = STAND_IN_URL;
/** Test keys the store and the stand-in share; never a real account's. */
const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_test_e2e',
  RAZORPAY_KEY_SECRET: 'e2e-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'e2e-webhook-secret',
};
/** A second store on the next port charges GST (TAX_MODE=gst), for e2e/gst.spec.ts. */
const GST_PORT = PORT + 1;

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Same lookup as scripts/ensure-chromium.mjs: CHROMIUM_PATH, then the system Chromium's headless
 * shell, then the system Chromium. The shell (Debian's chromium-headless-shell, built from the same
 * Chromium) is what Playwright runs headless by default: the same engine without the desktop
 * browser's own processes, which took a fifth of the suite's time (decision record 020).
 */
function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  const found = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    isExecutable,
  );
  // Left to fail at launch with Playwright's own message; ensure-chromium explains how to fix it.
  return found ?? '/usr/bin/chromium';
}

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every run starts the server on a fresh, empty data folder, so the demo
 * catalogue is seeded anew, and serves its own copy of the built web app, so a
 * rebuild of apps/web/dist while the tests run (other work in the same tree)
 * cannot pull the page's assets away. WEB_DIST, when set, is served as it is.
 *
 * DRAWN_DEMO_PICTURES, when set, is a folder of the demo pictures drawn once
 * before (`node apps/api/dist/demo/draw-pictures-cli.js` with DATA_DIR=<folder>
 * draws them into <folder>/uploads/demo): they are copied into the data folder,
 * and the store, finding them all there, does not draw them again. CI draws
 * them once for Lighthouse and the browser tests (.ci/run).
 *
 * The config is evaluated by the runner and again by each worker; only the
 * runner (which starts the web server) prepares the folders, the workers
 * inherit their paths through the environment.
 */
function prepareRun(): { dataDir: string; gstDataDir: string; webDist: string } {
  if (process.env.E2E_DATA_DIR && process.env.E2E_GST_DATA_DIR && process.env.E2E_WEB_DIST) {
    return {
      dataDir: process.env.E2E_DATA_DIR,
      gstDataDir: process.env.E2E_GST_DATA_DIR,
      webDist: process.env.E2E_WEB_DIST,
    };
  }
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'kuber-e2e-'));
  // The web server is stopped before the runner exits, so the folder is no longer in use then.
  process.on('exit', () => rmSync(runDir, { recursive: true, force: true }));
  const dataDir = path.join(runDir, 'data');
  const gstDataDir = path.join(runDir, 'data-gst');
  const drawn = process.env.DRAWN_DEMO_PICTURES;
  for (const dir of [dataDir, gstDataDir]) {
    mkdirSync(dir);
    if (drawn) cpSync(drawn, path.join(dir, 'uploads/demo'), { recursive: true });
  }
  const built = path.join(ROOT, 'apps/web/dist');
  let webDist = process.env.WEB_DIST ?? built;
  // Without a build the server fails to start and says which index.html it misses (npm run test:e2e builds first).
  if (!process.env.WEB_DIST && existsSync(path.join(built, 'index.html'))) {
    webDist = path.join(runDir, 'web');
    cpSync(built, webDist, { recursive: true });
  }
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_GST_DATA_DIR = gstDataDir;
  process.env.E2E_WEB_DIST = webDist;
  return { dataDir, gstDataDir, webDist };
}

const run = prepareRun();

const isCI = !!process.env.CI;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const PHONE_WALKS = ['category-walk', 'first-paint', 'home', 'product', 'pwa', 'search', 'shop', 'shopping'].map(
  (name) => `${name}.spec.ts`,
);
const DESKTOP_WALKS = [
  'admin-dashboard',
  'admin-orders',
  'admin-products',
  'admin-uploads',
  'admin-users',
  'hindi',
  'returns',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  // A walk waits on its pages and the store about as long as it computes: four at a time keep two
  // cores busy (there they took the suite from 6.9 to 5.6 minutes, the cores from about 70% to 90%
  // busy; decision record 037). More would only queue at the two stores, one process each.
  workers: 4,
  retries: isCI ? 1 : 0,
  // Walks of several pages take 20–35 s on CI's slower machines; a hang still ends within the minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // The store's service worker would answer from its caches what a test expects fresh from the
    // server; e2e/pwa.spec.ts lets it run and tests it.
    serviceWorkers: 'block',
    // Recording a trace of every test took a third of the suite's time; a failure retried on CI
    // is recorded (decision record 020).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  // Each walk runs once. A shopper's walks run on the phone, as most of the shop's shoppers come
  // (their pictures at 1440 px are taken on the way); the offline store is a phone's too. The back
  // office runs on the desktop, where the owners keep the shop, and takes its pictures at 360, 390
  // and 1440 px there, as the Hindi walk does. What looks different on each (accounts and their menus, the
  // admin layout, the listing's filters, the referral page's sharing, the screenshots) runs on both.
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1366, height: 900 } },
      testIgnore: PHONE_WALKS,
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testIgnore: DESKTOP_WALKS,
    },
  ],
  webServer: [
    {
      command: 'npx tsx apps/api/src/test/razorpay-stand-in.ts',
      url: STAND_IN_URL,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...RAZORPAY,
        RAZORPAY_STAND_IN_PORT: String(STAND_IN_PORT),
        RAZORPAY_STAND_IN_HOST: HOST,
        STAND_IN_WEBHOOK_URL: `${BASE_URL}/api/payments/razorpay/webhook`,
      },
    },
    {
      // The compiled server, as `npm start` runs it; compiling first keeps it in step with the source.
      command: 'node apps/api/build.mjs --quiet && node apps/api/dist/server.js',
      // A demo picture: the fresh store draws them after it answers, and sends one once all are drawn.
      url: `${BASE_URL}/uploads/demo/category-footwear.webp`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST,
        DATA_DIR: run.dataDir,
        WEB_DIST: run.webDist,
        // Development mode mounts the /api/dev helpers the account tests read (the reset-mail outbox).
        NODE_ENV: 'development',
        // The demo admin the account tests log in as (admin@kuberfashion.com, phone 1234567890).
        DEMO_ADMIN_PASSWORD: 'Admin@12345',
        // Every test signs in from the same address; the per-address limit is tested in the API tests.
        AUTH_RATE_LIMIT: '1000',
        // A grievance officer of the test's own, to show the legal pages read the store settings.
        STORE_GRIEVANCE_OFFICER: 'Ms. Priya Nair',
        // The shop's UPI payee, so checkout offers Pay by UPI (e2e/upi.spec.ts); a test ID, never a real account.
        STORE_UPI_ID: 'kuberfashion.test@okicici',
        STORE_UPI_NAME: 'Kuber Fashion',
        // Cash on delivery off for Kochi's PIN codes, which only e2e/pay-online.spec.ts ships to.
        COD_BLOCKED_PINS: '682',
        // Online payment through the stand-in (e2e/pay-online.spec.ts).
        ...RAZORPAY,
        RAZORPAY_API_URL: STAND_IN_URL,
        LOG_LEVEL: 'warn',
      },
    },
    {
      // The same compiled server, started once the first has built it, charging GST on its own data.
      command: 'node apps/api/dist/server.js',
      url: `http://${HOST}:${GST_PORT}/uploads/demo/category-footwear.webp`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(GST_PORT),
        HOST,
        DATA_DIR: run.gstDataDir,
        WEB_DIST: run.webDist,
        NODE_ENV: 'development',
        DEMO_ADMIN_PASSWORD: 'Admin@12345',
        AUTH_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        TAX_MODE: 'gst',
        STORE_GSTIN: '22AAAAA0000A1Z5',
        STORE_LEGAL_NAME: 'Kuber Fashion Private Limited',
        STORE_STATE: 'Chhattisgarh',
      },
    },
  ],
});
