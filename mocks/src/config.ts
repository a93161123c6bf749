/**
 * Switches from a URL query, for the browser: `?emulator.latency=800&emulator.errorRate=0.2
 * &emulator.tokenLifetime=60000&emulator.offline=1&emulator.reset=1`.
 */
import type { EmulatorConfig } from './state.ts';

export interface SearchConfig {
  config: Partial<EmulatorConfig>;
  /** `emulator.reset=1` asks for the seed to be restored. */
  reset: boolean;
}

function number(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

export function configureFromSearch(search: string): SearchConfig {
  const params = new URLSearchParams(search);
  const config: Partial<EmulatorConfig> = {};
  const latency = number(params, 'emulator.latency');
  if (latency !== undefined) config.latencyMs = latency;
  const errorRate = number(params, 'emulator.errorRate');
  if (errorRate !== undefined) config.errorRate = Math.min(1, errorRate);
  const lifetime = number(params, 'emulator.tokenLifetime');
  if (lifetime !== undefined) config.tokenLifetimeMs = lifetime;
  const offline = params.get('emulator.offline');
  if (offline !== null) config.offline = offline === '' || offline === '1' || offline === 'true';
  const reset = params.get('emulator.reset');
  return { config, reset: reset === '1' || reset === 'true' };
}
