import { startDevShell } from './dev/dev-shell';

startDevShell();
