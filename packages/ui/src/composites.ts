// The spec's named composite components (ConfirmationDialog, Toaster, Sidebar, ClientSwitcher, ...).
// Kept apart from index.ts so that primitives and composites can grow independently.
export * from './components/ConfirmationDialog/index.ts';
export * from './components/Toaster/index.ts';
export * from './components/ClientSwitcher/index.ts';
export * from './components/NotificationBell/index.ts';
export * from './components/LanguageSwitcher/index.ts';
export * from './components/ThemeToggle/index.ts';
export * from './components/UpdateBanner/index.ts';
export * from './components/PageLoadError/index.ts';
export * from './components/NotFound/index.ts';
export * from './components/PublicHeader/index.ts';
export * from './components/Sidebar/index.ts';
