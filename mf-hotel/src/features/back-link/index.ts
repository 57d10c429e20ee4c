export { BackLink } from './ui/back-link';
