import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { groupWithLink } from './support/groups.ts';
import { uniqueSuffix } from './support/journal.ts';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test.describe('group sharing', () => {
  test('Sarah shares only the emotions of a reflection; James sees only those, responds and reacts; she removes the response and stops sharing', async ({
    page,
    browser,
  }) => {
    const name = `Sharing circle ${uniqueSuffix()}`;
    const response = `Thinking of you tonight ${uniqueSuffix()}`;
    const invitePath = await groupWithLink(page, name);
    await page.keyboard.press('Escape');

    // Sarah (enterprise@) joins with the link and shares her newest reflection: the emotions only.
    const sarah = await newPage(browser);
    await signIn(sarah, 'enterprise@example.com');
    await expect(sarah).toHaveURL(/\/app\/dashboard$/);
    await sarah.goto(invitePath.replace('/groups/invite', '/app/groups/join-confirmation'));
    await sarah.getByRole('button', { name: 'Join group' }).click();
    await expect(sarah.getByRole('heading', { level: 1, name })).toBeVisible();
    await sarah.goto('/app/reflection');
    await sarah.getByRole('article').first().getByRole('link').first().click();
    await expect(sarah).toHaveURL(/\/app\/reflection\/[\w-]+$/);
    await sarah.getByRole('button', { name: 'Share with a group' }).click();
    const share = sarah.getByRole('dialog', { name: 'Share with a group' });
    await share.getByRole('radio', { name }).click();
    await share.getByRole('checkbox', { name: /The emotions/ }).click();
    const preview = share.getByRole('region', { name: 'What members will see' });
    await expect(preview.getByRole('list', { name: 'Emotions' })).toBeVisible();
    await expect(preview.getByText('Thoughts:')).toHaveCount(0);
    await expectNoAxeViolations(sarah);
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(share.getByText(`Shared with ${name}.`)).toBeVisible();
    await share.getByRole('link', { name: 'See it in the group' }).click();
    await expect(sarah.getByRole('heading', { level: 1, name: "Sarah Mitchell's reflection" })).toBeVisible();
    const sharedPath = new URL(sarah.url()).pathname;

    // James sees only the emotions, responds and reacts.
    await page.goto(sharedPath);
    const card = page.getByRole('article', { name: 'Shared by Sarah Mitchell' });
    await expect(card.getByRole('list', { name: 'Emotions' })).toBeVisible();
    await expect(card.getByText('Thoughts:')).toHaveCount(0);
    await expect(card.getByRole('heading')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Your response' }).fill(response);
    await page.getByRole('button', { name: 'Send response' }).click();
    await expect(page.getByText(response)).toBeVisible();
    await page.getByRole('button', { name: 'I relate, 0' }).click();
    await expect(page.getByRole('button', { name: 'I relate, 1' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);

    // Sarah, the author, removes the response, then stops sharing.
    await sarah.reload();
    await expect(sarah.getByText(response)).toBeVisible();
    await expect(sarah.getByRole('button', { name: 'I relate, 1' })).toHaveAttribute('aria-pressed', 'false');
    await sarah.getByRole('button', { name: 'Remove the response from James Carter' }).click();
    await sarah
      .getByRole('alertdialog', { name: 'Remove this response?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(sarah.getByRole('heading', { name: '0 responses' })).toBeVisible();
    await sarah.getByRole('button', { name: 'Stop sharing' }).click();
    const stop = sarah.getByRole('alertdialog', { name: `Stop sharing with ${name}?` });
    await expectNoAxeViolations(sarah);
    await stop.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(
      sarah.getByRole('heading', { level: 1, name: 'You stopped sharing this reflection' }),
    ).toBeVisible();
    await sarah.context().close();

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'This reflection is not available' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('in Turkish on a 360 px screen, a revoked invite link is explained to a signed-out visitor', async ({
    page,
    browser,
  }) => {
    const name = `Revoked circle ${uniqueSuffix()}`;
    const invitePath = await groupWithLink(page, name);
    const invite = page.getByRole('dialog', { name: `Invite people to ${name}` });
    await invite.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke this link?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(page.getByText('Link revoked')).toBeVisible();

    const visitor = await newPage(browser);
    await visitor.setViewportSize({ width: 360, height: 740 });
    await visitor.goto(`/tr${invitePath}`);
    await expect(visitor.getByRole('heading', { name: 'Bu davet geri çekildi' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Gruba katıl' })).toHaveCount(0);
    await expectNoAxeViolations(visitor);
    await visitor.context().close();
  });
});
