import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as styles from './app-page.css.ts';

export interface HistoryLimitNoticeProps {
  /** What the free history window hides (or that there is one). */
  message: ReactNode;
  upgradeLabel: ReactNode;
  /** The (localized) subscriptions page. */
  upgradePath: string;
}

/** A free account's history window on a list page: what it hides, and a link to upgrade. */
export function HistoryLimitNotice({ message, upgradeLabel, upgradePath }: HistoryLimitNoticeProps) {
  return (
    <p className={styles.notice}>
      <span>{message}</span>
      <Link to={upgradePath} className={styles.link}>
        {upgradeLabel}
      </Link>
    </p>
  );
}
