import axe from 'axe-core';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../components/Button/Button.tsx';
import { ThemeProvider, type ThemeName } from '../themes/index.ts';
import '../global.css.ts';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';

type HarnessProps = Partial<RichTextEditorProps> & { initial?: string };

/** The editor as an app holds it: the value in state, set from onChange. */
function Controlled({ initial = '', onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Article"
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
      <Button
        variant="secondary"
        onClick={() => {
          setValue('<h2>Restored draft</h2><p>From <em>yesterday</em>.</p>');
        }}
      >
        Restore draft
      </Button>
    </>
  );
}

async function renderEditor(props: HarnessProps = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const screen = await render(<Controlled onChange={onChange} {...props} />);
  const editable = screen.getByRole('textbox', { name: 'Article' });
  const lastHtml = () => onChange.mock.lastCall?.[0];
  return { screen, editable, onChange, lastHtml };
}

/** Types into a fresh editor and selects all of it. */
async function typeAndSelect(editable: { click: () => Promise<void> }, text: string) {
  await editable.click();
  await userEvent.keyboard(text);
  await userEvent.keyboard('{Control>}a{/Control}');
}

/** Lets entry animations finish, so that axe measures contrast on the final colours. */
async function animationsDone() {
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
      .map((animation) => animation.finished.catch(() => undefined)),
  );
}

