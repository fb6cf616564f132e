import { fireEvent, screen } from '@testing-library/react';
import { mockApi, renderRemote } from '@school/shared/build/test';
import { schoolToday } from '@school/shared/kit';
import { toNoticeBody } from '../api/create-notice';
import { AddNoticeForm } from './add-notice-form';

describe('Create Notice form', () => {
  it('shows the notice messages after the first submit', async () => {
    mockApi({});
    renderRemote(<AddNoticeForm />, { signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Please provide Notice title')).toBeInTheDocument();
    expect(screen.getByText('Please provide Notice description')).toBeInTheDocument();
    expect(screen.getByText('Please add PDF File')).toBeInTheDocument();
    expect(screen.getByText('Only PDF')).toBeInTheDocument();
  });

  it("sends today's date as Y-M-D with the file and its original name", () => {
    const body = toNoticeBody({ title: 'T', description: 'D', file: '/uploads/a.pdf', originalFile: 'a.pdf' }, '2026-07-04');
    expect(body).toEqual({ title: 'T', description: 'D', date: '2026-07-04', file: '/uploads/a.pdf', originalFile: 'a.pdf', body: '', ne: { body: '' }, status: 'published', publishAt: null });
  });

  it("dates a notice by the school's today (Kathmandu), not the browser's", () => {
    // 20:00 UTC on 4 July is already 01:45 on 5 July in Kathmandu
    expect(schoolToday(new Date('2026-07-04T20:00:00Z'))).toBe('2026-07-05');
  });
});
