import type { ReactElement, ReactNode } from 'react';

export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * Renders a link: the app passes one that returns its router's Link, so navigation stays client-side
 * (`renderLink={(props) => <Link to={props.href} {...props} />}`). The default is a plain anchor.
 */
export type LinkRenderer = (props: LinkRenderProps) => ReactElement;

export const defaultRenderLink: LinkRenderer = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);