function paste(target: Element, html: string, text = '') {
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

describe('RichTextEditor', () => {
  it('is a labelled, multi-line textbox described by its description and error', async () => {
    const screen = await render(
      <RichTextEditor
        label="Article"
        description="What readers see under the title."
        error="Write at least one paragraph."
        value=""
        onChange={() => undefined}
      />,
    );
    const editable = screen.getByRole('textbox', { name: 'Article' });
    await expect.element(editable).toHaveAttribute('aria-multiline', 'true');
    await expect.element(editable).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(editable)
      .toHaveAccessibleDescription('What readers see under the title. Write at least one paragraph.');
    await expect.element(screen.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expect.element(screen.getByRole('group', { name: 'Article' })).toBeVisible();
  });

  it('works under StrictMode (effects and refs run twice)', async () => {
    const onChange = vi.fn<(html: string) => void>();
    const screen = await render(
      <StrictMode>
        <Controlled initial="<p>Draft</p>" onChange={onChange} />
      </StrictMode>,
    );
    const editable = screen.getByRole('textbox', { name: 'Article' });
    await expect.element(editable.getByText('Draft')).toBeVisible();
    await editable.click();
    await userEvent.keyboard('{Control>}{End}{/Control}!');
    await expect.poll(() => onChange.mock.lastCall?.[0]).toBe('<p>Draft!</p>');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect.poll(() => onChange.mock.lastCall?.[0]).toBe('<p>Draft</p>');
    expect(editable.element().querySelectorAll('p')).toHaveLength(1);
  });

  it('reports typed text as a paragraph', async () => {
    const { editable, lastHtml } = await renderEditor();
    await editable.click();
    await userEvent.keyboard('Hello world');
    await expect.poll(lastHtml).toBe('<p>Hello world</p>');
    await userEvent.keyboard('{Enter}Second');
    await expect.poll(lastHtml).toBe('<p>Hello world</p><p>Second</p>');
  });

  it('gives back the HTML it was given, when it is in its own form', async () => {
    const canonical =
      '<h2>Title</h2><p>Morning <img src="/media/sun.png" alt="Sun"> after <strong>bold </strong>' +
      '<strong><em>both</em></strong> <a href="mailto:team@example.com">mail</a><br>next line</p>' +
      '<h3>Sub</h3><ul><li>a<ul><li>nested</li></ul></li><li>b</li></ul><ol><li>one</li></ol>' +
      '<blockquote>Quote <code>x</code></blockquote><pre><code>line 1\n  line 2 &lt;tag&gt;</code></pre>';
    const { editable, lastHtml } = await renderEditor({ initial: `${canonical}<p>End</p>` });
    await expect.element(editable.getByText('End')).toBeVisible();
    // One code block, not a code block in a code block.
    expect(editable.element().querySelectorAll('code code')).toHaveLength(0);
    await editable.click();
    await userEvent.keyboard('{Control>}{End}{/Control}!');
    await expect.poll(lastHtml).toBe(`${canonical}<p>End!</p>`);
  });

  it('makes the selection bold from the toolbar and from Ctrl+B, with aria-pressed following', async () => {
    const { screen, editable, lastHtml } = await renderEditor();
    const bold = screen.getByRole('button', { name: 'Bold' });
    await typeAndSelect(editable, 'Calm');
    await expect.element(bold).toHaveAttribute('aria-pressed', 'false');
    await bold.click();
    await expect.poll(lastHtml).toBe('<p><strong>Calm</strong></p>');
    await expect.element(bold).toHaveAttribute('aria-pressed', 'true');
    // The click left the focus (and the selection) in the editor.
    await expect.element(editable).toHaveFocus();
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect.poll(lastHtml).toBe('<p>Calm</p>');
    await expect.element(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Control>}i{/Control}');
    await expect.poll(lastHtml).toBe('<p><em>Calm</em></p>');
    await expect
      .element(screen.getByRole('button', { name: 'Italic' }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses formats outside the allow-list (Ctrl+U)', async () => {
    const { editable, lastHtml } = await renderEditor();
    await typeAndSelect(editable, 'Plain');
    await userEvent.keyboard('{Control>}u{/Control}');
    await userEvent.keyboard('{ArrowRight}!');
    await expect.poll(lastHtml).toBe('<p>Plain!</p>');
    expect(editable.element().querySelector('u, [style*="underline"]')).toBeNull();
  });

  it('turns blocks into headings, lists, quotes and code, each button pressed while it applies', async () => {
    const { screen, editable, lastHtml } = await renderEditor();
    const paragraph = screen.getByRole('button', { name: 'Paragraph' });
    const heading2 = screen.getByRole('button', { name: 'Heading 2' });
    const heading3 = screen.getByRole('button', { name: 'Heading 3' });
    const bullets = screen.getByRole('button', { name: 'Bulleted list' });
    const numbers = screen.getByRole('button', { name: 'Numbered list' });
    await editable.click();
    await userEvent.keyboard('Breathing');
    await expect.element(paragraph).toHaveAttribute('aria-pressed', 'true');

    await heading2.click();
    await expect.poll(lastHtml).toBe('<h2>Breathing</h2>');
    await expect.element(heading2).toHaveAttribute('aria-pressed', 'true');
    await expect.element(paragraph).toHaveAttribute('aria-pressed', 'false');
    await heading3.click();
    await expect.poll(lastHtml).toBe('<h3>Breathing</h3>');
    await heading3.click();
    await expect.poll(lastHtml).toBe('<p>Breathing</p>');

    await bullets.click();
    await expect.poll(lastHtml).toBe('<ul><li>Breathing</li></ul>');
    await expect.element(bullets).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}Walking');
    await expect.poll(lastHtml).toBe('<ul><li>Breathing</li><li>Walking</li></ul>');
    await numbers.click();
    await expect.poll(lastHtml).toBe('<ol><li>Breathing</li><li>Walking</li></ol>');
    await expect.element(numbers).toHaveAttribute('aria-pressed', 'true');
    await expect.element(bullets).toHaveAttribute('aria-pressed', 'false');
    await numbers.click();
    await expect.poll(lastHtml).toBe('<p>Breathing</p><p>Walking</p>');

    await screen.getByRole('button', { name: 'Quote' }).click();
    await expect.poll(lastHtml).toBe('<p>Breathing</p><blockquote>Walking</blockquote>');
    await screen.getByRole('button', { name: 'Code block' }).click();
    await expect.poll(lastHtml).toBe('<p>Breathing</p><pre><code>Walking</code></pre>');
    await expect
      .element(screen.getByRole('button', { name: 'Code block' }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  it('is one tab stop whose buttons the arrow keys, Home and End move between', async () => {
    const { screen, editable } = await renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = toolbar.getByRole('button').all();
    const first = buttons[0];
    const last = buttons.at(-1);
    if (!first || !last) throw new Error('the toolbar has no buttons');
    await expect.element(first).toHaveAccessibleName('Paragraph');
    await expect.element(last).toHaveAccessibleName('Redo');

    await userEvent.tab();
    await expect.element(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('button', { name: 'Heading 2' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('button', { name: 'Heading 3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('button', { name: 'Heading 2' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(last).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(first).toHaveFocus();
    // Only the current button is in the tab order: Tab goes on to the editor, Shift+Tab comes back.
    expect(buttons.filter((button) => button.element().getAttribute('tabindex') === '0')).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await expect.element(editable).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(screen.getByRole('button', { name: 'Heading 2' })).toHaveFocus();
  });

  it('formats from the keyboard alone: Shift+Tab to the toolbar, arrows, Enter, and back in the text', async () => {
    const { screen, editable, lastHtml } = await renderEditor();
    await typeAndSelect(editable, 'Calm');
    await userEvent.tab({ shift: true });
    await expect.element(screen.getByRole('button', { name: 'Paragraph' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    const bold = screen.getByRole('button', { name: 'Bold' });
    await expect.element(bold).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(lastHtml).toBe('<p><strong>Calm</strong></p>');
    await expect.element(bold).toHaveAttribute('aria-pressed', 'true');
    // The focus is back in the text, the selection kept; the toolbar remembers its button.
    await expect.element(editable).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('button', { name: 'Heading 3' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.poll(lastHtml).toBe('<h3><strong>Calm</strong></h3>');
    await expect.element(editable).toHaveFocus();
    await userEvent.keyboard('{ArrowRight} down');
    await expect.poll(lastHtml).toBe('<h3><strong>Calm down</strong></h3>');
    // Undo from the toolbar, too (how far back depends on how fast the changes came: quick ones merge).
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await expect.poll(lastHtml).not.toContain('down');
  });

  it('names each button with a tooltip that shows its shortcut', async () => {
    const { screen } = await renderEditor();
    await userEvent.tab();
    // One key at a time: Radix moves the focus a tick after each key.
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    const bold = screen.getByRole('button', { name: 'Bold' });
    await expect.element(bold).toHaveFocus();
    await expect.element(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    await expect.element(screen.getByRole('tooltip')).toHaveTextContent('Bold (Ctrl+B)');
  });

  it('adds a link through the dialog, refusing a javascript: address', async () => {
    const { screen, editable, lastHtml, onChange } = await renderEditor();
    await typeAndSelect(editable, 'Read more');
    await screen.getByRole('button', { name: 'Link', exact: true }).click();
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    await expect.element(dialog).toBeVisible();
    const address = dialog.getByRole('textbox', { name: 'Address' });
    await expect.element(address).toHaveFocus();

    await userEvent.keyboard('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save link' }).click();
    await expect.element(address).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(dialog.getByText('Enter a web address, an email link (mailto:) or a path on this site.'))
      .toBeVisible();
    expect(onChange.mock.calls.some(([html]) => html.includes('javascript'))).toBe(false);

    await address.fill('https://example.com/calm');
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(lastHtml).toBe('<p><a href="https://example.com/calm">Read more</a></p>');
    await expect.element(editable).toHaveFocus();
    await expect
      .element(screen.getByRole('button', { name: 'Remove link' }))
      .not.toHaveAttribute('aria-disabled');

    await userEvent.keyboard('{ArrowLeft}');
    await screen.getByRole('button', { name: 'Remove link' }).click();
    await expect.poll(lastHtml).toBe('<p>Read more</p>');
  });

  it("keeps the link dialog's submit from the form around the editor", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    const onChange = vi.fn<(html: string) => void>();
    const screen = await render(
      <form onSubmit={onSubmit} aria-label="Article form">
        <Controlled initial="<p>Guide</p>" onChange={onChange} />
      </form>,
    );
    const editable = screen.getByRole('textbox', { name: 'Article' });
    await editable.click();
    await userEvent.keyboard('{Control>}a{/Control}{Control>}k{/Control}');
    await screen
      .getByRole('dialog', { name: 'Link' })
      .getByRole('textbox', { name: 'Address' })
      .fill('/guide');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onChange.mock.lastCall?.[0]).toBe('<p><a href="/guide">Guide</a></p>');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens the link dialog with Ctrl+K, prefilled at an existing link, and completes bare hosts', async () => {
    const { screen, editable, lastHtml } = await renderEditor({
      initial: '<p>See <a href="/blog/calm">the guide</a>.</p>',
    });
    await editable.click();
    await userEvent.keyboard(
      '{Control>}{Home}{/Control}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}',
    );
    await expect
      .element(screen.getByRole('button', { name: 'Remove link' }))
      .not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Control>}k{/Control}');
    const address = screen.getByRole('dialog', { name: 'Link' }).getByRole('textbox', { name: 'Address' });
    await expect.element(address).toHaveValue('/blog/calm');
    await address.fill('example.org/calm');
    await userEvent.keyboard('{Enter}');
    await expect.poll(lastHtml).toBe('<p>See <a href="https://example.org/calm">the guide</a>.</p>');
  });

  it('reduces pasted HTML to the allow-list', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { editable, lastHtml } = await renderEditor();
    await editable.click();
    paste(
      editable.element(),
      '<meta charset="utf-8"><style>p { color: red }</style>' +
        '<p style="color:red" class="lead" id="x" onclick="alert(1)">Hi <b>bold</b> and <i>soft</i>' +
        '<script>alert(1)</script><img src="/media/cat.png" onerror="alert(1)" alt="A cat" width="10" class="c"></p>' +
        '<h1 style="font-size:40px">Title</h1><h4>Small</h4><div><span style="font-weight:700">Loud</span></div>' +
        '<p><a href="javascript:alert(1)" target="_blank">bad</a> <a href="https://example.com" rel="x" onclick="y">good</a></p>' +
        '<img src="javascript:alert(1)" alt="no"><iframe src="https://example.com"></iframe>' +
        '<table><tr><td>Cell</td></tr></table><pre>line 1\nline 2</pre>',
    );
    await expect
      .poll(lastHtml)
      .toBe(
        '<p>Hi <strong>bold</strong> and <em>soft</em><img src="/media/cat.png" alt="A cat"></p>' +
          '<h2>Title</h2><h3>Small</h3><p><strong>Loud</strong></p>' +
          '<p>bad <a href="https://example.com">good</a></p><p>Cell</p><pre><code>line 1\nline 2</code></pre>',
      );
    expect(alert).not.toHaveBeenCalled();
    const html = editable.element().innerHTML;
    expect(html).not.toMatch(/onerror|onclick|javascript:|<script|<iframe|class="lead"|color: ?red/);
    alert.mockRestore();
  });

  it('reduces HTML dropped from elsewhere to the allow-list too', async () => {
    const { editable, lastHtml } = await renderEditor({ initial: '<p>Hello world</p>' });
    const text = editable.element().querySelector('[data-lexical-text]');
    if (!text) throw new Error('no text');
    const { right, top } = text.getBoundingClientRect();
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<span style="color:red" onclick="x()">, and <b>more</b><script>1</script></span>',
    );
    data.setData('text/plain', ', and more');
    editable.element().dispatchEvent(
      new DragEvent('drop', {
        dataTransfer: data,
        bubbles: true,
        cancelable: true,
        clientX: right - 1,
        clientY: top + 4,
      }),
    );
    await expect.poll(lastHtml).toBe('<p>Hello world, and <strong>more</strong></p>');
  });

  it('keeps Google Docs text unbolded (its paste is wrapped in <b style="font-weight:normal">)', async () => {
    const { editable, lastHtml } = await renderEditor();
    await editable.click();
    paste(
      editable.element(),
      '<b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:400">Calm ' +
        '</span><span style="font-weight:700">now</span></p></b>',
    );
    await expect.poll(lastHtml).toBe('<p>Calm <strong>now</strong></p>');
  });

  it('shows a new value from outside without reporting it, and keeps the undo history across its own echoes', async () => {
    const { screen, editable, onChange, lastHtml } = await renderEditor({ initial: '<p>First</p>' });
    await expect.element(editable).toHaveTextContent('First');
    await editable.click();
    await userEvent.keyboard('{Control>}{End}{/Control} draft');
    await expect.poll(lastHtml).toBe('<p>First draft</p>');
    // Each keystroke came back as `value`; undo still steps back through them.
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect.poll(lastHtml).toBe('<p>First</p>');
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect.poll(lastHtml).toBe('<p>First draft</p>');

    const calls = onChange.mock.calls.length;
    await screen.getByRole('button', { name: 'Restore draft' }).click();
    await expect.element(editable.getByRole('heading', { name: 'Restored draft', level: 2 })).toBeVisible();
    await expect.element(editable).toHaveTextContent('Restored draftFrom yesterday.');
    expect(editable.element().querySelector('em')?.textContent).toBe('yesterday');
    expect(onChange.mock.calls.length).toBe(calls);
    // Undo does not bring the other document back.
    await expect
      .element(screen.getByRole('button', { name: 'Undo' }))
      .toHaveAttribute('aria-disabled', 'true');
  });

  it('inserts the image the app returns from onImageRequest', async () => {
    const onImageRequest = vi.fn(() =>
      Promise.resolve({ src: '/media/sunrise.jpg', alt: 'A sunrise over the sea' }),
    );
    const { screen, editable, lastHtml } = await renderEditor({ onImageRequest });
    await editable.click();
    await userEvent.keyboard('Morning ');
    await screen.getByRole('button', { name: 'Image' }).click();
    expect(onImageRequest).toHaveBeenCalledOnce();
    await expect
      .poll(lastHtml)
      .toBe('<p>Morning <img src="/media/sunrise.jpg" alt="A sunrise over the sea"></p>');
    await expect.element(editable.getByRole('img', { name: 'A sunrise over the sea' })).toBeInTheDocument();
  });

  it('inserts nothing when the request is cancelled or the image address is not allowed', async () => {
    const results = [null, { src: 'javascript:alert(1)', alt: 'x' }];
    const onImageRequest = vi.fn(() => Promise.resolve(results.shift() ?? null));
    const { screen, editable, lastHtml } = await renderEditor({ onImageRequest });
    await editable.click();
    await userEvent.keyboard('Text');
    await screen.getByRole('button', { name: 'Image' }).click();
    await screen.getByRole('button', { name: 'Image' }).click();
    await expect.poll(() => onImageRequest.mock.calls.length).toBe(2);
    await expect.poll(lastHtml).toBe('<p>Text</p>');
  });

  it('has no image button without onImageRequest', async () => {
    const { screen } = await renderEditor();
    await expect.element(screen.getByRole('button', { name: 'Image' })).not.toBeInTheDocument();
  });

  it('is read-only and out of the tab order when disabled', async () => {
    const screen = await render(
      <RichTextEditor label="Article" value="<p>Published</p>" onChange={() => undefined} disabled />,
    );
    const editable = screen.getByRole('textbox', { name: 'Article' });
    await expect.element(editable).toHaveAttribute('contenteditable', 'false');
    await expect.element(editable).toHaveAttribute('aria-disabled', 'true');
    await expect.element(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });

  it('takes its texts from labels', async () => {
    const screen = await render(
      <RichTextEditor
        label="Makale"
        value=""
        onChange={() => undefined}
        onImageRequest={() => Promise.resolve(null)}
        labels={{ toolbar: 'Biçimlendirme', bold: 'Kalın', image: 'Görsel' }}
      />,
    );
    await expect.element(screen.getByRole('toolbar', { name: 'Biçimlendirme' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Kalın' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Görsel' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Italic' })).toBeVisible();
  });

  it.each<ThemeName>(['light', 'dark'])('has no axe violations in the %s theme', async (theme) => {
    await page.viewport(360, 740);
    const screen = await render(
      <ThemeProvider theme={theme}>
        <RichTextEditor
          label="Article"
          description="What readers see."
          error="Too short."
          value='<h2>Title</h2><p>Some <strong>bold</strong>, <em>soft</em> and <code>code</code> with <a href="/x">a link</a>.</p><ul><li>One</li></ul><blockquote>Quote</blockquote><pre><code>x = 1</code></pre>'
          onChange={() => undefined}
          onImageRequest={() => Promise.resolve(null)}
        />
      </ThemeProvider>,
    );
    const rules = {
      runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    };
    expect((await axe.run(document.body, rules)).violations).toEqual([]);
    // At 360 px the toolbar wraps instead of widening the page.
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await screen.getByRole('button', { name: 'Link', exact: true }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Link' })).toBeVisible();
    await animationsDone();
    expect((await axe.run(document.body, rules)).violations).toEqual([]);
  });
});
