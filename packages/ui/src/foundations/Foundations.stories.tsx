import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { vars } from '../themes/contract.css.ts';
import { useTheme } from '../themes/ThemeProvider.tsx';
import { darkColors, fontSizes, lightColors, radii, space, zIndices } from '../tokens/tokens.ts';
import { breakpoints } from './breakpoints.ts';
import { sprinkles } from './sprinkles.css.ts';
import { useIsMobile, useScreenSize } from './useViewport.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`foundation-${title}`} className={sprinkles({ marginBottom: 'xl' })}>
      <h2 id={`foundation-${title}`} style={{ fontSize: fontSizes.lg, margin: `0 0 ${space.md}` }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Tokens() {
  const { theme } = useTheme();
  const colours: Record<string, string> = { ...(theme === 'dark' ? darkColors : lightColors) };
  return (
    <div>
      <Section title="Colour roles">
        <ul
          className={sprinkles({ display: 'grid', gap: 'sm', padding: 'none', margin: 'none' })}
          style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', listStyle: 'none' }}
        >
          {Object.entries(colours).map(([role, value]) => (
            <li key={role} className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}>
              <span
                aria-hidden="true"
                style={{
                  width: 32,
                  height: 32,
                  borderRadius: radii.md,
                  background: value,
                  border: `1px solid ${vars.color.border}`,
                }}
              />
              <span>
                {role} <code>{value}</code>
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Spacing">
        {Object.entries(space).map(([name, value]) => (
          <div
            key={name}
            className={sprinkles({ display: 'flex', gap: 'md', alignItems: 'center', marginBottom: 'xs' })}
          >
            <code style={{ width: '5rem' }}>{name}</code>
            <span aria-hidden="true" style={{ width: value, height: 12, background: vars.color.primary }} />
            <span>{value}</span>
          </div>
        ))}
      </Section>
      <Section title="Type scale">
        {Object.entries(fontSizes).map(([name, value]) => (
          <p key={name} style={{ fontSize: value, margin: `0 0 ${space.xs}` }}>
            {name}: How are you feeling today?
          </p>
        ))}
      </Section>
      <Section title="Shadows and radii">
        <div className={sprinkles({ display: 'flex', gap: 'lg', flexWrap: 'wrap' })}>
          {(['sm', 'md', 'lg'] as const).map((name) => (
            <div
              key={name}
              className={sprinkles({
                background: 'surface',
                boxShadow: name,
                padding: 'lg',
                borderRadius: name,
              })}
            >
              shadow {name}, radius {name}
            </div>
          ))}
        </div>
      </Section>
      <Section title="Layers (z-index)">
        <p style={{ margin: 0 }}>
          {Object.entries(zIndices)
            .map(([name, value]) => `${name} ${value}`)
            .join(' · ')}
        </p>
      </Section>
    </div>
  );
}

function ScreenSizeReport() {
  const size = useScreenSize();
  const mobile = useIsMobile();
  return (
    <Section title="Screen size">
      <p style={{ margin: 0 }}>
        Screen size class: <strong data-testid="screen-size">{size}</strong>; mobile device:{' '}
        <strong>{mobile ? 'yes' : 'no'}</strong>. Breakpoints: {Object.values(breakpoints).join(', ')} px.
      </p>
      <div className={sprinkles({ display: { small: 'block', medium: 'none' } })}>
        Shown on small screens only.
      </div>
      <div className={sprinkles({ display: { small: 'none', large: 'block' } })}>
        Shown on large screens only.
      </div>
    </Section>
  );
}

const meta = {
  title: 'Foundations/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The tokens behind every component, from `@emotion-guru/ui/tokens`: colour roles per theme (through ' +
          '`vars`), spacing on a 4 px grid, the type scale, shadows, radii and z-index layers. `sprinkles` gives ' +
          'layout atoms with values per screen-size class; `useScreenSize` reports the class live.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TokensLight: Story = { render: () => <Tokens /> };
export const TokensDark: Story = { render: () => <Tokens />, globals: { theme: 'dark' } };

export const ScreenSizeDesktop: Story = {
  render: () => <ScreenSizeReport />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('screen-size')).toHaveTextContent('large');
    await expect(canvas.getByText('Shown on large screens only.')).toBeVisible();
    await expect(canvas.getByText('Shown on small screens only.')).not.toBeVisible();
  },
};

export const ScreenSizeMobile: Story = {
  render: () => <ScreenSizeReport />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('screen-size')).toHaveTextContent('small');
    await expect(canvas.getByText('Shown on small screens only.')).toBeVisible();
  },
};
