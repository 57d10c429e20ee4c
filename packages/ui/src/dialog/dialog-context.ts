import { createContext, useContext } from 'react';

export interface DialogContextValue {
  /** The id a `DialogTitle` takes, so the dialog is named by its heading. */
  titleId: string;
  /** Closes the dialog: `action` (by default the dialog's `onClose`) runs once the focus is out of the dialog. */
  close: (action?: () => void) => void;
}

export const DialogContext = createContext<DialogContextValue | null>(null);

function useDialogContext(): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error('Dialog parts render inside a <Dialog>.');
  return context;
}

/**
 * Closes the dialog from a control inside it, e.g. a Done button: `close(done)`. The focus leaves first, so
 * the page that changes with the action is not laid out again inside the removal of a focused element.
 */
export function useDialogClose(): (action?: () => void) => void {
  return useDialogContext().close;
}

export function useDialogTitleId(): string {
  return useDialogContext().titleId;
}
