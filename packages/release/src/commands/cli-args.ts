import { defaultEnv, isEnvName } from '../store/environments';
import { ReleaseError } from '../store/release-remote';

export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string | true>;
}

/** `mf-hotel --to 1.0.0-abc --no-build` → positional ['mf-hotel'], flags {to: '1.0.0-abc', no-build: true}. */
export function parseArgs(args: string[], valued: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (valued.includes(name)) {
      const value = inline ?? args[i + 1];
      if (inline === undefined) i += 1;
      if (value === undefined) throw new Error(`--${name} needs a value`);
      flags.set(name, value);
    } else {
      flags.set(name, true);
    }
  }
  return { positional, flags };
}

/** `--<name> staging`: a valid environment name, or `production` when the flag is absent. */
export function envFlag(flags: ParsedArgs['flags'], name = 'env'): string {
  const value = flags.get(name);
  if (value === undefined) return defaultEnv;
  if (typeof value !== 'string' || !isEnvName(value)) throw new ReleaseError(`--${name} needs an environment name (lower-case letters, digits and -)`);
  return value;
}

/** A flag's text, or undefined when it is absent or given without one. */
export function textFlag(flags: ParsedArgs['flags'], name: string): string | undefined {
  const value = flags.get(name);
  return typeof value === 'string' ? value : undefined;
}
