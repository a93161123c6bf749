export * as formStyles from './form.css.ts';
export { Icon, type IconName } from './icons.tsx';
export { BrandMark } from './brand-mark.tsx';
export { FeatureIcon, PRODUCT_FEATURES, type ProductFeature } from './feature-icon.tsx';
export * as pageStyles from './page.css.ts';
export { PageIntro, type PageIntroProps } from './page-intro.tsx';
export { PageSection, type PageSectionProps } from './page-section.tsx';
export { NotFoundMessage } from './not-found-message.tsx';
export { HistoryLimitNotice, type HistoryLimitNoticeProps } from './history-limit-notice.tsx';
