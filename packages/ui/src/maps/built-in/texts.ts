import { createIntl } from 'react-intl';
import en from '../../lang/maps/en.json';
import ja from '../../lang/maps/ja.json';
import ko from '../../lang/maps/ko.json';
import zhCN from '../../lang/maps/zh-CN.json';
import zhTW from '../../lang/maps/zh-TW.json';

const catalogues: Record<string, Record<string, string>> = { ja, en, ko, 'zh-CN': zhCN, 'zh-TW': zhTW };

export type MapTexts = ReturnType<typeof mapTexts>;

/** The built-in map's own words (its buttons and its name), in the language the page gave the map. */
export function mapTexts(language: string | undefined) {
  const locale = language && catalogues[language] ? language : 'ja';
  const intl = createIntl({ locale, messages: catalogues[locale] as Record<string, string> });
  return {
    surface: intl.formatMessage({ id: 'ui.map.surface' }),
    zoomIn: intl.formatMessage({ id: 'ui.map.zoomIn' }),
    zoomOut: intl.formatMessage({ id: 'ui.map.zoomOut' }),
    close: intl.formatMessage({ id: 'ui.map.close' }),
    cluster: (count: number) => intl.formatMessage({ id: 'ui.map.cluster' }, { count }),
    pin: (title: string, label: string | undefined) => (label ? intl.formatMessage({ id: 'ui.map.pin' }, { title, label }) : title),
  };
}
