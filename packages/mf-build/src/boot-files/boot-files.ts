/** Written beside the host's `index.html`: what the shell loads before its first render, for the host server's preloads. */
export const bootFilesName = 'boot-files.json';

export interface BootFiles {
  /** Scripts and styles of the boot chunk and of every shared module it waits for. */
  files: string[];
  /** The shell's catalogue chunk per language (`lang-<locale>` chunk names). */
  catalogues: Record<string, string[]>;
}
