import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './support/env';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '..',
    url: `${E2E_BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: E2E_BASE_URL,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      // Every browser test comes from 127.0.0.1: per-IP limits would count the whole suite as one client.
      CODE_RATE_LIMIT_MAX: '10000',
      // The tests change plans with the admin CLI, another process, whose changes a server
      // learns only after SESSION_CACHE_SECONDS (README). The cache itself is tested in
      // apps/server/test/session-cache.test.ts; here every request reads the plan.
      SESSION_CACHE_SECONDS: '0',
      NODE_ENV: 'production',
    },
  },
});
