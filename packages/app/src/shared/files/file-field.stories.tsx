import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileField } from './file-field.tsx';

const meta = {
  title: 'App/Shared/FileField',
  component: FileField,
  args: { label: 'Choose a CSV file', accept: '.csv,text/csv', onFile: fn() },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen file is handed on, and the input is cleared so that the same file can be chosen again. */
export const ChoosesAFile: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Choose a CSV file');
    const file = new File(['a,b'], 'data.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
    await expect(input.files).toHaveLength(0);
  },
};

/** The last file's problem describes the input and is announced. */
export const WithAProblem: Story = {
  args: { problem: 'Line 3, column "mood": "superb" is not a mood.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Line 3');
    await expect(canvas.getByLabelText('Choose a CSV file')).toHaveAccessibleDescription(/Line 3/);
  },
};

export const Disabled: Story = { args: { disabled: true } };
