import { fireEvent, screen } from '@testing-library/react';
import { fill, mockApi, renderRemote, reply } from '@school/shared/build/test';
import { AddNewsForm } from './add-news-form';

describe('News form: status and Publish at', () => {
  it('saves a draft, and a time to go public, as the API takes them', async () => {
    const calls = mockApi({ 'POST /api/news': reply(201, { _id: 'n1' }) });
    renderRemote(<AddNewsForm />, { signedIn: true });
    fill(screen.getByLabelText('Title'), 'Exam results');
    fill(screen.getByLabelText('Author'), 'Office');
    fill(screen.getByLabelText('Description'), 'Out on Friday.');
    // Published is the default
    expect(screen.getByRole('radio', { name: 'Published' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Draft' }));
    fill(screen.getByLabelText('Publish at'), '2026-12-04T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Add News' }));
    expect(await screen.findByText('News Added Successfully')).toBeInTheDocument();
    // 10:00 in Kathmandu (+05:45) is 04:15 UTC
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Exam results', status: 'draft', publishAt: '2026-12-04T04:15:00.000Z' });
  });
});
