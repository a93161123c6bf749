import type { LinkRenderer } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';

/** Lets design-system components (NotFound, Sidebar, ...) navigate through the router, client-side. */
export const renderRouterLink: LinkRenderer = ({ href, children, ...props }) => (
  // Everything else the component passes (className, aria-current, onClick: the Sidebar closes its
  // drawer with it) reaches the anchor.
  <Link to={href} {...props}>
    {children}
  </Link>
);
