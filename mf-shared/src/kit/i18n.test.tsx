import { render, screen } from '@testing-library/react';
import { useLang } from './lang';
import { useMessages } from './i18n';
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
    expect(await screen.findByTestId('ne')).toHaveTextContent('ne: केही गडबडी भयो / Marks, पृष्ठ 2');
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
});
