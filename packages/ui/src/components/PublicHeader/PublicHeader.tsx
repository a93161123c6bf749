import { useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/index.ts';
import { Sheet } from '../Sheet/index.ts';
import * as styles from './PublicHeader.css.ts';
import { HEADER_SCROLL_THRESHOLD, useScrolledPast } from './useScrolledPast.ts';
import { MenuIcon } from '../private/icons.tsx';

export interface PublicHeaderProps {
  /** The logo link. */
  brand: ReactNode;
  /** The navigation links (about, product, blog, ...). Shown inline on wide screens, in the menu on phones. */
  children?: ReactNode;
  /** Language switcher, Login/Register or Dashboard: also moved into the menu on phones. */
  actions?: ReactNode;
  /** Forces the solid look (e.g. on pages without a hero); otherwise it follows the scroll position. */
  solid?: boolean;
  threshold?: number;
  navLabel?: string;
  menuLabel?: string;
  closeMenuLabel?: string;
}

/**
 * The public pages' fixed header: transparent over the hero, solid once the page scrolls past
 * `threshold` (50 px). Below 768 px its links and actions move into a menu sheet.
 */
export function PublicHeader({
  brand,
  children,
  actions,
  solid = false,
  threshold = HEADER_SCROLL_THRESHOLD,
  navLabel = 'Main',
  menuLabel = 'Menu',
  closeMenuLabel = 'Close menu',
}: PublicHeaderProps) {
  const scrolled = useScrolledPast(threshold);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className={styles.header} data-scrolled={solid || scrolled}>
      <div className={styles.inner}>
        <div className={styles.brand}>{brand}</div>
        <nav className={styles.nav} aria-label={navLabel}>
          {children}
        </nav>
        <div className={styles.actions}>{actions}</div>
        <Sheet
          open={menuOpen}
          onOpenChange={setMenuOpen}
          side="right"
          title={menuLabel}
          closeLabel={closeMenuLabel}
          trigger={<IconButton className={styles.menuButton} label={menuLabel} icon={<MenuIcon />} />}
        >
          {/* Choosing a link closes the menu; the click still reaches the link. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation only: the links inside are the interactive elements and Enter on a link fires click */}
          <div
            className={styles.mobileNav}
            onClick={(event) => {
              if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
            }}
          >
            <nav className={styles.mobileNav} aria-label={navLabel}>
              {children}
            </nav>
            {actions}
          </div>
        </Sheet>
      </div>
    </header>
  );
}
