import { createRemoteIntl } from '@hotel/i18n';
import en from '../lang/en.json';
import ja from '../lang/ja.json';
import ko from '../lang/ko.json';
import zhCN from '../lang/zh-CN.json';
import zhTW from '../lang/zh-TW.json';

/** The design system's own few messages, whichever app renders it; bundled, as they show when a remote failed to load. */
export const UiIntl = createRemoteIntl({ ja, en, ko, 'zh-CN': zhCN, 'zh-TW': zhTW });
