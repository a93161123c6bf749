/** The FAQ's groups and their questions, in the order shown; texts live in `site` under `faq`. */
export const FAQ_GROUPS = {
  general: ['what', 'who', 'therapy'],
  privacy: ['stored', 'encryption', 'forgotten', 'ads', 'delete'],
  ai: ['aiReads', 'aiTraining'],
  billing: ['price', 'cancel', 'team'],
  using: ['devices', 'languages'],
} as const;

export type FaqGroup = keyof typeof FAQ_GROUPS;
