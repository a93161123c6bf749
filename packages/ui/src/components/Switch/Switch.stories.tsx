import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An on/off setting that applies at once (notifications, dark mode). For choices submitted with a form, ' +
          'prefer a Checkbox. Space or Enter toggles.',
      },
    },
  },
  args: { label: 'Daily reminder', hint: 'A gentle nudge at 8 pm.', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Daily reminder' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const OnDark: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } };
