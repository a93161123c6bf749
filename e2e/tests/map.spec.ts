import { expect, test } from '@playwright/test';
import { signUpNewPerson } from './support/chat.ts';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { EMULATOR_URL } from './support/journal.ts';

test.describe('emotional map', () => {
  test('a new person sees an empty map, checks in, and finds the feeling on the map, in the table and on the wheel', async ({
    page,
  }) => {
    await signUpNewPerson(page, 'map');
    await page.getByRole('navigation').getByRole('link', { name: 'Emotional map' }).first().click();
    await expect(page).toHaveURL(/\/app\/map$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Emotional map' })).toBeVisible();
    // A new account is on the free plan: the period is cut to its seven days, and it says so.
    await expect(page.getByText('Your plan shows the last 7 days.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No feelings recorded in this period' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Check in on the dashboard' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const colours = page.getByRole('group', { name: 'Which colour is closest to how you feel?' });
    await colours.getByRole('button', { name: /Blue/ }).click();
    const firstWord = page.getByRole('group', { name: 'Blue words' }).getByRole('button').first();
    const word = (await firstWord.innerText()).trim();
    await firstWord.click();
    await page.getByRole('button', { name: 'Save check-in' }).click();
    await expect(page.getByText('Check-in saved', { exact: true })).toBeVisible();

    await page.goto('/app/map');
    const map = page.getByRole('listbox', { name: 'Feelings by pleasantness and energy' });
    await expect(map.getByRole('option')).toHaveCount(1);
    await expect(
      page.getByText(/^1 feeling: 0 pleasant with high energy, 0 unpleasant with high energy, 1/),
    ).toBeVisible();
    await map.focus();
    await page.keyboard.press('End');
    await expect(map.getByRole('option', { name: new RegExp(`^${word}, `) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Unpleasant, low energy')).toBeVisible();
    await expect(page.getByText(/Check-in$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('switch', { name: 'Show as table' }).click();
    const table = page.getByRole('table', { name: 'Every feeling of the period' });
    await expect(table.getByRole('rowheader')).toHaveText([word]);
    await expect(map).toBeHidden();
    await expectNoAxeViolations(page);

    // Plutchik's wheel of the same feelings: as a table (still switched on), then drawn.
    await page.getByRole('combobox', { name: 'View' }).selectOption({ label: "Plutchik's wheel" });
    const families = page.getByRole('table', { name: 'Feelings by basic family' });
    await expect(families.getByRole('rowheader')).toHaveCount(8);
    await page.getByRole('switch', { name: 'Show as table' }).click();
    await expect(page.getByRole('img', { name: 'Feelings by basic family' })).toBeVisible();
    await expect(page.getByText(/^Most often: .+ \(1\)/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('in Turkish at 360 px: a longer period shows more, a shorter one fewer, custom dates are checked, nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/app/map');
    await expect(page.getByRole('heading', { level: 1, name: 'Duygu haritası' })).toBeVisible();
    const map = page.getByRole('listbox', { name: 'Hoşluk ve enerjiye göre duygular' });
    await expect(map.getByRole('option').first()).toBeAttached();
    const monthCount = await map.getByRole('option').count();

    // A year's check-ins and reflections come in one HTTP request (the SDK batches the two queries).
    const bodies: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().startsWith(EMULATOR_URL) && /VegEmotionRecord|VegReflection/.test(body))
        bodies.push(body);
    });
    const answered = page.waitForResponse(
      (response) =>
        response.url().startsWith(EMULATOR_URL) &&
        (response.request().postData() ?? '').includes('VegEmotionRecord'),
    );
    await page.getByRole('combobox', { name: 'Dönem' }).selectOption({ label: 'Son bir yıl' });
    await answered;
    await expect(page.locator('[aria-busy="false"]')).toBeAttached();
    await expect.poll(() => map.getByRole('option').count()).toBeGreaterThanOrEqual(monthCount);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('VegEmotionRecord');
    expect(bodies[0]).toContain('VegReflection');
    await page.getByRole('combobox', { name: 'Dönem' }).selectOption({ label: 'Son 7 gün' });
    await expect.poll(() => map.getByRole('option').count()).toBeLessThanOrEqual(monthCount);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    // Custom dates: both fields start filled; an end before the start is refused in words.
    await page.getByRole('combobox', { name: 'Dönem' }).selectOption({ label: 'Özel tarihler' });
    const to = page.getByRole('textbox', { name: 'Bitiş' });
    await expect(page.getByRole('textbox', { name: 'Başlangıç' })).not.toHaveValue('');
    await to.fill('01.01.2020');
    await to.blur();
    await expect(page.getByText(/^Bitiş, başlangıçtan önce/)).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });

  test("a caretaker chooses a client in the switcher and sees that client's feelings on the map", async ({
    page,
  }) => {
    await signIn(page, 'team@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // A new device shows the first client by name (Aylin); choose Michael in the header's switcher.
    await page.getByRole('button', { name: /^Currently viewing:/ }).click();
    await page.getByRole('menuitem', { name: 'Michael Brown' }).click();
    await expect(page.getByRole('button', { name: 'Currently viewing: Michael Brown' })).toBeVisible();

    await page.getByRole('navigation').getByRole('link', { name: 'Emotional map' }).first().click();
    await expect(page).toHaveURL(/\/app\/map$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Emotional map' })).toBeVisible();
    await expect(
      page.getByText("Michael Brown's feelings, placed by pleasantness and energy."),
    ).toBeVisible();
    const map = page.getByRole('listbox', { name: 'Feelings by pleasantness and energy' });
    await expect(map.getByRole('option').first()).toBeAttached();
    const drawn = await map.getByRole('option').count();
    await expect(page.getByText(new RegExp(`^${String(drawn)} feelings: `))).toBeVisible();
    await expectNoAxeViolations(page);

    // The same points as a table: Michael's words (work stress), none of Aylin's exam-time "Motivated".
    await page.getByRole('switch', { name: 'Show as table' }).click();
    const table = page.getByRole('table', { name: 'Every feeling of the period' });
    await expect(table.getByRole('rowheader')).toHaveCount(drawn);
    await expect(table.getByRole('rowheader', { name: 'Stressed', exact: true }).first()).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Motivated', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
