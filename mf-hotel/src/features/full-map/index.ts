export { FullMap } from './ui/full-map';
