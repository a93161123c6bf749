import type { LinkRenderer } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';

/** Lets design-system components (NotFound, Sidebar, ...) navigate through the router, client-side. */
export const renderRouterLink: LinkRenderer = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);
