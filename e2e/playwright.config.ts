import { defineConfig, devices } from '@playwright/test';
import { playwrightLaunchOptions } from '../scripts/browser.mjs';

const APP_PORT = 4173;
const EMULATOR_PORT = 4010;

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: process.env['CI'] ? 1 : 0,
  workers: 2,
  // Two cores run the emulator, the preview server and two browsers at once: give assertions room.
  expect: { timeout: 10_000 },
  timeout: 45_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: playwrightLaunchOptions(),
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /journal-faults\.spec\.ts/ },
    {
      // Fault injection switches the one shared emulator for everybody: it runs alone, after the rest.
      name: 'faults',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /journal-faults\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // The platform emulator over real HTTP: the built app talks to it as it would to the platform.
      command: 'npm run emulator -w @emotion-guru/mocks',
      cwd: '..',
      port: EMULATOR_PORT,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
    {
      // The built app, as users get it (turbo builds it before this task runs).
      command: 'npm run preview -w @emotion-guru/app',
      cwd: '..',
      url: `http://localhost:${APP_PORT}`,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
  ],
});
