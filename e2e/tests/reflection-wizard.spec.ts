import { expect, test, type Locator, type Page } from '@playwright/test';
import { draftHolds as draftHoldsIn } from './support/drafts.ts';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { uniqueSuffix } from './support/journal.ts';

/** Presses Tab until `target` has focus (the keyboard alone; fails if it never gets there). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The step heading, once shown, with focus on it (where the wizard puts the keyboard on each step). */
async function stepFocused(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
}

/** Waits until the device's reflection draft holds `text` (it is written after every change). */
const draftHolds = (page: Page, text: string) =>
  draftHoldsIn(page, 'emotion-guru-reflection-drafts', 'reflection', text);

test.describe('reflection wizard', () => {
  test('the whole wizard by keyboard, a reload mid-way bringing the draft back, then saved', async ({
    page,
  }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/reflection/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New reflection' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What happened?' })).toBeVisible();
    await expectNoAxeViolations(page);

    // 1. The event: Enter in a field goes on to the next step.
    await tabTo(page, page.getByRole('textbox', { name: 'Title' }));
    await page.keyboard.type('Team meeting');
    await page.keyboard.press('Enter');
    await stepFocused(page, 'When did you feel it?');

    // 2. Timing: arrow keys choose in the radio group.
    await tabTo(page, page.getByRole('radio', { name: 'Before the event' }));
    // Radix moves the focus in a timer after each arrow: a second arrow pressed before that timer ran starts
    // from the same radio again (CI, stop 39: focus stopped on "During"). Each arrow waits for its move.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'During the event' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const after = page.getByRole('radio', { name: 'After the event' });
    await expect(after).toBeFocused();
    // Arrows check the radio they reach, but Radix moves the focus in a timer and checks only while the arrow
    // key is still down: Playwright's instant press under load lets the key up first (focus moves, nothing is
    // checked; 3 of 5 runs in session 7). Space checks the focused radio, as a keyboard user would.
    await page.keyboard.press('Space');
    await expect(after).toBeChecked();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // 3. Emotions: a word is needed; two basics offer their composite.
    await stepFocused(page, 'What did you feel?');
    await tabTo(page, page.getByRole('searchbox', { name: 'Find a word' }));
    await page.keyboard.type('joy');
    await tabTo(page, page.getByRole('button', { name: 'Joy', exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('searchbox', { name: 'Find a word' }));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('trust');
    await tabTo(page, page.getByRole('button', { name: 'Trust', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Joy and trust together are often called love.')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Add love' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radiogroup', { name: 'How strong: Love' })).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // 4. Body: the map's places are toggle buttons.
    await stepFocused(page, 'Where did you feel it in your body?');
    const chest = page.getByRole('button', { name: 'Chest' });
    await tabTo(page, chest);
    await page.keyboard.press('Enter');
    await expect(chest).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radiogroup', { name: 'Chest: how strongly?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // 5. Thoughts; then a reload: the draft comes back where it was.
    await stepFocused(page, 'Thoughts, actions and needs');
    await tabTo(page, page.getByRole('textbox', { name: 'What went through your mind?' }));
    await page.keyboard.type('Nobody listens to me.');
    await draftHolds(page, 'Nobody listens to me.');
    await page.reload();
    await expect(
      page.getByText('We brought back the reflection you had started on this device.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Thoughts, actions and needs' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'What went through your mind?' })).toHaveValue(
      'Nobody listens to me.',
    );
    await expectNoAxeViolations(page);

    // The list offers to continue where it was left.
    await page.goto('/app/reflection');
    const unsaved = page.getByRole('region', { name: 'Continue where you left off' });
    await expect(unsaved).toContainText('You started a reflection on this device, “Team meeting”');
    await expectNoAxeViolations(page);
    await unsaved.getByRole('link', { name: 'Continue the reflection' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Thoughts, actions and needs' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'What went through your mind?' })).toHaveValue(
      'Nobody listens to me.',
    );
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // 6. Loop: a new one, named.
    await stepFocused(page, 'Does this happen again and again?');
    await tabTo(page, page.getByRole('radio', { name: 'No loop' }));
    await page.keyboard.press('ArrowDown');
    const newLoop = page.getByRole('radio', { name: 'Start a new loop' });
    await expect(newLoop).toBeFocused();
    await page.keyboard.press('Space');
    await expect(newLoop).toBeChecked();
    await tabTo(page, page.getByRole('textbox', { name: /Name of the new loop/ }));
    await page.keyboard.type('Meetings');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');

    // 7. Review and save.
    await stepFocused(page, 'Review and save');
    await expect(page.getByText('Joy (Medium), Trust (Medium), Love (Medium)')).toBeVisible();
    await expect(page.getByText('New loop: Meetings')).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Save reflection' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Reflection saved', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/reflection\/[\w-]+$/);
    await expect(page).not.toHaveURL(/\/new$/);

    // Nothing left over: nothing to continue, and a new reflection starts blank.
    await page.goto('/app/reflection');
    await expect(page.getByRole('heading', { level: 1, name: 'Reflections' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Continue where you left off' })).toBeHidden();
    await page.goto('/app/reflection/new');
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(
      page.getByText('We brought back the reflection you had started on this device.'),
    ).toBeHidden();
  });

  // free@ (Elif writes in Turkish): not pro@, whose local encryption journal-encryption.spec.ts turns on
  // for good. After that journey, pro@'s Save rightly waited for an unlock ("encryption is on but locked
  // on this device") instead of saving in clear, so this journey failed whenever it ran later.
  test('in Turkish on a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'free@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/app/reflection/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni yansıma' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Başlık' }).fill('Aile yemeği');
    await page.getByRole('textbox', { name: 'Ne oldu' }).fill('Masada yine iş konuşuldu.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'İleri' }).click();
    await page.getByRole('radio', { name: 'Olay sırasında' }).check();
    await page.getByRole('button', { name: 'İleri' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Ne hissettiniz?' })).toBeFocused();
    await page.getByRole('button', { name: 'İleri' }).click();
    await expect(page.getByRole('alert')).toHaveText('Devam etmek için en az bir duygu seçin.');
    await page.getByRole('searchbox', { name: 'Kelime arayın' }).fill('sevinc');
    await page.getByRole('button', { name: 'Sevinç', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Kelime arayın' }).fill('güven');
    await page.getByRole('button', { name: 'Güven', exact: true }).click();
    await expect(
      page.getByText('Sevinç ve güven birlikte çoğu zaman sevgi olarak adlandırılır.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'İleri' }).click();

    await page.getByRole('button', { name: 'Boğaz' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'İleri' }).click();
    await page.getByRole('textbox', { name: 'Neye ihtiyaç duydunuz?' }).fill('Biraz sessizlik.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'İleri' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Bu sık sık mı yaşanıyor?' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Döngü yok' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Bu adımı atla' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Gözden geçirin ve kaydedin' })).toBeFocused();
    await expect(page.getByText('Sevinç (Orta), Güven (Orta)')).toBeVisible();
    await expect(page.getByText('Boğaz (Orta)')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yansımayı kaydet' }).click();
    await expect(page.getByText('Yansıma kaydedildi', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/tr\/app\/reflection\/[\w-]+$/);
  });

  // The emulator's error switch (support/faults.ts) fails calls for every journey at once, so only the fault
  // projects may turn it on; here the one reflection save of this page gets the emulator's own failure
  // answer (503, "Emulated server failure"), and nothing else is touched.
  test('a failed save keeps every step; once the platform answers again, it is saved', async ({ page }) => {
    const title = `Stand-up ran over ${uniqueSuffix()}`;
    const loopTitle = `Long stand-ups ${uniqueSuffix()}`;
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/reflection/new');
    await expect(page.getByRole('heading', { level: 2, name: 'What happened?' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'What happened' }).fill('Forty minutes, standing.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'During the event' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('searchbox', { name: 'Find a word' }).fill('tired');
    await page.getByRole('button', { name: 'Tired', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Shoulders' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'What went through your mind?' }).fill('This could be an email.');
    await page.getByRole('textbox', { name: 'What did you need?' }).fill('A chair.');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Does this happen again and again?' }),
    ).toBeFocused();
    await page.getByRole('radio', { name: 'Start a new loop' }).check();
    await page.getByRole('textbox', { name: /Name of the new loop/ }).fill(loopTitle);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review and save' })).toBeFocused();

    let failing = true;
    await page.route('**/api/entity/save', async (route) => {
      if (!failing || !(route.request().postData() ?? '').includes('"VegReflection"')) {
        await route.fallback();
        return;
      }
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Emulated server failure' }),
      });
    });
    await page.getByRole('button', { name: 'Save reflection' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The reflection was not saved.' })).toHaveText(
      'The reflection was not saved. Everything you entered is kept here; please try again.',
    );
    await expect(page).toHaveURL(/\/app\/reflection\/new$/);
    await expectNoAxeViolations(page);
    // Every step's content is still there: on the review, and in the steps themselves.
    for (const text of [
      title,
      'Forty minutes, standing.',
      'During the event',
      'This could be an email.',
      'A chair.',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Tired (Low)')).toBeVisible();
    await expect(page.getByText('Shoulders (Medium)')).toBeVisible();
    // The new loop was written before the reflection failed: the draft now links it (a retry makes no second one).
    await expect(page.getByRole('region', { name: 'Loop' })).toContainText(loopTitle);
    await expect(page.getByText(`New loop: ${loopTitle}`)).toBeHidden();
    await page.getByRole('button', { name: 'Edit step Thoughts' }).click();
    await expect(page.getByRole('textbox', { name: 'What went through your mind?' })).toHaveValue(
      'This could be an email.',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('radio', { name: loopTitle })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review and save' })).toBeFocused();

    // The platform answers again: the same reflection is saved, once.
    failing = false;
    await page.getByRole('button', { name: 'Save reflection' }).click();
    await expect(page.getByText('Reflection saved', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('This could be an email.')).toBeVisible();
    await page.goto('/app/reflection');
    await expect(page.getByRole('article', { name: title })).toHaveCount(1);
    await expect(page.getByRole('article', { name: title })).toContainText(`Loop: ${loopTitle}`);
  });
});
