import { fireEvent, screen, within } from '@testing-library/react';
import { fill, mockApi, renderRemote, reply, type ApiCall } from '@school/shared/build/test';
import type { Menus } from '@school/shared/contract';
import { MenusScreen } from './menus-screen';

const MENUS: Menus = {
  header: [
    { label: 'Home', ne: { label: 'गृहपृष्ठ' }, path: '/' },
    { label: 'About', path: '/about', children: [{ label: 'Team', path: '/team' }] },
    { label: 'Clinic', path: '/clinic' },
  ],
  footer: { useful: [{ label: 'Contact', path: '/contact' }], external: [{ label: 'Ministry', url: 'https://moest.gov.np' }] },
};

const put = (calls: ApiCall[]) => calls.find((c) => c.method === 'PUT')?.body;

describe('Menus screen (issue 31)', () => {
  it('edits labels in both languages, reorders and nests by keyboard, and PUTs the tree', async () => {
    const calls = mockApi({ 'GET /api/menus': MENUS, 'PUT /api/menus': (c) => c.body });
    renderRemote(<MenusScreen site="school" />, { signedIn: true });
    await screen.findByRole('form', { name: 'Menus' });
    const clinic = screen.getByRole('group', { name: 'Header item 3' });
    fill(within(clinic).getByLabelText('Label (Nepali)'), 'क्लिनिक');
    fireEvent.click(screen.getByRole('button', { name: 'Nest Header item 3 under the item above' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Header item 2 up' }));
    const external = screen.getByRole('group', { name: 'External link 1' });
    fill(within(external).getByLabelText('Path or URL'), 'https://www.moest.gov.np');
    fireEvent.click(screen.getByRole('button', { name: 'Save menus' }));
    expect(await screen.findByText('Menus saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.url).toBe('/api/menus?site=school');
    expect(put(calls)).toEqual({
      header: [
        { label: 'About', path: '/about', children: [{ label: 'Team', path: '/team' }, { label: 'Clinic', ne: { label: 'क्लिनिक' }, path: '/clinic' }] },
        { label: 'Home', ne: { label: 'गृहपृष्ठ' }, path: '/' },
      ],
      footer: { useful: [{ label: 'Contact', path: '/contact' }], external: [{ label: 'Ministry', url: 'https://www.moest.gov.np' }] },
    });
  });

  it("shows the API's message on 400", async () => {
    mockApi({ 'GET /api/menus': MENUS, 'PUT /api/menus': reply(400, { message: 'header.2.path /clinic is not a page of this site' }) });
    renderRemote(<MenusScreen site="women" />, { signedIn: true });
    await screen.findByRole('form', { name: 'Menus' });
    fireEvent.click(screen.getByRole('button', { name: 'Save menus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('header.2.path /clinic is not a page of this site');
  });
});
