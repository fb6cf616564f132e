import { act, fireEvent, screen } from '@testing-library/react';
import type { Alert } from '@school/shared/contract';
import { renderRemote } from '@school/shared/build/test';
import { AlertBanner } from './alert-banner';
// the public catalog, which a site's first chunk defines (the footer reads it) before the banner's code comes
import './messages';

const alert = (over: Partial<Alert> = {}): Alert => ({
  _id: 'a1',
  site: 'school',
  level: 'info',
  message: 'Buses run late today',
  ne: { message: 'आज बस ढिलो चल्छ' },
  startsAt: '2020-01-01T00:00:00.000Z',
  endsAt: '2099-01-01T00:00:00.000Z',
  createdAt: '2020-01-01T00:00:00.000Z',
  updatedAt: '2020-01-01T00:00:00.000Z',
  ...over,
});

const show = (alerts: Alert[]) => renderRemote(<AlertBanner />, { plainRouter: true, alerts: { school: alerts } });

describe('AlertBanner', () => {
  beforeEach(() => localStorage.clear());

  it('shows an urgent alert as role=alert with its link, and nothing when there is none', async () => {
    const { unmount } = show([alert({ _id: 'u1', level: 'urgent', message: 'Flood: school closed', link: '/notices' })]);
    // the banner's code is a chunk of its own, loaded when there is an alert
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Urgent: Flood: school closed');
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/notices');
    // an urgent alert cannot be dismissed
    expect(screen.queryByRole('button', { name: 'Dismiss this notice' })).not.toBeInTheDocument();
    unmount();
    show([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('an info alert is a status a visitor dismisses; it stays away on the next page, and comes back once it changes', async () => {
    const first = show([alert({ link: 'https://example.org/x' })]);
    expect(await screen.findByRole('status')).toHaveTextContent('Notice: Buses run late today');
    expect(screen.getByRole('link', { name: 'Read more (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(localStorage.getItem('alert-dismissed:a1')).toBe('2020-01-01T00:00:00.000Z');
    first.unmount();

    const again = show([alert()]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    again.unmount();

    show([alert({ message: 'Buses run on time again', updatedAt: '2020-01-02T00:00:00.000Z' })]);
    expect(screen.getByRole('status')).toHaveTextContent('Buses run on time again');
  });

  it('a warning is a status that cannot be dismissed; an open page drops an alert at its endsAt', async () => {
    jest.useFakeTimers();
    try {
      const soon = new Date(Date.now() + 5000).toISOString();
      show([alert({ _id: 'w1', level: 'warning', message: 'Exams moved', endsAt: soon })]);
      expect(await screen.findByRole('status')).toHaveTextContent('Warning: Exams moved');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(5001);
      });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
