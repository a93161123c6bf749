import { describe, expect, it } from 'vitest';
import { faqPageJsonLd } from './structured-data.ts';

describe('faqPageJsonLd', () => {
  it('lists every question with its accepted answer', () => {
    const json = JSON.parse(
      faqPageJsonLd([{ question: 'Is it free?', answer: 'The free plan costs 0 USD.' }], 'en-US'),
    ) as Record<string, unknown>;
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en-US',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is it free?',
          acceptedAnswer: { '@type': 'Answer', text: 'The free plan costs 0 USD.' },
        },
      ],
    });
  });

  it('cannot close its script element early', () => {
    const text = faqPageJsonLd([{ question: '</script><script>alert(1)</script>', answer: 'a' }], 'en-US');
    expect(text).not.toContain('</');
    expect((JSON.parse(text) as { mainEntity: { name: string }[] }).mainEntity[0]?.name).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});
