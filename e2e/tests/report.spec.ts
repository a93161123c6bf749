import { expect, test } from '@playwright/test';
import { signUpNewPerson } from './support/chat.ts';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';

test.describe('emotion report', () => {
  test('the demo month in words, its words and granularity, a day of the year in pixels', async ({
    page,
  }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Report' }).first().click();
    await expect(page).toHaveURL(/\/app\/report$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Emotion report' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'In short' }).getByText(/^Mostly /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Words you used most' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Emotional granularity' })).toContainText('different word');
    // Emotions over time: the weekly bars, summed up in their name; the numbers in a table on request.
    const overTime = page.getByRole('region', { name: 'Emotions over time' });
    await expect(
      overTime.getByRole('img', { name: /^Emotions over time \d+ weeks\. Feelings recorded: \d+;/ }),
    ).toBeVisible();
    await overTime.getByText('Show as a table').click();
    await expect(
      overTime.getByRole('table', { name: 'Feelings per week, by area of the mood map' }),
    ).toBeVisible();
    // Advanced insights: the platform's observations (the emulator's rules), or why there are none yet.
    await expect(
      page
        .getByRole('region', { name: 'Advanced insights' })
        .getByText(/^(Drawn from \d+ feelings: patterns in your records|Not enough in this period)/),
    ).toBeVisible();
    // Before, during, after: the demo's loops were reflected on at several moments.
    await expect(
      page
        .getByRole('region', { name: 'Before, during, after' })
        .getByText(/^Across \d+ loops? you reflected on at more than one moment\. From “/),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The year in pixels by keyboard: one square takes the focus, the arrows choose a day and show it.
    const squares = page.locator('[data-day]');
    await expect(squares).toHaveCount(365);
    await page.locator('[data-day][tabindex="0"]').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { level: 3, name: /^Feelings on / })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a new person on the free plan: nothing yet, the seven-day window said, in Turkish at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUpNewPerson(page, 'report');
    await page.goto('/tr/app/report');
    await expect(page.getByRole('heading', { level: 1, name: 'Duygu raporu' })).toBeVisible();
    await expect(page.getByText('Planınız son 7 günü gösteriyor.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bu dönemde kaydedilmiş bir şey yok' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Piksellerle bir yıl' })).toBeVisible();
    // Advanced insights are Premium's: what they would add, and the way to the plans.
    const insights = page.getByRole('region', { name: 'Gelişmiş içgörüler' });
    await expect(insights.getByText(/^Premium, Pro ve Team planları/)).toBeVisible();
    await expect(insights.getByRole('link', { name: 'Planları görün' })).toHaveAttribute(
      'href',
      '/tr/app/subscriptions',
    );
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });

  const PRINTS = [
    {
      name: 'Turkish from the dark theme',
      path: '/tr/app/report',
      theme: 'dark',
      summary: 'Kısaca',
      title: 'Duygu raporu',
      print: 'Yazdırın veya PDF olarak kaydedin',
      period: 'Dönem',
      printedPeriod: 'Dönem: Son 30 gün',
      pixels: 'Piksellerle bir yıl',
      skip: 'İçeriğe geç',
    },
    {
      name: 'English from the light theme',
      path: '/app/report',
      theme: 'light',
      summary: 'In short',
      title: 'Emotion report',
      print: 'Print or save as PDF',
      period: 'Period',
      printedPeriod: 'Period: Last 30 days',
      pixels: 'A year in pixels',
      skip: 'Skip to content',
    },
  ] as const;
  for (const words of PRINTS) {
    test(`printed in ${words.name}: the report alone on A4, dark on white, as a PDF`, async ({ page }) => {
      await signIn(page, 'premium@example.com');
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await page.goto(words.path);
      await expect(page.getByRole('region', { name: words.summary })).toBeVisible();
      const h1 = page.getByRole('heading', { level: 1, name: words.title });
      const colourOf = () => h1.evaluate((element) => getComputedStyle(element).color);
      await page.emulateMedia({ media: 'print' });
      const lightInPrint = await colourOf();
      await page.evaluate((theme) => (document.documentElement.dataset['theme'] = theme), words.theme);
      // Paper is white: the dark theme's light text would vanish on it, so print takes the light colours.
      expect(await colourOf()).toBe(lightInPrint);
      // Navigation, header and controls stay off the paper; the period is said in words instead.
      await expect(page.locator('aside')).toBeHidden();
      await expect(page.getByRole('button', { name: words.print })).toBeHidden();
      await expect(page.getByRole('combobox', { name: words.period })).toBeHidden();
      await expect(page.getByText(words.printedPeriod)).toBeVisible();
      await expect(page.getByRole('region', { name: words.pixels })).toBeVisible();
      await expect(page.getByRole('link', { name: words.skip })).toBeHidden();
      // The squares are the data: their colours are printed (browsers leave backgrounds out unless asked).
      const printedSquares = await page.locator('[data-day]').evaluateAll(
        (squares) =>
          squares.filter((square) => {
            const style = getComputedStyle(square);
            return style.printColorAdjust === 'exact' && style.backgroundColor !== 'rgba(0, 0, 0, 0)';
          }).length,
      );
      expect(printedSquares).toBeGreaterThan(0);
      // A4 less the page's 14 mm margins is 182 mm, 688 px: nothing runs past it.
      await page.setViewportSize({ width: 688, height: 1000 });
      expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(688);

      // Chromium's PDF, on the page size the report asks for (@page: A4, 595 × 842 points).
      const pdf = await page.pdf({ preferCSSPageSize: true });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdf.toString('latin1');
      expect(text).toMatch(/\/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?\s*\]/);
      const pages = text.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(4);
    });
  }

  test("a caretaker's overview in Turkish at 360 px: the clients' weeks, and one client's report from it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'team@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/app/report');
    const overview = page.getByRole('region', { name: 'Danışanlarınız bu hafta' });
    const table = overview.getByRole('table', {
      name: 'Her danışanın son 7 günü, önceki 7 günle karşılaştırmalı',
    });
    await expect(table).toBeVisible();
    // The seeded clients are there (other journeys may add more to this caretaker).
    await expect(table.getByRole('rowheader', { name: 'Aylin Koç' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Michael Brown' })).toBeVisible();
    await expect(overview.getByText(/danışanınızdan \d+ tanesi bu hafta his kaydetti/)).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    // From the overview to one client's report.
    await overview.getByRole('button', { name: 'Michael Brown için raporu gösterin' }).click();
    await expect(
      page.getByText('Michael Brown adlı danışanın kayıtları ve yansıtmaları, sade bir dille.'),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Danışanlarınız bu hafta' })
        .getByRole('row', { name: /Michael Brown/ }),
    ).toContainText('Aşağıda gösteriliyor');
    await expect(page.getByRole('region', { name: 'Kısaca' })).toBeVisible();
  });
});

test.describe('loop tracker', () => {
  test('a suggested loop accepted in Turkish at 360 px: its reflections follow it, and each links back; its tag among the days', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // Selin (pro) tagged three reflections "sunum", each with fear, and linked none to a loop.
    await signIn(page, 'pro@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/app/report');
    const tracker = page.getByRole('region', { name: 'Döngü takibi' });
    await expect(tracker.getByRole('heading', { name: 'Döngünüz' })).toBeVisible();
    const suggestion = tracker.getByRole('listitem').filter({ hasText: '“sunum” etiketli' });
    await expect(
      suggestion.getByRole('heading', { name: /^“sunum” etiketli: 30 günde 3 kez, her birinde \S+$/ }),
    ).toBeVisible();
    await expect(suggestion.getByRole('link')).toHaveCount(3);
    // The same tag in the tags section: the days it went with, as counts, not causes.
    const tags = page.getByRole('region', { name: 'Etiketler ve günleriniz' });
    await expect(tags.getByRole('rowheader', { name: 'sunum' })).toBeVisible();
    await expect(tags.getByText(/neden değil/)).toBeVisible();
    await expectNoAxeViolations(page);

    const name = suggestion.getByRole('textbox', { name: 'Döngünün adı' });
    await expect(name).toHaveValue('Sunum');
    await name.fill('Sunum öncesi gerginlik');
    await suggestion.getByRole('button', { name: 'Döngü olarak takip et' }).click();
    await expect(page.getByText('Döngü oluşturuldu: yansımaları ona bağlandı')).toBeVisible();
    await expect(tracker.getByRole('heading', { name: '2 döngünüz' })).toBeVisible();
    await expect(tracker.getByText('“sunum” etiketli', { exact: false })).toHaveCount(0);
    const loop = tracker.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Sunum öncesi gerginlik', exact: true }),
    });
    await expect(loop.getByText(/^Bu yıl 3 yansıma, haftada yaklaşık /)).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    // The timeline links each reflection, whose page names the loop it now belongs to.
    await loop.getByText('Zaman çizelgesi: 3 yansıma').click();
    await loop.getByRole('link', { name: 'Müşteriye sunum' }).click();
    await expect(page).toHaveURL(/\/tr\/app\/reflection\/[^/]+$/);
    // The address changes before the page does: the report (which names the loop too) stays until the
    // reflection's page has loaded, so wait for that page's heading before reading it.
    await expect(page.getByRole('heading', { level: 1, name: 'Müşteriye sunum' })).toBeVisible();
    await expect(page.getByText('Sunum öncesi gerginlik', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
