import { demoGroupReflectionId } from '@emotion-guru/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { GroupReflectionPage } from './GroupReflectionPage.tsx';

const selins = demoGroupReflectionId('pro@example.com');
const james = demoGroupReflectionId('premium@example.com');
const url = (id: string) => `/app/group/reflection/${id}`;

describe('GroupReflectionPage', () => {
  it('shows a member only the shared parts, the responses and the reactions; a reaction toggles', async () => {
    const { screen } = await renderInApp(<GroupReflectionPage id={selins} />, {
      url: url(selins),
      user: 'premium',
    });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: "Selin Aydın's reflection" }))
      .toBeVisible();
    const card = screen.getByRole('article', { name: 'Shared by Selin Aydın' });
    await expect.element(card.getByRole('list', { name: 'Emotions' })).toBeVisible();
    await expect.element(card.getByText('Thoughts:')).toBeVisible();
    // Selin shared her emotions and thoughts, not the event: no title.
    expect(card.getByRole('heading').elements()).toHaveLength(0);
    await expect.element(screen.getByRole('heading', { name: '1 response' })).toBeVisible();
    await expect.element(screen.getByRole('article', { name: 'Response from James Carter' })).toBeVisible();
    // Sarah's support reaction, not James's.
    const support = screen.getByRole('button', { name: 'Sending support, 1' });
    await expect.element(support).toHaveAttribute('aria-pressed', 'false');
    await support.click();
    await expect
      .element(screen.getByRole('button', { name: 'Sending support, 2' }))
      .toHaveAttribute('aria-pressed', 'true');
    await screen.getByRole('button', { name: 'Sending support, 2' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Sending support, 1' }))
      .toHaveAttribute('aria-pressed', 'false');
    // Not the author: nothing to unshare.
    expect(screen.getByRole('button', { name: 'Stop sharing' }).elements()).toHaveLength(0);
  });

  it('sends a response, asks for text first; the writer reports another response and sees it reported', async () => {
    const { screen } = await renderInApp(<GroupReflectionPage id={james} />, {
      url: url(james),
      user: 'pro',
    });
    await screen.getByRole('button', { name: 'Send response' }).click();
    await expect.element(screen.getByText('Write a few words before sending.')).toBeVisible();
    await screen
      .getByRole('textbox', { name: 'Your response' })
      .fill('That sounds like a long day. I am glad you wrote it down.');
    await screen.getByRole('button', { name: 'Send response' }).click();
    await expect.element(screen.getByRole('heading', { name: '2 responses' })).toBeVisible();
    await expect
      .element(screen.getByText('That sounds like a long day. I am glad you wrote it down.'))
      .toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Your response' })).toHaveValue('');

    await screen.getByRole('button', { name: 'Report the response from Sarah Mitchell' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Report this response to the moderators?' });
    await dialog.getByRole('button', { name: 'Report' }).click();
    const sarahs = screen.getByRole('article', { name: 'Response from Sarah Mitchell' });
    await expect.element(sarahs.getByText('Reported to the moderators')).toBeVisible();
    expect(sarahs.getByRole('button', { name: /Report/ }).elements()).toHaveLength(0);
  });

  it('the author removes a response after a confirmation and unshares: gone from the group at once', async () => {
    const { screen } = await renderInApp(<GroupReflectionPage id={james} />, {
      url: url(james),
      user: 'premium',
    });
    await screen.getByRole('button', { name: 'Remove the response from Sarah Mitchell' }).click();
    await screen
      .getByRole('alertdialog', { name: 'Remove this response?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect.element(screen.getByRole('heading', { name: '0 responses' })).toBeVisible();

    await screen.getByRole('button', { name: 'Stop sharing' }).click();
    await screen
      .getByRole('alertdialog', { name: 'Stop sharing with Evening check-in circle?' })
      .getByRole('button', { name: 'Stop sharing' })
      .click();
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'You stopped sharing this reflection' }))
      .toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Back to the group' })).toBeVisible();
  });

  it('is "not available" to someone outside the group, in Turkish too', async () => {
    const { screen } = await renderInApp(<GroupReflectionPage id={selins} />, {
      url: `/tr${url(selins)}`,
      user: 'free',
    });
    await expect.element(screen.getByRole('heading', { name: 'Bu yansımaya erişemiyorsunuz' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Tüm gruplar' })).toBeVisible();
  });
});
