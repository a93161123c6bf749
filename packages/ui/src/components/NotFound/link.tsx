import type { MouseEvent, ReactElement, ReactNode } from 'react';

export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Set on the current page's link (Sidebar): pass it on to the anchor. */
  'aria-current'?: 'page';
  /** Pass it on to the anchor: the Sidebar closes its drawer with it. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * Renders a link: the app passes one that returns its router's Link, so navigation stays client-side
 * (`renderLink={({ href, ...props }) => <Link to={href} {...props} />}`). The default is a plain anchor.
 * The element must forward its ref and spread extra props (a Tooltip may wrap it).
 */
export type LinkRenderer = (props: LinkRenderProps) => ReactElement;

export const defaultRenderLink: LinkRenderer = ({ children, ...props }) => <a {...props}>{children}</a>;
