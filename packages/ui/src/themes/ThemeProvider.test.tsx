import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { darkThemeClass, lightThemeClass } from './themes.css.ts';
import { ThemeProvider, useTheme } from './ThemeProvider.tsx';

function ShowTheme() {
  const { theme, preference } = useTheme();
  return (
    <p>
      {preference} → {theme}
    </p>
  );
}

describe('ThemeProvider', () => {
  it('puts exactly one theme class on <html> and switches it when the app changes the choice', async () => {
    const root = document.documentElement;
    const screen = await render(
      <ThemeProvider theme="dark">
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(root.classList.contains(darkThemeClass)).toBe(true);
    expect(root.classList.contains(lightThemeClass)).toBe(false);
    expect(getComputedStyle(root).getPropertyValue('--eg-color-background').trim()).toBe('#0b1020');

    await screen.rerender(
      <ThemeProvider theme="light">
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(root.classList.contains(lightThemeClass)).toBe(true);
    expect(root.classList.contains(darkThemeClass)).toBe(false);
    await expect.element(screen.getByText('light → light')).toBeVisible();
  });

  it('resolves "system" from prefers-color-scheme', async () => {
    const screen = await render(
      <ThemeProvider theme="system">
        <ShowTheme />
      </ThemeProvider>,
    );
    const expected = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    await expect.element(screen.getByText(`system → ${expected}`)).toBeVisible();
  });

  it('can scope a theme to a subtree', async () => {
    const screen = await render(
      <ThemeProvider theme="dark" scope="subtree">
        <ShowTheme />
      </ThemeProvider>,
    );
    const text = screen.getByText('dark → dark').element();
    expect(text.parentElement?.classList.contains(darkThemeClass)).toBe(true);
  });
});
