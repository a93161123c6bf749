export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

/** schema.org FAQPage data for search engines (https://schema.org/FAQPage), in the page's language. */
export function faqPageJsonLd(items: readonly QuestionAndAnswer[], language: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
  // Inside <script>, "</" could close the element early: escape "<" (JSON allows \u003c anywhere).
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
