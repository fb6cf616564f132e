import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { LEAVE_WARNING } from '@school/shared/kit';
import { fill, fillRich, mockApi, renderRemote, reply, testAnswer } from '@school/shared/build/test';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import { AddNewsForm } from './add-news-form';

/** The form on its page, with a link to another console page. */
function renderWithLink() {
  const page = (
    <>
      <Link to="/admin/news/all">View All</Link>
      <AddNewsForm />
    </>
  );
  return renderRemote(page, { route: '/admin/news', path: '/admin/news', pages: { '/admin/news/all': <h1>All news</h1> }, signedIn: true }).router;
}

describe('Add News form', () => {
  it('shows no message before the first submit, then every required message', async () => {
    mockApi({});
    renderRemote(<AddNewsForm />, { signedIn: true });
    const title = screen.getByLabelText('Title');
    fill(title, 'x');
    fill(title, '');
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText('Please provide Title')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Please provide Title')).toBeInTheDocument();
    expect(screen.getByText('Please provide Author Name')).toBeInTheDocument();
    expect(screen.getByText('Please provide Description')).toBeInTheDocument();
  });

  // without the Nepali title and description (optional, issue 13): none is sent
  it('posts the news without the ignored user field, shows the toast and clears the form', async () => {
    const calls = mockApi({ 'POST /api/news': reply(201, testAnswer(E.createNews, { _id: 'n1' })) });
    renderRemote(<AddNewsForm />, { signedIn: true });
    fill(screen.getByLabelText('Title'), 'Sports week');
    fill(screen.getByLabelText('Author'), 'Principal');
    await fillRich('Description', 'All classes take part.');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));

    expect(await screen.findByText('News Added Successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/news');
    expect(post?.auth).toBe('Bearer test-token');
    expect(post?.body).toEqual({
      title: 'Sports week',
      author: 'Principal',
      description: '<p>All classes take part.</p>',
      section: 'Preschool',
      image: '',
      status: 'published',
      publishAt: null,
    });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
  });

  it("shows the server's message in a red alert and keeps the values", async () => {
    mockApi({ 'POST /api/news': reply(400, { message: 'Title is too long' }) });
    renderRemote(<AddNewsForm />, { signedIn: true });
    fill(screen.getByLabelText('Title'), 'T');
    fill(screen.getByLabelText('Author'), 'A');
    await fillRich('Description', 'D');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Title is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('T');
  });

  it('moves the focus to the first field in error on a failed submit', async () => {
    mockApi({});
    renderRemote(<AddNewsForm />, { signedIn: true });
    fill(screen.getByLabelText('Title'), 'Sports week');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(screen.getByLabelText('Author')).toHaveFocus());
  });

  it('asks before leaving with a half-filled form, and not once the news is added', async () => {
    mockApi({ 'POST /api/news': reply(201, testAnswer(E.createNews, { _id: 'n1' })) });
    const router = renderWithLink();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    fill(screen.getByLabelText('Title'), 'Sports week');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Sports week'));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'View All' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(LEAVE_WARNING));
    expect(router.state.location.pathname).toBe('/admin/news');

    fill(screen.getByLabelText('Author'), 'Principal');
    await fillRich('Description', 'All classes take part.');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('News Added Successfully')).toBeInTheDocument();
    confirm.mockClear();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'View All' }));
    expect(await screen.findByRole('heading', { name: 'All news' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});
