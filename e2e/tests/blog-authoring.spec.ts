import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';

// A 1 × 1 PNG: the smallest real image the upload takes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function uploadIn(page: Page, dialogName: string, file: string, alt?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Image file').setInputFiles(image(file));
  if (alt !== undefined) await dialog.getByRole('textbox', { name: 'Description' }).fill(alt);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('blog authoring', () => {
  test('an admin writes an article in English and Turkish with images, publishes it, and readers find it', async ({
    page,
  }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/blog/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Write an article' })).toBeVisible();
    const text = page.getByRole('textbox', { name: 'Text' });
    await expect(text).toBeVisible();
    await expectNoAxeViolations(page);

    // English: the address follows the title.
    await page.getByRole('textbox', { name: 'Title' }).fill('Breathing before a hard talk');
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('breathing-before-a-hard-talk');
    await page
      .getByRole('textbox', { name: 'Summary' })
      .fill('Three slow breaths change how a difficult conversation starts.');
    await text.click();
    await page.keyboard.type('Before you speak, breathe out slowly three times.');
    await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Image' }).click();
    await uploadIn(page, 'Add an image', 'breath.png', 'A person breathing slowly by a window');
    await expect(text.getByRole('img', { name: 'A person breathing slowly by a window' })).toBeVisible();

    // Turkish: its own tab, which says it is not written yet.
    await page.getByRole('tab', { name: 'Türkçe, not written yet' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Zor bir konuşmadan önce nefes');
    await page.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type('Konuşmadan önce üç kez yavaşça nefes verin.');
    await expect(page.getByRole('tab', { name: 'Türkçe', exact: true })).toBeVisible();

    // Cover, a new category, a tag, published.
    await page.getByRole('button', { name: 'Choose a cover image' }).click();
    await uploadIn(page, 'Choose a cover image', 'cover.png');
    await expect(page.getByRole('img', { name: "The article's cover" })).toBeVisible();
    const categories = page.getByRole('group', { name: 'Categories' });
    await categories.getByRole('textbox', { name: 'New category' }).fill('Conversations');
    await categories.getByRole('button', { name: 'Add' }).click();
    await expect(categories.getByRole('checkbox', { name: 'Conversations' })).toBeChecked();
    await page.getByRole('group', { name: 'Tags' }).getByRole('checkbox', { name: 'Mindfulness' }).check();
    await page.getByRole('switch', { name: 'Published' }).click();

    // The preview is the article as readers get it, in the tab's language.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Zor bir konuşmadan önce nefes' });
    await expect(preview.getByText('Konuşmadan önce üç kez yavaşça nefes verin.')).toBeVisible();
    await expectNoAxeViolations(page);
    await preview.getByRole('button', { name: 'Close the preview' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/blog\/breathing-before-a-hard-talk$/);
    await expect(page.getByText('Article published')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Breathing before a hard talk' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'A person breathing slowly by a window' })).toBeVisible();

    // Readers: the Turkish text in Turkish, and the article in the blog's list and its category.
    await page.goto('/tr/blog/breathing-before-a-hard-talk');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Zor bir konuşmadan önce nefes' }),
    ).toBeVisible();
    await expect(page.getByText('Konuşmadan önce üç kez yavaşça nefes verin.')).toBeVisible();
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Breathing before a hard talk' })).toBeVisible();
  });

  test('a failed save keeps everything typed, on the page and after a reload; leaving asks first', async ({
    page,
  }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/tr/blog/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Yazı yazın' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Başlık' }).fill('Unsaved thoughts');
    await page.getByRole('textbox', { name: 'Metin' }).click();
    await page.keyboard.type('A sentence worth keeping.');
    // The platform cannot be reached while saving.
    await page.route('**/api/entity/save', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Yazı kaydedilemedi' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Başlık' })).toHaveValue('Unsaved thoughts');
    await expectNoAxeViolations(page);

    await page.unroute('**/api/entity/save');
    await page.reload();
    await expect(page.getByText('Bu cihazdaki kaydedilmemiş değişiklikleriniz geri geldi.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Başlık' })).toHaveValue('Unsaved thoughts');
    await expect(page.getByRole('textbox', { name: 'Metin' })).toContainText('A sentence worth keeping.');

    // Leaving with unsaved changes asks first: "Stay" keeps the editor, "Leave" goes.
    const toBlog = page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true });
    await toBlog.click();
    const leave = page.getByRole('alertdialog', { name: 'Kaydetmeden çıkılsın mı?' });
    await expect(leave).toBeVisible();
    await expectNoAxeViolations(page);
    await leave.getByRole('button', { name: 'Kal' }).click();
    await expect(page).toHaveURL(/\/tr\/blog\/create$/);
    await expect(page.getByRole('textbox', { name: 'Başlık' })).toHaveValue('Unsaved thoughts');
    await toBlog.click();
    await page
      .getByRole('alertdialog', { name: 'Kaydetmeden çıkılsın mı?' })
      .getByRole('button', { name: 'Çık' })
      .click();
    await expect(page).toHaveURL(/\/tr\/blog$/);
  });

  test('someone without the admin role is told it is not for them; a signed-out visitor goes to login', async ({
    page,
  }) => {
    await page.goto('/blog/create');
    await expect(page).toHaveURL(/\/auth\/login\?callback=/);
    await signIn(page, 'premium@example.com');
    await page.goto('/blog/edit/mental-loops');
    await expect(page.getByRole('heading', { level: 1, name: 'Only editors write articles' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
