import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionLoading } from './SectionLoading.tsx';

const meta = {
  title: 'App/Pages/Report/SectionLoading',
  component: SectionLoading,
  args: { label: 'Loading the report…', height: '6rem' },
} satisfies Meta<typeof SectionLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wait said in words, in a status region, over a placeholder of the section's size. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the report…');
  },
};
