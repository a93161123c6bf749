import { expect } from '@playwright/test';
import { EMULATOR_URL } from './journal.ts';

/**
 * Makes the emulator fail this share of platform calls (0 to 1). The switch is emulator-wide: only the
 * fault projects of playwright.config.ts, which run alone after every other journey, may turn it on.
 */
export async function setErrorRate(rate: number): Promise<void> {
  const response = await fetch(`${EMULATOR_URL}/__emulator/config?emulator.errorRate=${String(rate)}`, {
    method: 'POST',
  });
  expect(response.ok).toBe(true);
}
