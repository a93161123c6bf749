import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { Avatar } from '../Avatar/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { defaultRenderLink, type LinkRenderer } from '../NotFound/link.tsx';
import { Sheet } from '../Sheet/index.ts';
import { Tooltip } from '../Tooltip/index.ts';
import * as styles from './Sidebar.css.ts';
import {
  documentCookieReader,
  documentCookieWriter,
  isSidebarShortcut,
  parseSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_MOBILE_BREAKPOINT,
  SIDEBAR_WIDTH_MOBILE,
  type CookieReader,
  type CookieWriter,
} from './sidebarState.ts';
import { IconFrame } from '../private/icons.tsx';

export interface SidebarContextValue {
  /** Docked sidebar expanded (true) or collapsed to icons (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Below 768 px the sidebar is a drawer. */
  isMobile: boolean;
  openMobile: boolean;
  setOpenMobile: (open: boolean | ((current: boolean) => boolean)) => void;
  /** What Ctrl/Cmd+B and the trigger do: the drawer on phones, collapse elsewhere. */
  toggle: () => void;
  renderLink: LinkRenderer;
  /** @internal The element focused before the drawer opened, to return focus to. */
  drawerOpenerRef: RefObject<HTMLElement | null>;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

/** How the surrounding panel draws items: collapsed to icons, or full (docked and expanded, or drawer). */
const PanelContext = createContext<{ collapsed: boolean }>({ collapsed: false });

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar() must be used inside a <SidebarProvider>.');
  return context;
}

