import type { TenantSnapshot } from '../db/tenant.ts';

/** Where an emulator keeps its tenants between page loads. */
export interface Persistence {
  tenantCodes(): Promise<string[]>;
  load(tenantCode: string): Promise<TenantSnapshot | undefined>;
  /** Stores one tenant, and the random source's position so ids stay unique after a reload. */
  save(tenantCode: string, snapshot: TenantSnapshot, randomState: number): Promise<void>;
  loadRandomState(): Promise<number | undefined>;
  clear(): Promise<void>;
}
