import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill, fillRich, mockApi, renderRemote, reply, testAnswer } from '@school/shared/build/test';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import { AddNewsForm } from './add-news-form';

const fillNews = async (title: string) => {
  fill(screen.getByLabelText('Title'), title);
  fill(screen.getByLabelText('Author'), 'Office');
  await fillRich('Description', 'Out on Friday.');
};

describe('News form: Save draft, Publish now, Schedule', () => {
  it('has no status set by default: Save draft sends a draft, Publish now a published item, and the form names what it saved with a link', async () => {
    const calls = mockApi({
      'POST /api/news': (call) => reply(201, testAnswer(E.createNews, { _id: `n${calls.length}`, ...(call.body as object) })),
    });
    renderRemote(<AddNewsForm />, { signedIn: true });
    expect(screen.queryByRole('radio', { name: 'Published' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Publish at')).not.toBeInTheDocument();

    await fillNews('Exam results');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const saved = await screen.findByTestId('saved-item');
    expect(calls.at(-1)?.body).toMatchObject({ title: 'Exam results', status: 'draft', publishAt: null });
    expect(saved).toHaveTextContent('Saved as a draft: Exam results');
    expect(within(saved).getByRole('link', { name: 'Exam results' })).toHaveAttribute('href', '/admin/news/n1/edit');
    // the form itself is emptied for the next one
    expect(screen.getByLabelText('Title')).toHaveValue('');

    await fillNews('Sports day');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(screen.getByTestId('saved-item')).toHaveTextContent('Saved: Sports day'));
    expect(calls.at(-1)?.body).toMatchObject({ title: 'Sports day', status: 'published', publishAt: null });
  });

  it('Schedule asks for the time and sends it with the published status', async () => {
    const calls = mockApi({ 'POST /api/news': reply(201, testAnswer(E.createNews, { _id: 'n1', title: 'Exam results', status: 'published' })) });
    renderRemote(<AddNewsForm />, { signedIn: true });
    await fillNews('Exam results');
    fireEvent.click(screen.getByRole('checkbox', { name: /Schedule/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Please choose when to publish')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fill(await screen.findByLabelText('Publish at'), '2026-12-04T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('News Added Successfully')).toBeInTheDocument();
    // 10:00 in Kathmandu (+05:45) is 04:15 UTC
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Exam results', status: 'published', publishAt: '2026-12-04T04:15:00.000Z' });
  });
});
