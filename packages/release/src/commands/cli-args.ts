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

export function storeDirFrom(defaultDir: string): string {
  return process.env.RELEASE_STORE ?? defaultDir;
}
