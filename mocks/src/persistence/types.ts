import type { TenantSnapshot } from '../db/tenant.ts';

/** Where an emulator keeps its tenants between page loads. */
export interface Persistence {
  tenantCodes(): Promise<string[]>;
  load(tenantCode: string): Promise<TenantSnapshot | undefined>;
  /**
   * Stores one tenant, the random source's position (so ids stay unique after a reload) and the date
   * the seeded records count back from (so a later day can move them forward: persistence/redate.ts).
   */
  save(tenantCode: string, snapshot: TenantSnapshot, randomState: number, seedDate: string): Promise<void>;
  loadRandomState(): Promise<number | undefined>;
  /** The seed date of the stored tenants; undefined when nothing was stored (or stored before it was kept). */
  loadSeedDate(): Promise<string | undefined>;
  clear(): Promise<void>;
}
