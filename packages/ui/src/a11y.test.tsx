import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider, type ThemeName } from './themes/index.ts';
import './global.css.ts';

/**
 * Storybook's a11y addon checks each story once, in the theme the story asks for. This sweep renders
 * every primitive's stories (and the rich-text editor's) in both themes and runs axe's WCAG 2.x A/AA rules (contrast included) on the
 * whole document, portals too, so that no story is accessible in one theme only.
 */
type StoryModule = Record<string, unknown> & { default: { title?: string } };

interface A11yParameters {
  a11y?: { context?: { exclude?: string[][] } };
}

// Listed by folder, so that a story file still being written elsewhere in the package cannot break this sweep.
const modules = import.meta.glob<StoryModule>(
  [
    './components/{Avatar,Badge,Button,Card,Checkbox,Dialog,DropdownMenu,EmptyState,Field,IconButton,Input,Link,Popover,RadioGroup,Select,Separator,Sheet,Skeleton,Spinner,Stepper,Switch,Tabs,Textarea,Tooltip,VisuallyHidden}/*.stories.tsx',
    // The rich-text editor, its own entry.
    './rich-text/RichTextEditor.stories.tsx',
  ],
  { eager: true },
);

const cases = Object.values(modules)
  .filter((module) => /^(Primitives|Rich text)\//.test(module.default.title ?? ''))
  .flatMap((module) =>
    Object.entries(composeStories(module as Parameters<typeof composeStories>[0])).map(([name, story]) => ({
      title: `${module.default.title ?? ''} ${name}`,
      Story: story as ComponentType & { parameters?: A11yParameters },
    })),
  );

const themes: ThemeName[] = ['light', 'dark'];

describe.each(themes)('every primitive story in the %s theme', (theme) => {
  it.each(cases)('$title has no axe violations', async ({ Story }) => {
    await render(
      <ThemeProvider theme={theme}>
        <Story />
      </ThemeProvider>,
    );
    // Let entry animations and transitions finish, so contrast is measured on final colours (looping
    // ones, like a spinner's, never do).
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const exclude = Story.parameters?.a11y?.context?.exclude ?? [];
    const results = await axe.run(
      { include: [['body']], exclude },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    );
    const violations = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(violations).toEqual([]);
  });
});
