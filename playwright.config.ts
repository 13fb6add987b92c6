import { defineConfig } from '@playwright/test';
import {
  E2E_ACCESS_TOKEN_TTL_SECONDS,
  E2E_DATA_DIR,
  E2E_MAIL_DIR,
  E2E_PORT,
  E2E_SEED_PASSWORD,
} from './tests/e2e/support/e2e-server';

const port = E2E_PORT;

export default defineConfig({
  testDir: 'tests/e2e',
  // The screenshots for the record are taken on demand (SCREENSHOTS=1), not on every run.
  testIgnore: process.env.SCREENSHOTS === '1' ? [] : ['**/tour-screenshots.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // A fresh database every run: the seeded accounts get SEED_PASSWORD when they are created.
    // The compiled server, as `npm start` runs it (`npm run test:e2e` builds it first).
    command: `node -e "require('node:fs').rmSync('${E2E_DATA_DIR}', { recursive: true, force: true })" && node --enable-source-maps dist-server/main.mjs`,
    url: `http://127.0.0.1:${port}/`,
    // DIST_DIR, when set, passes through from the environment (a build kept apart).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      MAIL_DIR: E2E_MAIL_DIR,
      ACCESS_TOKEN_TTL_SECONDS: String(E2E_ACCESS_TOKEN_TTL_SECONDS),
      // Each test is a visitor of its own (tests/e2e/support/test.ts).
      TRUST_PROXY_HOPS: '1',
      // New accounts can create tours at once, without a checkout first.
      SIGNUP_CREDITS: '5',
      SEED_PASSWORD: E2E_SEED_PASSWORD,
      // The real scrypt at a test cost (2^14, as the server tests use): the browser tests
      // register and sign in hundreds of times (issue 33). Production refuses the variable.
      SCRYPT_COST: String(2 ** 14),
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
