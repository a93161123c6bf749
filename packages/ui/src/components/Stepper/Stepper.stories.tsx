import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stepper } from './Stepper.tsx';

const steps = ['Situation', 'Feelings', 'Thoughts', 'Body', 'Summary'];

const meta = {
  title: 'Primitives/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Progress through a multi-step flow (the reflection wizard). The current step has ' +
          '`aria-current="step"`; each step reads its state. With `onStepSelect`, completed steps become ' +
          'buttons to go back. On small screens the labels hide and the "Step 2 of 5" summary remains.',
      },
    },
  },
  args: { steps, current: 1 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SecondStep: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Progress' });
    await expect(nav).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Situation, completed');
    await expect(canvas.getByText('Step 2 of 5: Feelings')).toBeVisible();
  },
};

function Wizard() {
  const [current, setCurrent] = useState(2);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Stepper steps={steps} current={current} onStepSelect={setCurrent} />
      <Button
        onClick={() => {
          setCurrent((step) => Math.min(step + 1, steps.length - 1));
        }}
      >
        Next
      </Button>
    </div>
  );
}

export const GoBackToACompletedStep: Story = {
  render: () => <Wizard />,
  play: async ({ canvas }) => {
    // Only completed steps are buttons: Situation and Feelings.
    await expect(canvas.getAllByRole('button', { name: /completed/ })).toHaveLength(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Situation, completed' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Step 2 of 5: Feelings')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Step 3 of 5: Thoughts')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBeLessThan(768);
    // Small screens keep the summary and drop the per-step names.
    await expect(canvas.getByText('Step 2 of 5: Feelings')).toBeVisible();
    await expect(canvas.getByText('Thoughts', { exact: true })).not.toBeVisible();
  },
};
export const Dark: Story = { args: { current: 3 }, globals: { theme: 'dark' } };
