import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderAdmin, fill } from '../../../test/render';
import { AddNewsForm } from './add-news-form';

describe('Add News form', () => {
  it('shows no message before the first submit, then every required message', async () => {
    mockApi({});
    renderAdmin(<AddNewsForm />);
    const title = screen.getByLabelText('Title');
    fill(title, 'x');
    fill(title, '');
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText('Please provide Title')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add News' }));
    expect(await screen.findByText('Please provide Title')).toBeInTheDocument();
    expect(screen.getByText('Please provide Author Name')).toBeInTheDocument();
    expect(screen.getByText('Please provide Description')).toBeInTheDocument();
  });

  it('posts the news with the user, shows the toast and clears the form', async () => {
    const calls = mockApi({ 'POST /api/news': [201, { _id: 'n1' }] });
    renderAdmin(<AddNewsForm />);
    fill(screen.getByLabelText('Title'), 'Sports week');
    fill(screen.getByLabelText('Author'), 'Principal');
    fill(screen.getByLabelText('Description'), 'All classes take part.');
    fireEvent.click(screen.getByRole('button', { name: 'Add News' }));

    expect(await screen.findByText('News Added Successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/news');
    expect(post?.auth).toBe('Bearer test-token');
    expect(post?.body).toEqual({
      user: 'u1',
      title: 'Sports week',
      author: 'Principal',
      description: 'All classes take part.',
      section: 'Preschool',
      image: '',
    });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
  });

  it("shows the server's message in a red alert and keeps the values", async () => {
    mockApi({ 'POST /api/news': [400, { message: 'Title is too long' }] });
    renderAdmin(<AddNewsForm />);
    fill(screen.getByLabelText('Title'), 'T');
    fill(screen.getByLabelText('Author'), 'A');
    fill(screen.getByLabelText('Description'), 'D');
    fireEvent.click(screen.getByRole('button', { name: 'Add News' }));
    expect(await screen.findByText('Title is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('T');
  });
});
