export { startSandbox, type SandboxOptions, type RunningSandbox } from './sandbox';
export type { SandboxConfig } from './config';
