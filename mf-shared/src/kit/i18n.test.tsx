import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useLang } from './lang';
import { defineCatalog, preloadCatalogs, useMessages } from './i18n';
import { KIT_MESSAGES } from './messages';
import { RemoteApp } from './remote-app';

/** Shows the page's language and a kit text, as a screen would. */
function Probe({ id }: { id: string }) {
  const { t } = useMessages(KIT_MESSAGES);
  return (
    <p data-testid={id}>
      {useLang()}: {t('state.error')} / {t('pdf.pageOf', { title: 'Marks', page: 2 })}
    </p>
  );
}

describe('the app’s texts follow its language (issue 13)', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('a public remote at /ne/… reads Nepali, at another path English; each app has its own instance', async () => {
    window.history.pushState(null, '', '/ne/news');
    const nepali = render(
      <RemoteApp dark={false} languages>
        <Probe id="ne" />
      </RemoteApp>,
    );
    expect(await screen.findByTestId('ne')).toHaveTextContent('ne: केही गडबडी भयो / Marks, पृष्ठ २');
    window.history.pushState(null, '', '/news');
    render(
      <RemoteApp dark={false} languages>
        <Probe id="en" />
      </RemoteApp>,
    );
    expect(await screen.findByTestId('en')).toHaveTextContent('en: Something went wrong / Marks, page 2');
    // the first app keeps its language
    expect(screen.getByTestId('ne')).toHaveTextContent('केही गडबडी भयो');
    nepali.unmount();
  });

  it('a console (no `languages`) stays English under any path', async () => {
    window.history.pushState(null, '', '/ne/admin');
    render(
      <RemoteApp dark={false}>
        <Probe id="console" />
      </RemoteApp>,
    );
    expect(await screen.findByTestId('console')).toHaveTextContent('en: Something went wrong');
  });

  it('outside an app (one screen under test) the texts are English', () => {
    render(<Probe id="alone" />);
    expect(screen.getByTestId('alone')).toHaveTextContent('en: Something went wrong');
  });

  it("each language's catalog is loaded only for a page in it, before the texts show", async () => {
    const english = jest.fn(async () => ({ hello: 'Hello' }));
    const nepali = jest.fn(async () => ({ hello: 'नमस्ते' }));
    const LATE = defineCatalog('late', english, nepali);
    function Late({ id }: { id: string }) {
      const { t } = useMessages(LATE);
      return <p data-testid={id}>{t('hello')}</p>;
    }
    // a catalog defined after the page's preload (a page's own chunk) is waited for, not shown in the other
    // language nor as its keys; the shell mounts every remote inside a Suspense
    const page = (id: string) => (
      <Suspense fallback={null}>
        <RemoteApp dark={false} languages>
          <Late id={id} />
        </RemoteApp>
      </Suspense>
    );
    window.history.pushState(null, '', '/news');
    await act(async () => {
      render(page('late-en'));
    });
    expect(await screen.findByTestId('late-en')).toHaveTextContent('Hello');
    await preloadCatalogs('en');
    expect([english.mock.calls.length, nepali.mock.calls.length]).toEqual([1, 0]);
    window.history.pushState(null, '', '/ne/news');
    await act(async () => {
      render(page('late-ne'));
    });
    expect(await screen.findByTestId('late-ne')).toHaveTextContent('नमस्ते');
    expect([english.mock.calls.length, nepali.mock.calls.length]).toEqual([1, 1]);
  });
});

describe('useMessages reads the catalogs as i18next did (issue 36: rosetta in its place)', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  const COUNTED = defineCatalog('counted', async () => ({ photos_one: '{{count}} photo', photos_other: '{{count}} photos', only: 'English only', hi: 'Hello {{name}}' }), async () => ({
    photos_one: '{{count}} तस्बिर',
    photos_other: '{{count}} तस्बिरहरू',
    only: '',
    hi: 'नमस्ते {{name}}',
  }));
  function Counted({ id }: { id: string }) {
    const { t } = useMessages(COUNTED);
    return (
      <p data-testid={id}>
        {t('photos', { count: 1 })} | {t('photos', { count: 12 })} | {t('only')} | {t('hi', { name: 'Sita' })} | {t('missing' as 'only')}
      </p>
    );
  }

  it('chooses the plural form by count, fills placeholders, falls back to English, then to the key', async () => {
    render(<Counted id="en" />);
    expect(screen.getByTestId('en')).toHaveTextContent('1 photo | 12 photos | English only | Hello Sita | missing');
    window.history.pushState(null, '', '/ne/news');
    await preloadCatalogs('ne');
    await act(async () => {
      render(
        <RemoteApp dark={false} languages>
          <Counted id="ne" />
        </RemoteApp>,
      );
    });
    expect(await screen.findByTestId('ne')).toHaveTextContent('१ तस्बिर | १२ तस्बिरहरू | English only | नमस्ते Sita | missing');
  });
});
