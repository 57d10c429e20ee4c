export { priceSearchOpened } from './model';
export { TopInfo } from './ui/top-info';
