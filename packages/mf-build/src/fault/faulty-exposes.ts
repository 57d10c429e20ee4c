import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import type { FaultMode } from './fault-mode';

/** Every exposed module through the fault loader; the request differs from the real module's only by its query. */
export function faultyExposes(exposes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(exposes).map(([name, file]) => [name, `${file}?hotel-build-fault`]));
}

/** Runs first on the marked requests; the script rule then compiles what it returns like any module. */
export function faultRule(fault: FaultMode): RuleSetRule {
  return {
    resourceQuery: /^\?hotel-build-fault$/,
    enforce: 'pre',
    use: { loader: path.join(import.meta.dirname, 'fault-loader.cjs'), options: fault },
  };
}
