import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';

export const EMULATOR_URL = 'http://localhost:4010';

/** A suffix that keeps records of parallel tests (and repeated runs on one emulator) apart. */
export function uniqueSuffix(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** Opens the editor with "New entry", fills it and saves; waits for the success toast. */
export async function writeEntry(
  page: Page,
  entry: { title: string; content: string; tags?: string },
): Promise<void> {
  await page.getByRole('button', { name: 'New entry' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New journal entry' });
  await dialog.getByLabel('Title').fill(entry.title);
  await dialog.getByLabel('What happened, and how did it feel?').fill(entry.content);
  if (entry.tags) await dialog.getByLabel('Tags').fill(entry.tags);
  await dialog.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Entry saved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Signs a demo account in against the emulator's API directly (for checking what it stores). */
export async function apiToken(email: string): Promise<string> {
  const response = await fetch(`${EMULATOR_URL}/api/auth/getToken`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'Emotion-demo-1',
      variation: { tenantCode: 'emotion', languageCode: 'en-US' },
    }),
  });
  const body = (await response.json()) as { auth: { token: string } };
  return body.auth.token;
}

export interface StoredJournal {
  id: string;
  title?: string;
  content?: string;
}

/** The journal records the emulator holds for this account, newest first (its own view through the API). */
export async function storedJournals(email: string, searchText?: string): Promise<StoredJournal[]> {
  const token = await apiToken(email);
  const response = await fetch(`${EMULATOR_URL}/api/entity/query`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      entityName: 'VegJournal',
      sortCols: [{ field: 'createDate', dir: 'desc' }],
      count: 50,
      ...(searchText ? { searchText } : {}),
      variation: { tenantCode: 'emotion', languageCode: 'en-US' },
    }),
  });
  const body = (await response.json()) as { entities: StoredJournal[] };
  return body.entities;
}

/** Removes the account's local-encryption keyring, so a journey can turn encryption on from scratch. */
export async function removeKeyring(email: string): Promise<void> {
  const token = await apiToken(email);
  const response = await fetch(`${EMULATOR_URL}/api/entity/deleteQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      entityName: 'VegKeyring',
      filters: [{ field: 'keyring', op: 'isNotNull' }],
      variation: { tenantCode: 'emotion', languageCode: 'en-US' },
    }),
  });
  if (!response.ok) throw new Error(`could not remove the keyring of ${email}: ${response.status}`);
}

/** The text of a file the page downloaded. */
export async function readDownload(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}
