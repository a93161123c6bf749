export { renderInApp } from './render-in-app.tsx';
export {
  AppProviders,
  createAppContext,
  createTestRouter,
  type AppContext,
  type AppContextOptions,
  type ScopeHandlers,
  type TestRouter,
} from './app-context.tsx';
export type { DemoUser } from './demo-user.ts';
