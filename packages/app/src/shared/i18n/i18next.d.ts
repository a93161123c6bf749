import type appContent from '../../../public/locales/en-US/app_content.json';
import type appTerms from '../../../public/locales/en-US/app_terms.json';
import type billing from '../../../public/locales/en-US/billing.json';
import type blog from '../../../public/locales/en-US/blog.json';
import type blogEditor from '../../../public/locales/en-US/blog-editor.json';
import type chat from '../../../public/locales/en-US/chat.json';
import type groups from '../../../public/locales/en-US/groups.json';
import type insights from '../../../public/locales/en-US/insights.json';
import type docs from '../../../public/locales/en-US/docs.json';
import type landing from '../../../public/locales/en-US/landing.json';
import type legal from '../../../public/locales/en-US/legal.json';
import type onboarding from '../../../public/locales/en-US/onboarding.json';
import type reflection from '../../../public/locales/en-US/reflection.json';
import type reflectionWizard from '../../../public/locales/en-US/reflection-wizard.json';
import type site from '../../../public/locales/en-US/site.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app_terms';
    resources: {
      app_content: typeof appContent;
      app_terms: typeof appTerms;
      billing: typeof billing;
      blog: typeof blog;
      'blog-editor': typeof blogEditor;
      chat: typeof chat;
      docs: typeof docs;
      groups: typeof groups;
      insights: typeof insights;
      landing: typeof landing;
      legal: typeof legal;
      onboarding: typeof onboarding;
      reflection: typeof reflection;
      site: typeof site;
      'reflection-wizard': typeof reflectionWizard;
    };
  }
}
