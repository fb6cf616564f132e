import { act, render, screen } from '@testing-library/react';
import { setRuntimeConfig, useOfflineCopy } from '@school/shared/session';
import { copyTime, OfflineNotice } from './offline-notice';

describe('the offline notice', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBase: '', timeZone: 'Asia/Kathmandu' });
    useOfflineCopy.setState({ at: null });
  });

  it('says nothing while answers come from the network', () => {
    const { container } = render(<OfflineNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says the page is the offline copy, and when the server sent it, in the school's zone", () => {
    render(<OfflineNotice />);
    act(() => useOfflineCopy.setState({ at: 'Tue, 24 Nov 2026 05:30:48 GMT' }));
    // 05:30 UTC is 11:15 in Kathmandu (UTC+5:45)
    expect(screen.getByRole('status')).toHaveTextContent('You are offline: showing the copy from 24 Nov 2026, 11:15');
    act(() => useOfflineCopy.setState({ at: null }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says it in Nepali on a Nepali page (/ne/…)', async () => {
    window.history.pushState(null, '', '/ne/news');
    try {
      useOfflineCopy.setState({ at: 'Tue, 24 Nov 2026 05:30:48 GMT' });
      render(<OfflineNotice />);
      expect(await screen.findByRole('status')).toHaveTextContent('तपाईं अफलाइन हुनुहुन्छ: ८ मंसिर २०८३ (२४ नोभेम्बर २०२६), ११:१५ मा सुरक्षित गरिएको प्रति देखाइँदै छ');
      expect(screen.getByRole('status')).toHaveAttribute('lang', 'ne');
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('shows an unreadable date as it came', () => {
    expect(copyTime('yesterday', 'UTC')).toBe('yesterday');
  });
});