function useIsMobile(breakpoint: number): boolean {
  const query = `(max-width: ${String(breakpoint - 1)}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export interface SidebarProviderProps {
  children: ReactNode;
  /** Initial state; by default the cookie's, else expanded. Servers pass the request cookie's value. */
  defaultOpen?: boolean;
  /** Controlled state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  cookieName?: string;
  /** Reads the stored state; `document.cookie` by default. */
  readCookie?: CookieReader;
  /** Stores the state for 7 days; `document.cookie` by default. */
  writeCookie?: CookieWriter;
  /** Renders item links, e.g. with the router's Link. Items may override it. */
  renderLink?: LinkRenderer;
  mobileBreakpoint?: number;
}

/**
 * Holds the sidebar's state, persists it in a cookie (7 days), and toggles it on Ctrl+B / Cmd+B
 * (not while typing in a field or editor, where Ctrl+B means bold). Lays out the sidebar and the
 * page side by side: put `<Sidebar>` and `<SidebarInset>` inside.
 */
export function SidebarProvider({
  children,
  defaultOpen,
  open: openProp,
  onOpenChange,
  cookieName = SIDEBAR_COOKIE_NAME,
  readCookie = documentCookieReader,
  writeCookie = documentCookieWriter,
  renderLink = defaultRenderLink,
  mobileBreakpoint = SIDEBAR_MOBILE_BREAKPOINT,
}: SidebarProviderProps) {
  const [openState, setOpenState] = useState(
    () => defaultOpen ?? parseSidebarCookie(readCookie(cookieName)) ?? true,
  );
  const open = openProp ?? openState;
  const [openMobile, setOpenMobileState] = useState(false);
  const drawerOpenerRef = useRef<HTMLElement | null>(null);
  const setOpenMobile = useCallback((next: boolean | ((current: boolean) => boolean)) => {
    setOpenMobileState((current) => {
      const value = typeof next === 'function' ? next(current) : next;
      if (value && !current && document.activeElement instanceof HTMLElement) {
        drawerOpenerRef.current = document.activeElement;
      }
      return value;
    });
  }, []);
  const isMobile = useIsMobile(mobileBreakpoint);

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      writeCookie(cookieName, String(next), SIDEBAR_COOKIE_MAX_AGE_SECONDS);
      onOpenChange?.(next);
    },
    [cookieName, onOpenChange, writeCookie],
  );

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen, setOpenMobile]);

  // The shortcut is heard from the moment the sidebar is on screen: a layout effect runs in the same
  // task as the commit that inserts it, before the browser paints or handles a key press. (A passive
  // effect runs later, so a Ctrl+B pressed as soon as the sidebar appeared was lost.) The listener
  // stays registered and always calls the latest toggle.
  const toggleRef = useRef(toggle);
  useLayoutEffect(() => {
    toggleRef.current = toggle;
  }, [toggle]);
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggleRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const value = useMemo(
    () => ({ open, setOpen, isMobile, openMobile, setOpenMobile, toggle, renderLink, drawerOpenerRef }),
    [open, setOpen, isMobile, openMobile, setOpenMobile, toggle, renderLink],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div className={styles.wrapper}>{children}</div>
    </SidebarContext.Provider>
  );
}

export interface SidebarProps {
  /** The navigation's accessible name, also the drawer's (hidden) title. */
  label?: string;
  /** Top of the sidebar: the logo. */
  header?: ReactNode;
  /** Bottom of the sidebar: usually `<SidebarUser>`. */
  footer?: ReactNode;
  /** `<SidebarSection>`s. */
  children: ReactNode;
  closeLabel?: string;
}

/** The app's navigation: docked (16rem, 3rem collapsed) on wide screens, an 18rem drawer on phones. */
export function Sidebar({
  label = 'Main navigation',
  header,
  footer,
  children,
  closeLabel = 'Close navigation',
}: SidebarProps) {
  const { open, isMobile, openMobile, setOpenMobile, drawerOpenerRef } = useSidebar();
  const panel = (
    <div className={styles.panel}>
      {header && <div className={styles.header}>{header}</div>}
      <nav className={styles.nav} aria-label={label}>
        {children}
      </nav>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
  if (isMobile) {
    return (
      <PanelContext.Provider value={{ collapsed: false }}>
        <Sheet
          open={openMobile}
          onOpenChange={setOpenMobile}
          side="left"
          size={SIDEBAR_WIDTH_MOBILE}
          title={label}
          hideTitle
          flush
          closeLabel={closeLabel}
        >
          {panel}
          <ReturnFocusOnUnmount target={drawerOpenerRef} />
        </Sheet>
      </PanelContext.Provider>
    );
  }
  return (
    <PanelContext.Provider value={{ collapsed: !open }}>
      <aside className={styles.aside} data-state={open ? 'expanded' : 'collapsed'}>
        {panel}
      </aside>
    </PanelContext.Provider>
  );
}

/**
 * The drawer is opened from outside its Radix tree (SidebarTrigger, Ctrl+B), so Radix has no trigger
 * to give focus back to. When the drawer's content unmounts, focus goes back to what had it before;
 * the timeout runs after Radix's own deferred focus handling.
 */
function ReturnFocusOnUnmount({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(
    () => () => {
      const element = target.current;
      setTimeout(() => {
        if (element?.isConnected) element.focus();
      }, 0);
    },
    [target],
  );
  return null;
}

/** The page next to the sidebar. */
export function SidebarInset({ children }: { children: ReactNode }) {
  return <div className={styles.inset}>{children}</div>;
}

export interface SidebarSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled group of items; the title stays for screen readers when collapsed. */
export function SidebarSection({ title, children }: SidebarSectionProps) {
  const { collapsed } = useContext(PanelContext);
  const titleId = useId();
  return (
    <div className={styles.section} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={collapsed ? styles.visuallyHidden : styles.sectionTitle}>
        {title}
      </p>
      <ul className={styles.list}>{children}</ul>
    </div>
  );
}

export interface SidebarItemProps {
  /** Decorative: the label names the item. */
  icon: ReactNode;
  label: string;
  /** The current page: highlighted and `aria-current="page"`. */
  active?: boolean;
  /** A link (rendered by `renderLink`); without it the item is a button calling `onSelect`. */
  href?: string;
  onSelect?: () => void;
  /** Overrides the provider's link renderer. */
  renderLink?: LinkRenderer;
}

/**
 * One destination. Collapsed, it shows only its icon; its label stays as its accessible name and
 * shows as a tooltip on hover and focus. On phones choosing it closes the drawer.
 */
export function SidebarItem({ icon, label, active = false, href, onSelect, renderLink }: SidebarItemProps) {
  const sidebar = useSidebar();
  const { collapsed } = useContext(PanelContext);
  const select = () => {
    onSelect?.();
    if (sidebar.isMobile) sidebar.setOpenMobile(false);
  };
  const content = (
    <>
      <span className={styles.itemIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={collapsed ? styles.visuallyHidden : styles.itemLabel}>{label}</span>
    </>
  );
  const current = active ? ('page' as const) : undefined;
  const element =
    href === undefined ? (
      <button type="button" className={styles.item} aria-current={current} onClick={select}>
        {content}
      </button>
    ) : (
      (renderLink ?? sidebar.renderLink)({
        href,
        className: styles.item,
        children: content,
        onClick: select,
        ...(current ? { 'aria-current': current } : {}),
      })
    );
  return (
    <li>
      {collapsed ? (
        <Tooltip content={label} side="right">
          {element}
        </Tooltip>
      ) : (
        element
      )}
    </li>
  );
}

export interface SidebarTriggerProps {
  label?: string;
  className?: string;
}

/** The button that collapses/expands the sidebar, or opens the drawer on phones. */
export function SidebarTrigger({ label = 'Toggle sidebar', className }: SidebarTriggerProps) {
  const { open, isMobile, openMobile, toggle } = useSidebar();
  return (
    <IconButton
      label={label}
      className={className}
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      onClick={toggle}
      icon={
        <IconFrame>
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <path d="M9 4v16" />
        </IconFrame>
      }
    />
  );
}

export interface SidebarUserProps {
  name: string;
  email: string;
  avatarUrl?: string | null;
  onSignOut: () => void;
  signOutText?: string;
}

/** Who is signed in, with a sign-out button. Collapsed: the avatar above the button. */
export function SidebarUser({
  name,
  email,
  avatarUrl = null,
  onSignOut,
  signOutText = 'Sign out',
}: SidebarUserProps) {
  const { collapsed } = useContext(PanelContext);
  return (
    <div className={styles.user}>
      <Avatar size="sm" name={name} email={email} src={avatarUrl} alt={collapsed ? name : ''} />
      {!collapsed && (
        <span className={styles.userText}>
          <span className={styles.userName}>{name}</span>
          <span className={styles.userEmail}>{email}</span>
        </span>
      )}
      <Tooltip content={signOutText} side={collapsed ? 'right' : 'top'}>
        <IconButton
          label={signOutText}
          size="sm"
          onClick={onSignOut}
          icon={
            <IconFrame>
              <path
                d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </IconFrame>
          }
        />
      </Tooltip>
    </div>
  );
}
