import './tokens.css';

export { Button } from './primitives/button';
export { submitPress } from './primitives/submit-press';
export { Skeleton } from './primitives/skeleton';
export { breakpoints } from './media/breakpoints';
export { useIsPhone, useMediaQuery } from './media/use-media-query';
export { contentImageSrcSet, contentImageUrl, galleryImageSizes, listCardImageSizes } from './media/content-image';
export { SearchBoxSpace } from './search-box-space/search-box-space';
export { PageFrame } from './page-frame/page-frame';
export { RemoteSlot } from './remote-slot/remote-slot';
export { registerLiveRemotes, loadExposed, prefetchExposed, setRemoteLoadDeadline, warmExposed } from './remote-slot/remote-loader';
export { onSlotReport } from './remote-slot/slot-report';
