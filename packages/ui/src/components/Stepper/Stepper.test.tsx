import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Stepper } from './Stepper.tsx';

describe('Stepper', () => {
  it('offers only completed steps as buttons and reports the chosen one', async () => {
    const onStepSelect = vi.fn();
    const screen = await render(
      <Stepper steps={['One', 'Two', 'Three']} current={1} onStepSelect={onStepSelect} />,
    );
    await expect.element(screen.getByRole('button', { name: 'One, completed' })).toBeVisible();
    expect(screen.getByRole('button').elements()).toHaveLength(1);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onStepSelect).toHaveBeenCalledWith(0);
  });

  it('clamps an out-of-range current step', async () => {
    const screen = await render(<Stepper steps={['One', 'Two']} current={7} />);
    await expect.element(screen.getByText('Step 2 of 2: Two')).toBeVisible();
  });

  it('hides step names on small screens but keeps the summary', async () => {
    const { page } = await import('vitest/browser');
    await page.viewport(400, 800);
    const screen = await render(<Stepper steps={['One', 'Two']} current={0} />);
    await expect.element(screen.getByText('Step 1 of 2: One')).toBeVisible();
    const visibleName = screen.getByText('Two', { exact: true });
    await expect.element(visibleName).not.toBeVisible();
    await page.viewport(1280, 800);
  });
});
