import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DataSaverContext, useDataSaver } from './data-saver';

/** A stand-in for the Network Information API (`navigator.connection`). */
class FakeConnection extends EventTarget {
  constructor(
    public saveData = false,
    public effectiveType = '4g',
  ) {
    super();
  }
}

function setConnection(c: FakeConnection | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: c });
}

function Probe() {
  return <p data-testid="probe">{useDataSaver() ? 'light' : 'full'}</p>;
}

afterEach(() => {
  setConnection(undefined);
  delete document.documentElement.dataset.saveData;
});

/** Hydrates the server's HTML of <Probe />: no recoverable error, and it shows `expected` after. */
async function expectHydratesAs(html: string, expected: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Probe />, { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
  expect(container).toHaveTextContent(expected);
  container.remove();
}

describe('useDataSaver', () => {
  it('is off when the browser has no Network Information API or a fast connection', () => {
    const { unmount } = render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('full');
    unmount();
    setConnection(new FakeConnection(false, '4g'));
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('full');
  });

  it.each(['slow-2g', '2g', '3g'])('is on for an effectiveType of %s', (type) => {
    setConnection(new FakeConnection(false, type));
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('light');
  });

  it('is on when the browser saves data (navigator.connection.saveData)', () => {
    setConnection(new FakeConnection(true, '4g'));
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('light');
  });

  it('follows the connection when it changes', () => {
    const c = new FakeConnection(false, '4g');
    setConnection(c);
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('full');
    act(() => {
      c.effectiveType = '2g';
      c.dispatchEvent(new Event('change'));
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('light');
  });

  it("takes the server's Save-Data answer from the context or from <html data-save-data>", () => {
    const { unmount } = render(
      <DataSaverContext.Provider value={true}>
        <Probe />
      </DataSaverContext.Provider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('light');
    unmount();
    document.documentElement.dataset.saveData = 'on';
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('light');
  });

  it("renders on the server from the request's header and hydrates without a mismatch", async () => {
    const html = renderToString(
      <DataSaverContext.Provider value={true}>
        <Probe />
      </DataSaverContext.Provider>,
    );
    expect(html).toContain('light');
    expect(renderToString(<Probe />)).toContain('full');

    // The browser: a fast connection, but the server saw Save-Data and said so on <html>.
    setConnection(new FakeConnection(false, '4g'));
    document.documentElement.dataset.saveData = 'on';
    await expectHydratesAs(html, 'light');
  });

  it('after hydrating what the server rendered, switches to the browser’s slow connection', async () => {
    const html = renderToString(<Probe />);
    setConnection(new FakeConnection(false, '3g'));
    await expectHydratesAs(html, 'light');
  });
});
