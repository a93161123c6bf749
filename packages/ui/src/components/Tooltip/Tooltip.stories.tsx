import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon } from '../private/icons.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: {
    docs: {
      // Open overlays would cover the docs page and trap its focus: each story gets its own frame.
      story: { inline: false, iframeHeight: 200 },
      description: {
        component:
          'A short hint for a focusable element (Radix Tooltip): shows after 700 ms of hover, at once on keyboard ' +
          'focus, hides on Escape. Never put essential information or interactive content in a tooltip; the ' +
          "trigger must have its own accessible name (IconButton's `label`).",
      },
    },
  },
  args: {
    content: 'Dismiss',
    children: <IconButton label="Dismiss" icon={<CloseIcon />} variant="secondary" />,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await waitFor(() => expect(page.getByRole('tooltip')).toHaveTextContent('Dismiss'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { defaultOpen: true, side: 'bottom' } };
export const OpenDark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
