import type { composeStory } from '@storybook/react-vite';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import * as preview from '../../../.storybook/preview.tsx';
import { darkThemeClass, lightThemeClass, type ThemeName } from '../src/themes/index.ts';

/**
 * One screenshot per story per theme. Stories render with the project's decorators; those marked
 * `parameters: { visual: { play: true } }` also run their play function first (to show an open menu or
 * dialog). Everything that moves is stopped: animations, transitions, the caret, countdown intervals.
 */
setProjectAnnotations([preview]);

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/**
 * The components under visual test: the composites, Button, DateField (its open calendar) and the
 * rich-text editor.
 */
const COMPONENTS = [
  'Button',
  'ConfirmationDialog',
  'Toaster',
  'Sidebar',
  'ClientSwitcher',
  'NotificationBell',
  'LanguageSwitcher',
  'ThemeToggle',
  'UpdateBanner',
  'PageLoadError',
  'NotFound',
  'PublicHeader',
  'DateField',
  // The rich-text editor (its own entry, src/rich-text/): toolbar, content styles, link dialog.
  'RichTextEditor',
];

const modules = import.meta.glob<StoriesModule>(
  ['../src/components/*/*.stories.tsx', '../src/rich-text/*.stories.tsx'],
  { eager: true },
);

const VIEWPORTS: Record<string, [number, number]> = { mobile: [375, 740], desktop: [1280, 800] };

const FREEZE_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
html, body { height: 100%; overflow: hidden; }
`;

function setTheme(theme: ThemeName) {
  const root = document.documentElement;
  root.classList.toggle(darkThemeClass, theme === 'dark');
  root.classList.toggle(lightThemeClass, theme === 'light');
}

interface VisualParameters {
  visual?: { play?: boolean; skip?: boolean };
}

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = FREEZE_CSS;
  document.head.append(style);
});

afterEach(async () => {
  vi.useRealTimers();
  // Unmounting through React also removes the stories' portals (menus, dialogs, toasts).
  await cleanup();
  window.scrollTo(0, 0);
});

for (const [path, module] of Object.entries(modules)) {
  const component =
    /components\/([^/]+)\//.exec(path)?.[1] ?? /([^/]+)\.stories\.tsx$/.exec(path)?.[1] ?? path;
  if (!COMPONENTS.includes(component)) continue;
  // Story modules are loaded by glob, so their types are generic: every export is a composed story.
  const stories = composeStories(module) as Record<string, ComposedStory>;

  describe(component, () => {
    for (const [name, Story] of Object.entries(stories)) {
      const visual = (Story.parameters as VisualParameters).visual ?? {};
      if (visual.skip) continue;
      const viewportName = (Story.globals['viewport'] as { value?: string } | undefined)?.value ?? 'desktop';
      const [width, height] = VIEWPORTS[viewportName] ?? VIEWPORTS['desktop'] ?? [1280, 800];

      for (const theme of ['light', 'dark'] as const) {
        it(`${name} (${theme})`, async () => {
          await page.viewport(width, height);
          // Countdowns tick with setInterval: frozen, they always show their first value.
          vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
          const screen = await render(<Story />);
          if (visual.play) {
            await Story.play?.({
              canvasElement: screen.container,
              canvas: within(screen.container),
              args: Story.args,
            });
          }
          setTheme(theme);
          await expect
            .element(page.elementLocator(document.body))
            .toMatchScreenshot(`${component}/${name}-${theme}`);
        });
      }
    }
  });
}
