import { SubscriptionType, type PlanListItem } from '@emotion-guru/platform-sdk';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $plans } from '@/entities/plan';
import { applyPrerenderedData, readPrerenderedData } from './prerendered-data.ts';

const premium: PlanListItem = {
  id: 'premium',
  name: 'Premium',
  description: 'For you',
  subscriptionType: SubscriptionType.Premium,
  monthlyPrice: 9.99,
  yearlyPrice: 99,
  currency: 'USD',
  features: ['journal'],
};

describe('prerendered data', () => {
  it('reads the plans back and puts them where the pricing page shows them', async () => {
    const data = readPrerenderedData(JSON.stringify({ plans: [premium] }));
    expect(data).toEqual({ plans: [premium] });
    const scope = fork();
    await applyPrerenderedData(scope, data);
    expect(scope.getState($plans)).toEqual([premium]);
  });

  it.each([undefined, '', 'not json', 'null', '[]', '{"plans":"many"}'])(
    'treats %j as no data, so the page loads as a visit to the app would',
    (attribute) => {
      expect(readPrerenderedData(attribute)).toEqual({});
    },
  );
});
