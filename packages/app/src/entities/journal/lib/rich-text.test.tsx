import { describe, expect, it } from 'vitest';
import { plainParagraphs, plainToRichText, richTextToParagraphs, richTextToPlain } from './rich-text.ts';

describe('journal rich text', () => {
  it("reads the platform's paragraphs as plain text", () => {
    expect(richTextToParagraphs('<p>Woke up early.</p><p>Felt <b>calm</b> &amp; rested.</p>')).toEqual([
      'Woke up early.',
      'Felt calm & rested.',
    ]);
  });

  it('writes the editor text back as escaped paragraphs, and reads it back unchanged', () => {
    const text = 'First <script>alert(1)</script> line\nsame paragraph\n\nSecond & "quoted"';
    const html = plainToRichText(text);
    expect(html).not.toContain('<script>');
    expect(html).toBe(
      '<p>First &lt;script&gt;alert(1)&lt;/script&gt; line<br>same paragraph</p><p>Second &amp; &quot;quoted&quot;</p>',
    );
    expect(richTextToPlain(html)).toBe(text);
  });

  it('never runs what it parses', () => {
    const before = document.querySelectorAll('img').length;
    (window as unknown as { pwned?: boolean }).pwned = false;
    richTextToParagraphs('<p>x<img src="x" onerror="window.pwned = true"></p>');
    expect((window as unknown as { pwned?: boolean }).pwned).toBe(false);
    expect(document.querySelectorAll('img').length).toBe(before);
  });

  it('passes plain text through, split on blank lines', () => {
    expect(richTextToParagraphs('one\n\n  two  \n\n\n')).toEqual(['one', 'two']);
  });

  it('shows text that looks like markup as the author typed it, once stored and read back', () => {
    const typed = 'I wrote <b>bold</b> and <script>x</script> on purpose\n\nSecond';
    const shown = plainParagraphs(richTextToPlain(plainToRichText(typed)));
    expect(shown).toEqual(['I wrote <b>bold</b> and <script>x</script> on purpose', 'Second']);
  });
});
