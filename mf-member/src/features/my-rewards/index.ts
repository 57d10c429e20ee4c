export { MyRewards } from './ui/my-rewards';
