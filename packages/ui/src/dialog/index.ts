export { Dialog, type DialogProps, type DialogShape } from './dialog';
export { DialogBody, DialogCloseButton, DialogFooter, DialogHeader, DialogTitle } from './dialog-parts';
export { useDialogClose } from './dialog-context';
