export { ArrowIcon } from './ui/arrow-icon';
export { Gallery } from './ui/gallery';
export { GallerySkeleton } from './ui/gallery-skeleton';
