/** KB of gzip. Host: runtime + shared libraries + shell. Exposed module: its own code, shared libraries excluded. */
export const budgets: { hostFirstLoadKb: number; exposedModuleKb: number } = {
  hostFirstLoadKb: 190,
  exposedModuleKb: 40,
};
