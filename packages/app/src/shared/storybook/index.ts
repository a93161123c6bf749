export { appLoader, withApp, type AppStoryParameters, type LoaderContext } from './app-story.tsx';
