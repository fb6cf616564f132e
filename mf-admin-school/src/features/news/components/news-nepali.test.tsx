import { fireEvent, screen } from '@testing-library/react';
import { fill, fillRich, mockApi, putsOf, renderRemote, reply, testAnswer } from '@school/shared/build/test';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import { AddNewsForm } from './add-news-form';
import { EditNewsForm } from './edit-news-form';

// Content in both languages (issue 13): the news forms' optional Nepali title and description.
describe('News forms: Nepali title and description', () => {
  it('sends the Nepali title and description with the English ones', async () => {
    const calls = mockApi({ 'POST /api/news': reply(201, testAnswer(E.createNews, { _id: 'n1' })) });
    renderRemote(<AddNewsForm />, { signedIn: true });
    fill(screen.getByLabelText('Title'), 'Sports week');
    fill(screen.getByLabelText('Title (Nepali)'), 'खेलकुद सप्ताह');
    fill(screen.getByLabelText('Author'), 'Principal');
    await fillRich('Description', 'All classes take part.');
    await fillRich('Description (Nepali)', 'सबै कक्षाले भाग लिन्छन्।');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('News Added Successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Sports week',
      titleNe: 'खेलकुद सप्ताह',
      author: 'Principal',
      description: '<p>All classes take part.</p>',
      descriptionNe: '<p>सबै कक्षाले भाग लिन्छन्।</p>',
      section: 'Preschool',
      image: '',
      status: 'published',
      publishAt: null,
    });
  });

  it('the edit form is prefilled with the Nepali text and sends a change of it', async () => {
    const news = {
      _id: 'n1', user: 'u1', title: 'Sports week', titleNe: 'खेलकुद सप्ताह', author: 'Principal', description: 'All classes.', descriptionNe: 'सबै कक्षा।',
      section: 'Primary', image: '', createdAt: '2026-03-05T10:00:00Z', updatedAt: '2026-03-05T10:00:00Z', status: 'published' as const, publishAt: null,
    };
    const calls = mockApi({ 'PUT /api/news/n1': reply(200, news) });
    renderRemote(<EditNewsForm news={news} />, { signedIn: true, route: '/admin/news/n1/edit', pages: { '/admin/news/all': <h1>All news</h1> } });
    expect(screen.getByLabelText('Title (Nepali)')).toHaveValue('खेलकुद सप्ताह');
    expect(await screen.findByRole('textbox', { name: 'Description (Nepali)' })).toHaveTextContent('सबै कक्षा।');
    fill(screen.getByLabelText('Title (Nepali)'), 'खेलकुद सप्ताह २०८३');
    fireEvent.click(screen.getByRole('button', { name: 'Update News' }));
    expect(await screen.findByText('News Edited Successfully')).toBeInTheDocument();
    expect(putsOf(calls)[0]?.body).toMatchObject({ news: { title: 'Sports week', titleNe: 'खेलकुद सप्ताह २०८३', descriptionNe: 'सबै कक्षा।' } });
  });
});
