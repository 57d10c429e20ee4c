export { ReviewPage } from './ui/review-page';
