/** KB of gzip. Host: runtime + shared libraries + shell. Exposed module: its own code, shared libraries excluded. */
export const budgets: { hostFirstLoadKb: number; exposedModuleKb: number; remoteFirstLoadKb: number } = {
  hostFirstLoadKb: 190,
  exposedModuleKb: 40,
  /** A remote's own first load: its remoteEntry and all its exposed modules' own code (issue 5: mf-search 60). */
  remoteFirstLoadKb: 60,
};
