import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockApi, renderAdmin } from '../../../test/render';
import { toNoticeBody } from '../api/create-notice';
import { AddNoticeForm } from './add-notice-form';

describe('Create Notice form', () => {
  it('shows the notice messages after the first submit', async () => {
    mockApi({});
    renderAdmin(<AddNoticeForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Notice' }));
    expect(await screen.findByText('Please provide Notice title')).toBeInTheDocument();
    expect(screen.getByText('Please provide Notice description')).toBeInTheDocument();
    expect(screen.getByText('Please add PDF File')).toBeInTheDocument();
    expect(screen.getByText('Only PDF')).toBeInTheDocument();
  });

  it("sends today's date as Y-M-D with the file and its original name", () => {
    const body = toNoticeBody({ title: 'T', description: 'D', file: '/uploads/a.pdf', originalFile: 'a.pdf' }, dayjs('2026-07-04T23:30:00'));
    expect(body).toEqual({ title: 'T', description: 'D', date: '2026-07-04', file: '/uploads/a.pdf', originalFile: 'a.pdf' });
  });
});
