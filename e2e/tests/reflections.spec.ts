import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { EMULATOR_URL, apiToken, uniqueSuffix } from './support/journal.ts';

interface Created {
  title: string;
  loopTitle: string;
}

/** One platform call to the emulator as the account (POST, JSON, variation, bearer). */
async function call<T>(token: string, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${EMULATOR_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...body, variation: { tenantCode: 'emotion', languageCode: 'en-US' } }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Writes a reflection of the account's own client through the API, dated a minute ago (the newest), in one
 * of the client's loops: the journey deletes this one, never the seed's.
 */
async function createReflection(email: string, title: string): Promise<Created> {
  const token = await apiToken(email);
  type Rows = { entities: { id: string; title?: string; slug?: string }[] };
  const [client] = (await call<Rows>(token, '/api/entity/query', { entityName: 'VegClient', count: 1 }))
    .entities;
  if (!client) throw new Error(`${email} has no client`);
  const clientFilter = [{ field: 'client_id', op: 'eq', value: client.id }];
  const [loop] = (
    await call<Rows>(token, '/api/entity/query', { entityName: 'VegLoop', filters: clientFilter })
  ).entities;
  const emotions = (
    await call<Rows>(token, '/api/entity/query', {
      entityName: 'VegEmotion',
      filters: [{ field: 'slug', op: 'in', value: ['anxiety', 'relieved'] }],
    })
  ).entities;
  if (!loop || emotions.length !== 2) throw new Error('the seed has no loop or emotions for this journey');
  await call(token, '/api/entity/save', {
    entityName: 'VegReflection',
    entity: {
      client_id: client.id,
      title,
      description: 'The presentation moved to tomorrow morning.',
      date: new Date(Date.now() - 60_000).toISOString(),
      timing: 1,
      emotions: emotions.map((emotion) => ({
        emotion_id: emotion.id,
        level: emotion.slug === 'anxiety' ? 4 : 1,
      })),
      bodySensations: [{ area: 'stomach', intensity: 2 }],
      thoughts: 'What if I forget everything?',
      actions: 'Rehearsed twice, then went for a walk.',
      needs: 'Sleep, and someone to say it will be fine.',
      loop_id: loop.id,
      status: 1,
    },
  });
  return { title, loopTitle: loop.title ?? '' };
}

async function openFromList(page: Page, title: string): Promise<void> {
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/app\/reflection\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('reflections', () => {
  test('list, filter, open a reflection, follow its loop, delete it with confirmation and undo', async ({
    page,
  }) => {
    const { title, loopTitle } = await createReflection(
      'premium@example.com',
      `Night before the talk ${uniqueSuffix()}`,
    );
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/reflection');
    await expect(page.getByRole('heading', { level: 1, name: 'Reflections' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New reflection' })).toHaveAttribute(
      'href',
      '/app/reflection/new',
    );
    const list = page.getByRole('list', { name: 'Reflections' });
    // Newest first: the one just written is on the first page, and the list runs from the latest event
    // down. (Other journeys may write a newer reflection for this account meanwhile, so "it leads" would
    // race them.)
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    const dates = await list
      .locator('article time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort((a, b) => Date.parse(b) - Date.parse(a)));
    await expect(
      page.getByRole('article', { name: title }).getByRole('list', { name: 'Emotions' }),
    ).toContainText('Anxiety (High)');
    await expectNoAxeViolations(page);

    await page.getByLabel('Timing').selectOption({ label: 'After the event' });
    await expect(page.getByRole('article', { name: title })).toBeHidden();
    await page.getByLabel('Timing').selectOption({ label: 'Before the event' });
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Emotion', { exact: true }).selectOption({ label: 'Relieved' });
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();

    await openFromList(page, title);
    await expect(page.getByRole('list', { name: 'Emotions' })).toContainText('Anxiety (High)');
    await expect(page.getByRole('list', { name: 'Emotions' })).toContainText('Relieved (Low)');
    await expect(page.getByRole('list', { name: 'In the body' })).toContainText('Stomach: Medium');
    await expect(page.getByText('What if I forget everything?')).toBeVisible();
    await expect(page.getByText('Before the event', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'See other reflections in this loop' }).click();
    await expect(page).toHaveURL(/\/app\/reflection\?loop=/);
    await expect(page.getByText(`Loop: ${loopTitle}`).first()).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await page.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete this reflection?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Keep it' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/reflection$/);
    await expect(page.getByText('Reflection deleted', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toBeHidden();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Reflection restored', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toBeVisible();

    // Deleted for good (no undo): gone after a reload too.
    await openFromList(page, title);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Reflection deleted', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Reflections' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  });

  test('in Turkish: list, detail with the emotions in Turkish, delete and undo', async ({ page }) => {
    const { title } = await createReflection('pro@example.com', `Sunum öncesi gece ${uniqueSuffix()}`);
    await signIn(page, 'pro@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/app/reflection');
    await expect(page.getByRole('heading', { level: 1, name: 'Yansımalar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Yeni yansıma' })).toHaveAttribute(
      'href',
      '/tr/app/reflection/new',
    );
    await expectNoAxeViolations(page);

    await openFromList(page, title);
    await expect(page).toHaveURL(/\/tr\/app\/reflection\/[\w-]+$/);
    await expect(page.getByRole('list', { name: 'Duygular' })).toContainText('(Yüksek)');
    await expect(page.getByText('Olaydan önce', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: `${title} yansımasını sil` }).click();
    await expect(page.getByRole('alertdialog', { name: 'Bu yansıma silinsin mi?' })).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sil', exact: true }).click();
    await expect(page).toHaveURL(/\/tr\/app\/reflection$/);
    await expect(page.getByText('Yansıma silindi', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Geri al' }).click();
    await expect(page.getByText('Yansıma geri getirildi', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Edit opens the wizard prefilled on the review; the change is saved to the same reflection', async ({
    page,
  }) => {
    const { title } = await createReflection(
      'premium@example.com',
      `Night before the demo ${uniqueSuffix()}`,
    );
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/reflection');
    await openFromList(page, title);
    const detailUrl = page.url();

    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/app\/reflection\/new\?edit=[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit reflection' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Review and save' })).toBeFocused();
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    // In the order the reflection holds them.
    await expect(
      page.getByText(/^(Anxiety \(High\), Relieved \(Low\)|Relieved \(Low\), Anxiety \(High\))$/),
    ).toBeVisible();
    await expect(page.getByText('Stomach (Medium)')).toBeVisible();
    await expect(page.getByText('Before the event', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Edit step Thoughts' }).click();
    const needs = page.getByRole('textbox', { name: 'What did you need?' });
    await expect(needs).toHaveValue('Sleep, and someone to say it will be fine.');
    await needs.fill('An early night.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review and save' })).toBeFocused();
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByText('Reflection updated', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(detailUrl);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('An early night.')).toBeVisible();
    await expect(page.getByText('What if I forget everything?')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Emotions' })).toContainText('Anxiety (High)');
    await expectNoAxeViolations(page);
  });

  test('in Turkish: Düzenle opens the wizard, and a new timing is saved to the same reflection', async ({
    page,
  }) => {
    const { title } = await createReflection('free@example.com', `Sınav sabahı ${uniqueSuffix()}`);
    await signIn(page, 'free@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/app/reflection');
    await openFromList(page, title);
    const detailUrl = page.url();

    await page.getByRole('link', { name: `${title} yansımasını düzenle` }).click();
    await expect(page).toHaveURL(/\/tr\/app\/reflection\/new\?edit=[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Yansımayı düzenle' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Gözden geçirin ve kaydedin' })).toBeFocused();
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    await expect(page.getByText('Olaydan önce', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Zaman adımını düzenle' }).click();
    await page.getByRole('radio', { name: 'Olaydan sonra' }).check();
    await expect(page.getByRole('button', { name: 'Değişikliklerden vazgeç' })).toBeVisible();
    await expectNoAxeViolations(page);
    for (let step = 0; step < 5; step++) await page.getByRole('button', { name: 'İleri' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Gözden geçirin ve kaydedin' })).toBeFocused();
    await expect(page.getByText('Olaydan sonra', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();

    await expect(page.getByText('Yansıma güncellendi', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(detailUrl);
    // The wizard's review says "Olaydan sonra" too: wait for the reflection's own page first.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Olaydan sonra', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a client keeps a reflection private: their caretaker neither lists nor opens it', async ({
    page,
    browser,
  }) => {
    const title = `Kimseye söylemedim ${uniqueSuffix()}`;
    // Ece has an account of her own and is one of team@'s clients.
    await signIn(page, 'ece.sahin@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/app/reflection/new');
    await page.getByRole('textbox', { name: 'Başlık' }).fill(title);
    await page.getByRole('button', { name: 'İleri' }).click();
    await page.getByRole('button', { name: 'Bu adımı atla' }).click();
    await page.getByRole('searchbox', { name: 'Kelime arayın' }).fill('sevinç');
    await page.getByRole('button', { name: 'Sevinç', exact: true }).click();
    for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'İleri' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Gözden geçirin ve kaydedin' })).toBeFocused();
    const privately = page.getByRole('switch', { name: 'Bu yansıma gizli kalsın' });
    await privately.click();
    await expect(privately).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yansımayı kaydet' }).click();
    await expect(page.getByText('Yansıma kaydedildi', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Gizli', { exact: true })).toBeVisible();
    const path = new URL(page.url()).pathname.replace(/^\/tr/, '');

    const caretaker = await (await browser.newContext()).newPage();
    await signIn(caretaker, 'team@example.com');
    await expect(caretaker).toHaveURL(/\/app\/dashboard$/);
    await caretaker.getByRole('button', { name: /^Currently viewing:/ }).click();
    await caretaker.getByRole('menuitem', { name: 'Ece Şahin' }).click();
    await expect(caretaker.getByRole('button', { name: 'Currently viewing: Ece Şahin' })).toBeVisible();
    await caretaker.goto('/app/reflection');
    await expect(caretaker.getByText('Reflections of Ece Şahin')).toBeVisible();
    await expect(
      caretaker.getByRole('list', { name: 'Reflections' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(caretaker.getByRole('article', { name: title })).toHaveCount(0);
    await caretaker.goto(path);
    await expect(caretaker.getByRole('heading', { name: 'Reflection not found' })).toBeVisible();
    await expectNoAxeViolations(caretaker);
    await caretaker.context().close();
  });

  test("a reflection that is not there, or not the user's, is not found", async ({ page }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/reflection/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Reflection not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to reflections' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reflections' })).toBeVisible();
  });

  test("a caretaker sees the selected client's reflections", async ({ page }) => {
    await signIn(page, 'team@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/reflection');
    await expect(page.getByText(/^Reflections of /)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Reflections' }).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the free plan sees the last 7 days, with the way to upgrade', async ({ page }) => {
    await signIn(page, 'free@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/reflection');
    await expect(page.getByText(/the free plan shows the last 7 days/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to see everything' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a caretaker writes a reflection for a chosen client and finds it, but never her private one', async ({
    page,
  }) => {
    const title = `Session follow-up ${uniqueSuffix()}`;
    await signIn(page, 'team@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // The client is chosen explicitly (the last one chosen is remembered on the device).
    await page.getByRole('button', { name: /^Currently viewing:/ }).click();
    await page.getByRole('menuitem', { name: 'Ece Şahin' }).click();
    await expect(page.getByRole('button', { name: 'Currently viewing: Ece Şahin' })).toBeVisible();

    await page.goto('/app/reflection/new');
    await expect(page.getByText('For Ece Şahin')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'After the event' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('searchbox', { name: 'Find a word' }).fill('lonely');
    await page.getByRole('button', { name: 'Lonely', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await page.getByRole('textbox', { name: 'What did you need?' }).fill('A friend in the new city.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review and save' })).toBeFocused();
    // Privacy is the client's own choice: a caretaker is not offered it.
    await expect(page.getByRole('switch', { name: 'Keep this reflection private' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save reflection' }).click();
    await expect(page.getByText('Reflection saved', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/app/reflection');
    await expect(page.getByText('Reflections of Ece Şahin')).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    // Her seeded private reflection ("Seansta söylemediğim şey", 2 days old) is not there, not even by search.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(title);
    await expect(page.getByRole('list', { name: 'Reflections' }).getByRole('article')).toHaveCount(1);
    await search.fill('Seansta söylemediğim');
    await expect(page).toHaveURL(/q=Seansta/);
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText('No reflections match', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the filters narrow the list, stay in the address and survive a reload', async ({ page }) => {
    // enterprise@ (Sarah): her seeded commute reflections are tagged "commute"; nothing is written here.
    await signIn(page, 'enterprise@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/reflection');
    const cards = page.getByRole('list', { name: 'Reflections' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const tag = page.getByRole('combobox', { name: 'Tag' });
    await expect(tag.getByRole('option', { name: '#commute' })).toBeAttached();
    await tag.selectOption({ label: '#commute' });
    await expect(page).toHaveURL(/[?&]tag=commute/);
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all())
      await expect(card.getByRole('list', { name: 'Tags' })).toContainText('#commute');
    await page.getByRole('combobox', { name: 'Timing' }).selectOption({ label: 'During the event' });
    await expect(page).toHaveURL(/timing=/);
    await expect(cards).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Reflections' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Tag' })).toHaveValue('commute');
    await expect(page.getByRole('combobox', { name: 'Timing' })).toHaveValue(/\d/);
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) await expect(card).toContainText('During the event');

    // An emotion, then a search text: each narrows further and is kept in the address too.
    await page.getByRole('combobox', { name: 'Timing' }).selectOption({ label: 'Any time' });
    await page.getByLabel('Emotion', { exact: true }).selectOption({ label: 'Worried' });
    await expect(page).toHaveURL(/emotion=/);
    await expect(cards).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search' }).fill('client');
    await expect(page).toHaveURL(/q=client/);
    await expect(cards).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('client');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Packed platform before the client call');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/app\/reflection$/);
    await expect(page.getByRole('combobox', { name: 'Tag' })).toHaveValue('');
    await expect(cards.nth(3)).toBeVisible();
  });
});
