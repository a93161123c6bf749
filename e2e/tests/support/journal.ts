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

/** One platform call to the emulator, as the app makes it (POST, JSON, variation, bearer when given). */
async function platformCall(path: string, body: Record<string, unknown>, token?: string): Promise<Response> {
  const response = await fetch(`${EMULATOR_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ ...body, variation: { tenantCode: 'emotion', languageCode: 'en-US' } }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response;
}

/** Signs a demo account in against the emulator's API directly (for checking what it stores). */
export async function apiToken(email: string): Promise<string> {
  const response = await platformCall('/api/auth/getToken', { email, password: 'Emotion-demo-1' });
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
  const request = {
    entityName: 'VegJournal',
    sortCols: [{ field: 'createDate', dir: 'desc' }],
    count: 50,
    ...(searchText ? { searchText } : {}),
  };
  const response = await platformCall('/api/entity/query', request, await apiToken(email));
  const body = (await response.json()) as { entities: StoredJournal[] };
  return body.entities;
}

/** Removes the account's local-encryption keyring, so a journey can turn encryption on from scratch. */
export async function removeKeyring(email: string): Promise<void> {
  const request = { entityName: 'VegKeyring', filters: [{ field: 'keyring', op: 'isNotNull' }] };
  await platformCall('/api/entity/deleteQuery', request, await apiToken(email));
}

/** The text of a file the page downloaded. */
export async function readDownload(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}
