import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUpNewPerson } from './support/chat.ts';
import { expectNoAxeViolations } from './support/fixtures.ts';
import { readDownload, uniqueSuffix } from './support/journal.ts';

const HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';

/** `YYYY-MM-DD` of `days` days ago, on this machine's clock (the browser's time zone is the same). */
function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A Daylio export of the last three days, newest first, as Daylio writes it. */
function daylioExport(id: string): string {
  return [
    HEADER,
    `${daysAgo(1)},,,21:40,good,"work | reading",,`,
    `${daysAgo(2)},,,22:05,rad,"friends | cooking-${id}",Dinner with Ayşe ${id},"Cooked together.`,
    `Walked home by the sea."`,
    `${daysAgo(3)},,,08:10,awful,,,`,
  ].join('\n');
}

async function chooseFile(page: Page, label: string, name: string, text: string) {
  const mimeType = name.endsWith('.csv') ? 'text/csv' : 'text/plain';
  await page.getByLabel(label).setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
}

test.describe('your data: download everything, import it back, import from Daylio', () => {
  test('a Daylio file: a bad one refused with its line, a good one previewed and imported into the journal; everything downloads as JSON and ZIP, and the JSON imports into another account once', async ({
    page,
  }) => {
    const id = uniqueSuffix();
    const person = await signUpNewPerson(page, 'daylio');
    await page.goto('/app/settings#your-data');
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section.getByRole('heading', { name: 'Import from Daylio' })).toBeVisible();
    // The section's anchor opens it: the page is scrolled to it.
    await expect(section.getByRole('heading', { name: 'Your data', exact: true })).toBeInViewport();

    const bad = daylioExport(id).replace(',awful,', ',,');
    await chooseFile(page, "Choose Daylio's CSV file", 'daylio_export.csv', bad);
    await expect(section.getByRole('alert')).toHaveText(
      'Line 5, column "mood": the mood is missing. Nothing was imported.',
    );
    await expectNoAxeViolations(page);

    await chooseFile(page, "Choose Daylio's CSV file", 'daylio_export.csv', daylioExport(id));
    const preview = section.getByRole('region', { name: 'What will be imported' });
    await expect(preview.getByRole('heading')).toBeFocused();
    await expect(preview.getByRole('row', { name: 'rad Joy, High 1' })).toBeVisible();
    await expect(preview.getByText(`cooking-${id}, friends, reading, work`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(preview.getByRole('button', { name: 'Import 3 days' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section.getByText('Imported. Check-ins: 3, journal entries: 2.')).toBeFocused();
    await expect(page.getByText('Your Daylio history is imported')).toBeVisible();

    // Everything downloads as one JSON file, the imported days in it; and as CSV files in a ZIP.
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download as JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^emotion-guru-data-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(await readDownload(json)) as {
      profile: { email: string };
      checkIns: unknown[];
      journal: { title: string; protection: string }[];
    };
    expect(document.profile.email).toBe(person.email);
    expect(document.checkIns).toHaveLength(3);
    expect(document.journal).toContainEqual(
      expect.objectContaining({ title: `Dinner with Ayşe ${id}`, protection: 'plain' }),
    );
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download as CSV files (ZIP)' }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = await readFile(await zip.path());
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(bytes.includes(Buffer.from('check-ins.csv'))).toBe(true);

    await section.getByRole('link', { name: 'Open the journal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    const dinner = page.getByRole('article').filter({ hasText: `Dinner with Ayşe ${id}` });
    await expect(dinner).toBeVisible();
    await expect(dinner.getByText(`cooking-${id}`)).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'work, reading' })).toBeVisible();

    // The JSON goes into another account: previewed, imported, and there; a second import adds nothing.
    const downloaded = {
      name: json.suggestedFilename(),
      mimeType: 'application/json',
      buffer: await readFile(await json.path()),
    };
    await page.evaluate(() => localStorage.removeItem('eg_session'));
    await signUpNewPerson(page, 'daylio-to');
    await page.goto('/app/settings#your-data');
    await page.getByLabel('Choose the JSON file').setInputFiles(downloaded);
    const incoming = page.getByRole('region', { name: 'What will be imported' });
    await expect(incoming.getByText(`From ${person.email}'s download of`)).toBeVisible();
    await expect(incoming.getByRole('definition').nth(1)).toHaveText('3');
    await expect(incoming.getByRole('definition').nth(2)).toHaveText('2');
    await expectNoAxeViolations(page);
    await incoming.getByRole('button', { name: 'Import' }).click();
    await expect(
      page.getByText('Imported. Check-ins: 3, journal entries: 2, reflections: 0, loops: 0.'),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.getByLabel('Choose the JSON file').setInputFiles(downloaded);
    await expect(incoming.getByText('5 records are already here and are skipped.')).toBeVisible();
    await page.goto('/app/journal');
    await expect(page.getByRole('article').filter({ hasText: `Dinner with Ayşe ${id}` })).toBeVisible();
  });

  test('in Turkish on a phone: what is wrong is said in Turkish; Turkish mood names are mapped; the preview fits; another file can be chosen instead', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUpNewPerson(page, 'daylio-tr');
    await page.goto('/tr/app/settings#your-data');
    const section = page.getByRole('region', { name: 'Verileriniz' });
    await chooseFile(page, "Daylio'nun CSV dosyasını seçin", 'notes.txt', 'not a csv');
    await expect(section.getByRole('alert')).toHaveText(/^Bu bir CSV dosyası değil\./);
    await chooseFile(
      page,
      "Daylio'nun CSV dosyasını seçin",
      'daylio.csv',
      `${HEADER}\n${daysAgo(1)},,,25:00,good,,,`,
    );
    await expect(section.getByRole('alert')).toHaveText(
      /^2\. satır, "time" sütunu: "25:00" bir saat değil\./,
    );
    await expectNoAxeViolations(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    // A phone in Turkish names its moods in Turkish: they are the person's own until mapped to the five.
    await chooseFile(
      page,
      "Daylio'nun CSV dosyasını seçin",
      'daylio.csv',
      daylioExport(uniqueSuffix()).replace(',awful,', ',Berbat,'),
    );
    const preview = section.getByRole('region', { name: 'İçe aktarılacaklar' });
    const importButton = preview.getByRole('button', { name: '3 günü içe aktar' });
    await expect(importButton).toBeDisabled();
    await preview.getByRole('combobox', { name: '“Berbat” (1 gün) şu sayılır' }).selectOption('awful');
    await expect(importButton).toBeEnabled();
    await expect(preview.getByRole('row', { name: 'berbat Üzüntü, Yüksek 1' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await preview.getByRole('button', { name: 'Başka bir dosya seçin' }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByLabel("Daylio'nun CSV dosyasını seçin")).toBeVisible();
  });
});
