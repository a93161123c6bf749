import '@emotion-guru/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { preloadOverlays, ThemeProvider, vars, type ThemeName } from '@emotion-guru/ui';

/**
 * Menus and tooltips load Radix on first need (packages/ui/src/components/private/lazyPart.ts) and then
 * swap their trigger for Radix's. A play function holds the trigger it found: swapped between its hover
 * and its press, the press went to the removed element and the story waited for ever (CI hung so on the
 * rich-text toolbar). Stories start with both loaded; what shows before they have is the subject of the
 * components' own browser tests (DropdownMenu.test.tsx, Tooltip.test.tsx).
 */
const loadLazyParts = async () => {
  await preloadOverlays();
  return {};
};

/**
 * Applies the theme from the toolbar, or from a story's own `globals: { theme: 'dark' }`. A story
 * canvas themes the whole document, as the app does on <html>, so portals (dialogs, menus) follow; on
 * docs pages each story gets its own themed frame, so light and dark stories can sit side by side.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals['theme'] as ThemeName | undefined) ?? 'light';
  if (context.viewMode === 'docs') {
    return (
      <ThemeProvider theme={theme} scope="subtree">
        <div style={{ background: vars.color.background, color: vars.color.text, padding: 16 }}>
          <Story />
        </div>
      </ThemeProvider>
    );
  }
  return (
    <ThemeProvider theme={theme}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  // The app's stories add `withApp` and `appLoader` (packages/app/src/shared/storybook), which read `locale`.
  decorators: [withTheme],
  loaders: [loadLazyParts],
  globalTypes: {
    locale: {
      description: "Language of the app's stories",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en-US', title: 'English' },
          { value: 'tr-TR', title: 'Türkçe' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en-US', viewport: { value: undefined, isRotated: false } },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      // A story picks one with `globals: { viewport: { value: 'mobile', isRotated: false } }`.
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    docs: { toc: true },
  },
};

export default preview;
