import '@emotion-guru/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { darkThemeClass, lightThemeClass, type ThemeName } from '@emotion-guru/ui';
import { useEffect, type ReactNode } from 'react';

/** Applies the chosen theme to the whole preview document, as the app does on <html>. */
function ThemeScope({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(darkThemeClass, theme === 'dark');
    root.classList.toggle(lightThemeClass, theme === 'light');
  }, [theme]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeScope theme={(context.globals['theme'] as ThemeName | undefined) ?? 'light'}>
    <Story />
  </ThemeScope>
);

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
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
  initialGlobals: { theme: 'light' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
