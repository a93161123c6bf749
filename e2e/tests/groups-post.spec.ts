import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { uniqueSuffix } from './support/journal.ts';

// Sarah (enterprise@) moderates the seeded "Evening check-in circle" and no other journey takes her out of
// it (Selin, pro@, leaves it in groups.spec.ts). Other journeys write to the same group at the same time,
// so every card is found by this journey's own unique title, never by its place in the list.
const GROUP = 'Evening check-in circle';
const ACCOUNT = 'enterprise@example.com';

interface Texts {
  groupsPath: string;
  button: string;
  dialog: string;
  note: string;
  what: string;
  search: string;
  word: string;
  levelOf: string;
  high: string;
  thoughts: string;
  submit: string;
  posted: string;
  open: RegExp;
  threadTitle: string;
  lead: string;
  remove: string;
  removeTitle: string;
  removeConfirm: string;
  removed: string;
  removedToast: string;
}

const ENGLISH: Texts = {
  groupsPath: '/app/groups',
  button: 'Write for the group',
  dialog: 'Write for the group',
  note: `Everyone in ${GROUP} will see it. It is not saved to your own reflections.`,
  what: 'What happened',
  search: 'Find a word',
  word: 'Relieved',
  levelOf: 'How strong: Relieved',
  high: 'High',
  thoughts: 'Your thoughts (optional)',
  submit: 'Post to the group',
  posted: 'Posted to the group',
  open: /^Responses and reactions/,
  threadTitle: "Sarah Mitchell's reflection",
  lead: `Written for ${GROUP}; it is not one of the author's own reflections.`,
  remove: 'Remove from the group',
  removeTitle: `Remove it from ${GROUP}?`,
  removeConfirm: 'Remove',
  removed: 'You removed this reflection',
  removedToast: 'Removed from the group',
};

const TURKISH: Texts = {
  groupsPath: '/tr/app/groups',
  button: 'Grup için yaz',
  dialog: 'Grup için yazın',
  note: `${GROUP} grubundaki herkes bunu görecek. Kendi yansımalarınıza kaydedilmez.`,
  what: 'Ne oldu',
  search: 'Kelime arayın',
  word: 'Rahatlamış',
  levelOf: 'Şiddeti: Rahatlamış',
  high: 'Yüksek',
  thoughts: 'Düşünceleriniz (isteğe bağlı)',
  submit: 'Gruba gönder',
  posted: 'Gruba gönderildi',
  open: /^Yanıtlar ve tepkiler/,
  threadTitle: 'Sarah Mitchell adlı üyenin yansıması',
  lead: `${GROUP} grubu için yazıldı; yazarın kendi yansımalarından biri değildir.`,
  remove: 'Gruptan kaldır',
  removeTitle: `${GROUP} grubundan kaldırılsın mı?`,
  removeConfirm: 'Kaldır',
  removed: 'Bu yansımayı kaldırdınız',
  removedToast: 'Gruptan kaldırıldı',
};

/** Sarah writes for the group (a title, one emotion at High, her thoughts), finds it, opens it, removes it. */
async function writeForTheGroup(page: Page, texts: Texts, title: string, thoughts: string): Promise<void> {
  await signIn(page, ACCOUNT);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto(texts.groupsPath);
  await page.getByRole('link', { name: GROUP }).click();
  await expect(page.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();

  await page.getByRole('button', { name: texts.button }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  await expect(dialog.getByText(texts.note)).toBeVisible();
  await dialog.getByRole('textbox', { name: texts.what }).fill(title);
  await dialog.getByRole('searchbox', { name: texts.search }).fill(texts.word);
  await dialog.getByRole('button', { name: texts.word, exact: true }).click();
  await dialog
    .getByRole('radiogroup', { name: texts.levelOf })
    .getByRole('radio', { name: texts.high })
    .click();
  await dialog.getByRole('textbox', { name: texts.thoughts }).fill(thoughts);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: texts.submit }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(texts.posted)).toBeVisible();

  // In the group's list like a shared reflection: the title, the emotion, the thoughts.
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByRole('listitem').filter({ hasText: texts.word })).toBeVisible();
  await expect(card.getByText(thoughts)).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: texts.open }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.threadTitle })).toBeVisible();
  await expect(page.getByText(texts.lead)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText(thoughts)).toBeVisible();
  await expectNoAxeViolations(page);

  // Written for the group only: its author removes it for good (and the seeded group stays as it was).
  await page.getByRole('button', { name: texts.remove }).click();
  await page
    .getByRole('alertdialog', { name: texts.removeTitle })
    .getByRole('button', { name: texts.removeConfirm, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: texts.removed })).toBeVisible();
  await expect(page.getByText(texts.removedToast, { exact: true })).toBeVisible();
}

test.describe('writing for a group', () => {
  test('a moderator writes a reflection for the group with one emotion and her thoughts, sees it in the group and opens it', async ({
    page,
  }) => {
    await writeForTheGroup(
      page,
      ENGLISH,
      `After the long meeting ${uniqueSuffix()}`,
      `I could finally breathe ${uniqueSuffix()}`,
    );
  });

  test('in Turkish on a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await writeForTheGroup(
      page,
      TURKISH,
      `Uzun toplantıdan sonra ${uniqueSuffix()}`,
      `Sonunda nefes alabildim ${uniqueSuffix()}`,
    );
  });
});
