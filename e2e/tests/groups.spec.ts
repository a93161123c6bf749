import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { groupWithLink } from './support/groups.ts';
import { uniqueSuffix } from './support/journal.ts';
import { consentAsNewPerson, newcomer } from './support/sign-up.ts';

// premium@ (James) owns the seeded "Evening check-in circle"; the groups made here are this file's own.
test.describe('groups', () => {
  test('create a group, invite by link, a signed-out person signs in and joins, is removed, and the group is deleted', async ({
    page,
    browser,
  }) => {
    const name = `Book club ${uniqueSuffix()}`;
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/groups');
    await expect(page.getByRole('link', { name: 'Evening check-in circle' })).toBeVisible();
    await page.getByRole('button', { name: 'New group' }).click();
    const create = page.getByRole('dialog', { name: 'New group' });
    await create.getByLabel(/^Name/).fill(name);
    await create.getByLabel(/^Description/).fill('We read and talk about how it felt.');
    await create.getByRole('radio', { name: 'Amber' }).click();
    await expectNoAxeViolations(page);
    await create.getByRole('button', { name: 'Create group' }).click();
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Invite' }).click();
    const invite = page.getByRole('dialog', { name: `Invite people to ${name}` });
    await invite.getByRole('radio', { name: '1 day' }).click();
    await invite.getByRole('button', { name: 'Create link' }).click();
    const linkField = invite.getByRole('textbox', { name: /Invite link/ });
    await expect(linkField).toHaveValue(/\/groups\/invite\?code=/);
    const link = await linkField.inputValue();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // Elif opens the link on her own device, signed out.
    const elifContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const elif = await elifContext.newPage();
    await elif.goto(new URL(link).pathname + new URL(link).search);
    await expect(elif.getByRole('heading', { name })).toBeVisible();
    await expect(elif.getByText('James Carter invited you to')).toBeVisible();
    await expect(elif.getByText('1 member')).toBeVisible();
    await expectNoAxeViolations(elif);
    await elif.getByRole('link', { name: 'Sign in to join' }).click();
    // The invite page's footer has a mailing-list form with an "Email" field of its own: fill the login
    // form only once the login page shows (on a loaded machine its code arrives after the click).
    await expect(elif.getByRole('heading', { level: 1, name: 'Sign in to Emotion Guru' })).toBeVisible();
    await elif.getByLabel('Email').fill('free@example.com');
    await elif.getByLabel(/^Password/).fill('Emotion-demo-1');
    await elif.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(elif).toHaveURL(/\/app\/groups\/join-confirmation\?code=/);
    await expect(elif.getByRole('heading', { name: 'What they never see' })).toBeVisible();
    await expectNoAxeViolations(elif);
    await elif.getByRole('button', { name: 'Join group' }).click();
    await expect(elif.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(elif.getByText('2 members').first()).toBeVisible();
    const groupUrl = elif.url();

    // James removes her: her next look finds the group gone.
    await page.reload();
    await page.getByRole('button', { name: 'Remove: Elif Yılmaz' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove Elif Yılmaz?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByRole('button', { name: 'Remove: Elif Yılmaz' })).toHaveCount(0);
    await elif.goto(groupUrl);
    await expect(elif.getByRole('heading', { name: 'This group is not available' })).toBeVisible();
    await expectNoAxeViolations(elif);
    await elifContext.close();

    await page.getByRole('button', { name: 'Delete group' }).click();
    const remove = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await expect(remove.getByRole('button', { name: 'Delete for everyone' })).toBeDisabled();
    await remove.getByRole('textbox').fill(name);
    await expectNoAxeViolations(page);
    await remove.getByRole('button', { name: 'Delete for everyone' }).click();
    await expect(page).toHaveURL(/\/app\/groups$/);
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Evening check-in circle' })).toBeVisible();
  });

  test('in Turkish, in the dark theme: a newcomer opens an invite, creates an account, and comes back to join', async ({
    page,
    browser,
  }) => {
    const name = `Yürüyüş grubu ${uniqueSuffix()}`;
    const invitePath = new URL(await groupWithLink(page, name), 'http://localhost');
    await page.keyboard.press('Escape');

    // Nora has no account yet: she opens the link in Turkish, on her own device, in the dark theme.
    const noraContext = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      colorScheme: 'dark',
      viewport: { width: 360, height: 740 },
    });
    const nora = await noraContext.newPage();
    const person = newcomer();
    await nora.goto(`/tr${invitePath.pathname}${invitePath.search}`);
    await expect(nora.getByRole('heading', { name })).toBeVisible();
    await expect(nora.locator('html')).toHaveAttribute('data-theme', 'dark');
    await nora.getByRole('link', { name: 'Hesap oluştur' }).click();
    await expect(nora.getByRole('heading', { level: 1, name: 'Hesabınızı oluşturun' })).toBeVisible();
    await expectNoAxeViolations(nora);
    await nora.getByRole('button', { name: 'GitHub ile kaydolun' }).click();
    await consentAsNewPerson(nora, person);
    await expect(
      nora.getByRole('heading', { level: 1, name: 'Hesabınızı oluşturmayı tamamlayın' }),
    ).toBeVisible();
    await nora.getByRole('checkbox', { name: /Kullanım koşullarını/ }).click();
    await nora.getByRole('button', { name: 'Hesabımı oluştur' }).click();

    // Back where she was headed, not on the dashboard: the confirmation of that invite, in Turkish.
    await expect(nora).toHaveURL(
      new RegExp(`/tr/app/groups/join-confirmation\\?code=${invitePath.searchParams.get('code') ?? ''}$`),
    );
    await expect(nora.getByRole('heading', { name: 'Asla göremedikleri' })).toBeVisible();
    await expectNoAxeViolations(nora);
    await nora.getByRole('button', { name: 'Gruba katıl' }).click();
    await expect(nora.getByRole('heading', { level: 1, name })).toBeVisible();
    await noraContext.close();

    await page.reload();
    await expect(page.getByRole('button', { name: `Remove: ${person.name}` })).toBeVisible();
  });

  test('in Turkish on a 360 px screen, a member leaves the group and an unknown invite is explained', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/tr/groups/invite?code=yok-boyle-bir-kod');
    await expect(page.getByRole('heading', { name: 'Bu davet bağlantısı çalışmıyor' })).toBeVisible();
    await expectNoAxeViolations(page);

    await signIn(page, 'pro@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/app/groups');
    await page.getByRole('link', { name: 'Evening check-in circle' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Paylaşılan yansımalar' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Gruptan ayrıl' }).click();
    await page
      .getByRole('alertdialog', { name: 'Evening check-in circle grubundan ayrılıyor musunuz?' })
      .getByRole('button', { name: 'Gruptan ayrıl' })
      .click();
    await expect(page).toHaveURL(/\/tr\/app\/groups$/);
    await expect(page.getByRole('heading', { name: 'Henüz bir grupta değilsiniz' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
