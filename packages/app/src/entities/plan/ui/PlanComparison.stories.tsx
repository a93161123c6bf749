import { SubscriptionType } from '@emotion-guru/platform-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { plansRequested } from '../model/plans.ts';
import { PlanComparison } from './PlanComparison.tsx';

/** The table as the pricing page shows it: the plans asked for on opening, from the emulator's catalogue. */
function LoadedComparison({ currentType }: { currentType?: number }) {
  const request = useUnit(plansRequested);
  useEffect(() => {
    request();
  }, [request]);
  return <PlanComparison currentType={currentType} />;
}

const meta = {
  title: 'App/Entities/PlanComparison',
  component: LoadedComparison,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: null, url: '/pricing' } },
} satisfies Meta<typeof LoadedComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every feature by every plan; single sign-on is Enterprise's alone. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Compare the plans' });
    const sso = within(table).getByRole('rowheader', { name: 'Single sign-on' }).closest('tr');
    await expect(sso).toHaveTextContent(/^Single sign-on(–Not included){4}Included$/);
    await expect(within(table).queryByText('Your plan')).toBeNull();
  },
};

/** A Premium user's column carries "Your plan". */
export const CurrentPlan: Story = {
  args: { currentType: SubscriptionType.Premium },
  parameters: { app: { user: 'premium', url: '/pricing' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Compare the plans' });
    await expect(within(table).getByRole('columnheader', { name: /Premium/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  args: { currentType: SubscriptionType.Enterprise },
  parameters: { app: { user: 'enterprise', url: '/tr/pricing' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Planları karşılaştırın' });
    await expect(within(table).getByRole('columnheader', { name: /Enterprise/ })).toHaveTextContent(
      'EnterpriseMevcut planınız',
    );
  },
};
