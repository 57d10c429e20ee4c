export { MyCard } from './ui/my-card';
