export { useEntryScroll } from './use-entry-scroll';
