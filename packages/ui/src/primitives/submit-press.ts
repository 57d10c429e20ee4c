import type { MouseEvent } from 'react';

/**
 * How a submit button takes a pointer's press: the focus stays in the field being filled until the click has
 * landed, then leaves it as it would have at the press (a phone's keyboard closes). Moved at the press, the focus
 * left a required field empty, whose error then appeared above the button and pushed it down: the release fell
 * beside the button and the form was not sent (the login drawer took two taps). A key's press is left alone.
 */
export const submitPress = {
  onMouseDown(event: MouseEvent<HTMLButtonElement>): void {
    event.preventDefault();
  },
  onClick(event: MouseEvent<HTMLButtonElement>): void {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== event.currentTarget && event.currentTarget.form?.contains(focused)) focused.blur();
  },
};
