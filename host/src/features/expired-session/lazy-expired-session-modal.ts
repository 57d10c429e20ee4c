import { lazy } from 'react';

/** The modal's code loads only when a session has actually expired (chunk `lazy-expired-session`). */
export const ExpiredSessionModalContent = lazy(() =>
  import(/* webpackChunkName: "lazy-expired-session" */ './expired-session-modal').then((m) => ({
    default: m.ExpiredSessionModal,
  })),
);
