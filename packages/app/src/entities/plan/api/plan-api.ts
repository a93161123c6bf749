import {
  mapSalesPackToPlan,
  type GsbPrtSalesPack,
  type PlanListItem,
  type PlatformCore,
} from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';

/** More sales packs than a tenant will ever put on sale at once (five tiers today). */
const PLAN_LIMIT = 50;

/**
 * The tiers on sale, cheapest first, in the platform's current language: the tenant's sales packs with
 * their payment options (the same records `subscriptionOps.getAvailablePlans` answers with). Sales packs
 * are a public catalogue, so a signed-out visitor can read them; passive packs are not on sale. The
 * prerenderer asks through a client of its own per language (`platform`).
 */
export async function fetchPlans(platform: PlatformCore = getPlatform()): Promise<PlanListItem[]> {
  const { entities } = await platform.entity.query<GsbPrtSalesPack>({
    entityName: 'GsbPrtSalesPack',
    includes: ['paymentOptions'],
    sortCols: [{ field: 'orderNumber', dir: 'asc' }],
    count: PLAN_LIMIT,
  });
  return entities.filter((pack) => pack.passive !== true).map(mapSalesPackToPlan);
}
