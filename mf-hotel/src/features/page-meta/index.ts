export { applyPageMeta } from './lib';
export { usePageMeta } from './use-page-meta';
