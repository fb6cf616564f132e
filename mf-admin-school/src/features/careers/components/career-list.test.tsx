import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
import { CareerList } from './career-list';

const career = (i: number, title: string) => ({
  _id: `c${i}`,
  title,
  careerCategory: 'Teaching',
  noOfVacancy: 1,
  employmentType: 'Full time',
  location: 'Banepa',
  offeredSalary: 'NPR 40,000',
  applyBefore: '2099-01-31',
  educationLevel: 'Bachelor',
  experienceRequired: '2 years',
  careerSpecs: '<p>x</p>',
  careerDesc: '<p>y</p>',
  note: '',
  createdAt: '2026-03-05T10:00:00Z',
  updatedAt: '2026-03-05T10:00:00Z',
});

describe('/admin/careers list', () => {
  it('searches on the server and pages the answer', async () => {
    const calls = mockApi({
      'GET /api/careers': ({ href }) => {
        const params = new URL(href).searchParams;
        if (params.get('q') === 'teacher') return reply(200, [career(1, 'Mathematics Teacher')], { 'X-Total-Count': '30' });
        if (params.get('q') === 'astronaut') return [];
        return reply(200, [career(2, 'Accountant'), career(3, 'Science Teacher')], { 'X-Total-Count': '2' });
      },
    });
    const urls = () => calls.filter((c) => c.method === 'GET').map((c) => c.url);
    renderRemote(<CareerList />, { signedIn: true });
    expect(await screen.findByText('Accountant')).toBeInTheDocument();
    expect(urls()).toEqual(['/api/careers?page=1&limit=24']);
    expect(screen.queryByRole('listitem', { name: '2' })).not.toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search careers' });
    fireEvent.change(box, { target: { value: ' teacher ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Mathematics Teacher')).toBeInTheDocument();
    expect(screen.queryByText('Accountant')).not.toBeInTheDocument();
    expect(urls()).toContain('/api/careers?page=1&limit=24&q=teacher');

    // 30 matches: a second page, asked for with the same words
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(urls()).toContain('/api/careers?page=2&limit=24&q=teacher'));

    fireEvent.change(box, { target: { value: 'astronaut' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(urls()).toContain('/api/careers?page=1&limit=24&q=astronaut'));
    expect(await screen.findByText('No career matches your search.')).toBeInTheDocument();
    expect(urls()).toContain('/api/careers?page=1&limit=24&q=astronaut');
  });
});
