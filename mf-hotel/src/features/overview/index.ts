export { $overviewHtml } from './model';
export { Overview } from './ui/overview';
