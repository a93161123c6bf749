import { DEMO_GROUP_ID } from '@emotion-guru/mocks';
import type { PostGroupReflectionRequest } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { postFx } from '../model/post.ts';
import { PostToGroupDialog } from './PostToGroupDialog.tsx';

const group = { id: DEMO_GROUP_ID, name: 'Evening check-in circle' };
const url = `/app/groups/${DEMO_GROUP_ID}`;

type Rendered = Awaited<ReturnType<typeof renderInApp>>;

async function openDialog(screen: Rendered['screen']) {
  await screen.getByRole('button', { name: 'Write for the group' }).click();
  const dialog = screen.getByRole('dialog', { name: 'Write for the group' });
  await expect
    .element(dialog.getByText('Everyone in Evening check-in circle will see it.', { exact: false }))
    .toBeVisible();
  return dialog;
}

function groupReflections(emulator: Rendered['emulator']) {
  return emulator.db
    .rows(emulator.db.tenant('emotion'), 'VegGroupReflection')
    .filter((row) => row.group_id === DEMO_GROUP_ID);
}

describe('PostToGroupDialog', () => {
  it('asks for what happened (or emotions or thoughts) and keeps what was typed', async () => {
    const { screen, emulator } = await renderInApp(<PostToGroupDialog group={group} />, {
      url,
      user: 'pro',
    });
    const before = groupReflections(emulator).length;
    const dialog = await openDialog(screen);
    await dialog.getByRole('textbox', { name: 'The details (optional)' }).fill('Only the details so far.');
    await dialog.getByRole('button', { name: 'Post to the group' }).click();
    const what = dialog.getByRole('textbox', { name: 'What happened' });
    await expect.element(what).toHaveAccessibleDescription(/Write what happened, or add an emotion/);
    await expect.element(what).toHaveFocus();
    await expect
      .element(dialog.getByRole('textbox', { name: 'The details (optional)' }))
      .toHaveValue('Only the details so far.');
    expect(groupReflections(emulator)).toHaveLength(before);
  });

  it('posts what was written with the chosen emotion and its level, then closes', async () => {
    const requests: PostGroupReflectionRequest[] = [];
    const post = postFx.use.getCurrent();
    const { screen, emulator } = await renderInApp(<PostToGroupDialog group={group} />, {
      url,
      user: 'pro',
      handlers: [
        [
          postFx,
          (request: PostGroupReflectionRequest) => {
            requests.push(request);
            return post(request);
          },
        ],
      ],
    });
    const tenant = emulator.db.tenant('emotion');
    const ownBefore = emulator.db.rows(tenant, 'VegReflection').length;
    const dialog = await openDialog(screen);
    await dialog.getByRole('textbox', { name: 'What happened' }).fill('  A quiet dinner  ');
    await dialog.getByRole('button', { name: /Blue/ }).click();
    const word = dialog.getByRole('group', { name: 'Blue words' }).getByRole('button').first();
    await word.click();
    const name = (word.element().firstChild?.textContent ?? '').trim();
    await dialog
      .getByRole('radiogroup', { name: `How strong: ${name}` })
      .getByRole('radio', { name: 'High' })
      .click();
    await dialog.getByRole('textbox', { name: 'Your thoughts (optional)' }).fill('I was glad to be there.');
    await dialog.getByRole('button', { name: 'Post to the group' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Write for the group' })).not.toBeInTheDocument();

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({
      groupId: DEMO_GROUP_ID,
      title: 'A quiet dinner',
      thoughts: 'I was glad to be there.',
      emotions: [{ level: 4 }],
    });
    expect(request?.description).toBeUndefined();
    const posted = groupReflections(emulator).find((row) => row.title === 'A quiet dinner');
    expect(posted).toMatchObject({ sourceId: null, parts: ['event', 'emotions', 'thoughts'] });
    expect(emulator.db.rows(tenant, 'VegReflection')).toHaveLength(ownBefore);

    // A fresh form the next time.
    const again = await openDialog(screen);
    await expect.element(again.getByRole('textbox', { name: 'What happened' })).toHaveValue('');
  });

  it('keeps everything after a failed post and says so; closing with text asks first', async () => {
    const { screen } = await renderInApp(<PostToGroupDialog group={group} />, {
      url,
      user: 'pro',
      handlers: [[postFx, () => Promise.reject(new Error('503'))]],
    });
    const dialog = await openDialog(screen);
    await dialog.getByRole('textbox', { name: 'What happened' }).fill('Missed the bus');
    await dialog.getByRole('textbox', { name: 'Your thoughts (optional)' }).fill('It was fine in the end.');
    await dialog.getByRole('button', { name: 'Post to the group' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent(
        'Your reflection could not be posted. Everything you wrote is still here; please try again.',
      );
    await expect
      .element(dialog.getByRole('textbox', { name: 'What happened' }))
      .toHaveValue('Missed the bus');
    await expect
      .element(dialog.getByRole('textbox', { name: 'Your thoughts (optional)' }))
      .toHaveValue('It was fine in the end.');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const ask = screen.getByRole('alertdialog', { name: 'Discard what you wrote?' });
    await ask.getByRole('button', { name: 'Keep writing' }).click();
    await expect
      .element(dialog.getByRole('textbox', { name: 'What happened' }))
      .toHaveValue('Missed the bus');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await screen
      .getByRole('alertdialog', { name: 'Discard what you wrote?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect.element(screen.getByRole('dialog', { name: 'Write for the group' })).not.toBeInTheDocument();
  });
});
