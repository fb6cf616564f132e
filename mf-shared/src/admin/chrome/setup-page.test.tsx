import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fill, mockApi, renderRemote, reply } from '@school/shared/build/test';
import { SetupPage } from './setup-page';

const DONE = 'The website is set up. Sign in with the email and password you chose.';

function fillForm() {
  fill(screen.getByLabelText('School name'), 'Valley School');
  fill(screen.getByLabelText('Address'), 'Pokhara-8, Kaski');
  fill(screen.getByLabelText('Phone'), '061-550000');
  fill(screen.getByLabelText('Email'), 'office@valley.test');
  fill(screen.getByLabelText('Your email'), 'sita@valley.test');
  fill(screen.getByLabelText('Password'), 'river-stone-morning-42');
}

describe('/admin/setup, the first-run form (issue 31)', () => {
  it("sends the school's facts and the first admin, shows the server's refusal, then the sign-in link", async () => {
    let answered = 0;
    const calls = mockApi({
      'GET /api/setup': { needed: true },
      'POST /api/setup': () =>
        ++answered === 1 ? reply(400, { message: 'phone must be a phone number, e.g. +977-1-4412345' }) : reply(201, { message: DONE }),
    });
    renderRemote(<SetupPage />);
    await screen.findByLabelText('School name');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Set up the website' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('phone must be a phone number');
    fireEvent.click(screen.getByRole('button', { name: 'Set up the website' }));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login');
    const sent = calls.filter((c) => c.url === '/api/setup' && c.method === 'POST');
    expect(sent.at(-1)!.body).toEqual({
      name: 'Valley School',
      address: 'Pokhara-8, Kaski',
      phone: '061-550000',
      email: 'office@valley.test',
      admin: { email: 'sita@valley.test', password: 'river-stone-morning-42' },
    });
  });

  it('a required field left empty is named, and nothing is sent', async () => {
    const calls = mockApi({ 'GET /api/setup': { needed: true } });
    renderRemote(<SetupPage />);
    await screen.findByLabelText('School name');
    fireEvent.click(screen.getByRole('button', { name: 'Set up the website' }));
    expect(await screen.findByText("Please enter the school's name")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Please choose a password')).toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a site already set up shows so, with no form', async () => {
    mockApi({ 'GET /api/setup': { needed: false } });
    renderRemote(<SetupPage />);
    expect(await screen.findByText('This website is already set up')).toBeInTheDocument();
    expect(screen.queryByLabelText('School name')).toBeNull();
  });
});
