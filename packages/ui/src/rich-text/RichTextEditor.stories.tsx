import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';

const article =
  '<h2>Why naming a feeling helps</h2>' +
  '<p>Putting a feeling into words – <em>affect labelling</em> – calms the body’s alarm. ' +
  'Try it with <strong>one word</strong> first, then read <a href="/blog/mood-meter">how the Mood Meter works</a>.</p>' +
  '<h3>Three steps</h3>' +
  '<ol><li>Pause and breathe.</li><li>Notice where you feel it.</li><li>Name it: <code>calm</code>, <code>tense</code>, …</li></ol>' +
  '<blockquote>What we can name, we can tame.</blockquote>' +
  '<ul><li>Morning check-in</li><li>Evening reflection</li></ul>' +
  '<pre><code>mood = "curious"\nenergy = "high"</code></pre>';

/** The editor with its value in state, as an app holds it, and the HTML it reports under it. */
function ControlledEditor({ value: initial, onChange, ...props }: RichTextEditorProps) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 720 }}>
      <RichTextEditor
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <figure style={{ margin: 0, fontSize: 12 }}>
        <figcaption style={{ fontWeight: 600 }}>HTML</figcaption>
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</pre>
      </figure>
    </div>
  );
}

const meta = {
  title: 'Rich text/RichTextEditor',
  component: RichTextEditor,
  tags: ['autodocs'],
  parameters: {
    docs: {
      // The link dialog is an overlay: each story gets its own frame.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          'A rich-text editor for blog articles, on Lexical, from its own entry: ' +
          "`import { RichTextEditor } from '@emotion-guru/ui/rich-text'` (load it lazily). Controlled: " +
          '`value` is HTML of a fixed allow-list (h2, h3, p, ul, ol, li, a[href], img[src][alt], strong, em, ' +
          'blockquote, code, pre, br) and `onChange` reports the new HTML. The toolbar is one tab stop (arrow ' +
          'keys, Home and End move inside it); toggles show `aria-pressed`; Ctrl/Cmd+B, I, K (link), Z and ' +
          'Shift+Z work in the text. Links accept http(s), mailto and relative addresses only; pasted HTML is ' +
          'reduced to the allow-list. `onImageRequest` lets the app upload an image and return it; without ' +
          'it there is no image button. Every text is a prop (`labels`) with English defaults.',
      },
    },
  },
  render: (args) => <ControlledEditor {...args} />,
  args: {
    label: 'Article',
    description: 'Headings, lists, quotes, code and links. Readers see it as you write it.',
    value: '',
    onChange: fn(),
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const editable = canvas.getByRole('textbox', { name: 'Article' });
    await userEvent.click(editable);
    await userEvent.keyboard('A calm start');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>A calm start</p>'));
    await userEvent.click(canvas.getByRole('button', { name: 'Heading 2' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<h2>A calm start</h2>'));
    await expect(canvas.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const WithContent: Story = { args: { value: article } };

export const WithError: Story = {
  args: { value: '<p>Too short.</p>', error: 'Write at least 300 characters.' },
  play: async ({ canvas }) => {
    const editable = canvas.getByRole('textbox', { name: 'Article' });
    await expect(editable).toHaveAttribute('aria-invalid', 'true');
    await expect(editable).toHaveAccessibleDescription(
      'Headings, lists, quotes, code and links. Readers see it as you write it. Write at least 300 characters.',
    );
  },
};

export const Disabled: Story = {
  args: { value: article, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Article' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
  },
};

export const WithImageRequest: Story = {
  args: {
    onImageRequest: fn(() => Promise.resolve({ src: '/favicon.svg', alt: 'The Emotion Guru logo' })),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Article' }));
    await userEvent.keyboard('Our new logo: ');
    await userEvent.click(canvas.getByRole('button', { name: 'Image' }));
    await expect(args.onImageRequest).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p>Our new logo: <img src="/favicon.svg" alt="The Emotion Guru logo"></p>',
      ),
    );
  },
};

/** The link dialog refusing a `javascript:` address. */
export const LinkDialog: Story = {
  args: { value: '<p>Read the guide.</p>' },
  parameters: { visual: { play: true } },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Article' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const dialog = await page.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.keyboard('javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    await expect(address).toBeInvalid();
    await expect(within(dialog).getByText(/Enter a web address/)).toBeVisible();
  },
};

export const Turkish: Story = {
  args: {
    label: 'Makale',
    description: 'Başlıklar, listeler, alıntılar, kod ve bağlantılar.',
    value: '<p>Merhaba.</p>',
    onImageRequest: fn(() => Promise.resolve(null)),
    labels: {
      toolbar: 'Biçimlendirme',
      bold: 'Kalın',
      italic: 'İtalik',
      heading2: 'Başlık 2',
      heading3: 'Başlık 3',
      paragraph: 'Paragraf',
      bulletList: 'Madde işaretli liste',
      numberedList: 'Numaralı liste',
      quote: 'Alıntı',
      codeBlock: 'Kod bloğu',
      link: 'Bağlantı',
      removeLink: 'Bağlantıyı kaldır',
      image: 'Görsel',
      undo: 'Geri al',
      redo: 'Yinele',
      linkDialogTitle: 'Bağlantı',
      linkUrl: 'Adres',
      linkUrlHint: 'Bir web adresi (https://…), e-posta bağlantısı (mailto:…) veya bu sitede bir yol (/…).',
      linkInvalid: 'Bir web adresi, e-posta bağlantısı (mailto:) veya bu sitede bir yol girin.',
      linkSave: 'Bağlantıyı kaydet',
      linkCancel: 'Vazgeç',
      dialogClose: 'Kapat',
    },
  },
};

/** At 375 px the toolbar wraps onto a second row; nothing widens the page. */
export const Mobile: Story = {
  args: { value: article, onImageRequest: fn(() => Promise.resolve(null)) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
