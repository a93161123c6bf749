import { Outlet } from '@tanstack/react-router';

/** The frame of every page. Providers that need the router (toasts, confirmations) live here. */
export function RootLayout() {
  return <Outlet />;
}
