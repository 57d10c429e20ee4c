import { $locale, localeChanged } from '@hotel/bus';
import { act, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { Suspense } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { createCatalogues } from './localized-provider';
import { createRemoteIntl } from './remote-intl';

const messages = {
  ja: { 'app.hello': 'こんにちは' },
  en: { 'app.hello': 'Hello' },
  ko: { 'app.hello': '안녕하세요' },
  'zh-CN': { 'app.hello': '你好' },
  'zh-TW': { 'app.hello': '您好' },
};

function Greeting() {
  return (
    <p>
      <FormattedMessage id="app.hello" /> <FormattedNumber value={12000} />
    </p>
  );
}

describe('createRemoteIntl', () => {
  it('a bundled catalogue speaks the page language at once and follows a change of language', async () => {
    const RemoteIntl = createRemoteIntl(messages);
    const scope = fork({ values: [[$locale, 'ja']] });
    render(
      <Provider value={scope}>
        <RemoteIntl>
          <Greeting />
        </RemoteIntl>
      </Provider>,
    );
    expect(screen.getByText('こんにちは 12,000')).toBeInTheDocument();
    await act(() => allSettled(localeChanged, { scope, params: 'en' }));
    expect(screen.getByText('Hello 12,000')).toBeInTheDocument();
  });

  it('a loaded catalogue shows once its language chunk has arrived', async () => {
    const chunk = (locale: keyof typeof messages) => async () => ({ default: messages[locale] });
    const catalogue = createCatalogues({ ja: chunk('ja'), en: chunk('en'), ko: chunk('ko'), 'zh-CN': chunk('zh-CN'), 'zh-TW': chunk('zh-TW') });
    const RemoteIntl = createRemoteIntl(catalogue);
    const scope = fork({ values: [[$locale, 'en']] });
    const view = (
      <Provider value={scope}>
        <Suspense fallback={<p>loading</p>}>
          <RemoteIntl>
            <Greeting />
          </RemoteIntl>
        </Suspense>
      </Provider>
    );
    // The chunk arrives while React waits for it (inside act).
    await act(async () => {
      render(view);
    });
    expect(screen.getByText('Hello 12,000')).toBeInTheDocument();
  });
});
