import './tokens.css';

export { Button } from './primitives/button';
export { Skeleton } from './primitives/skeleton';
export { useDialogFocus, type DialogFocusOptions } from './primitives/use-dialog-focus';
export { SearchBoxSpace } from './search-box-space/search-box-space';
export { PageFrame } from './page-frame/page-frame';
export { RemoteSlot } from './remote-slot/remote-slot';
export { registerLiveRemotes, loadExposed, prefetchExposed, setRemoteLoadDeadline, warmExposed } from './remote-slot/remote-loader';
