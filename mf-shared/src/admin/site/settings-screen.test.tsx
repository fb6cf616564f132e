import { fireEvent, screen, within } from '@testing-library/react';
import { fill, mockApi, renderRemote, reply, type ApiCall } from '@school/shared/build/test';
import type { SiteSettings } from '@school/shared/contract';
import { SettingsScreen } from './settings-screen';

const SETTINGS: SiteSettings = {
  name: 'Valley School',
  shortName: 'Valley',
  motto: 'Learn',
  tagline: 'Learning for all',
  address: 'Main Road, Pokhara',
  phones: ['+977-61-123456'],
  email: 'office@valley.test',
  social: { facebook: 'https://facebook.com/valley' },
  logo: '',
  colors: { primary: '#0b57a4', accent: '#f2a900' },
  seo: { title: 'Valley School', description: 'A school', keywords: 'school' },
  ne: { name: 'भ्याली स्कुल' },
};

const put = (calls: ApiCall[]) => calls.find((c) => c.method === 'PUT');

describe('Site settings screen (issue 31)', () => {
  it('shows the typed name and phone in the preview, in either language, and saves every field with PUT', async () => {
    // the API's answer: the settings with the PUT's fields, the map gone where the PUT sends null
    const saved = (c: ApiCall) => Object.fromEntries(Object.entries(Object.assign({}, SETTINGS, c.body)).filter(([, v]) => v !== null));
    const calls = mockApi({ 'GET /api/settings': SETTINGS, 'PUT /api/settings': saved });
    renderRemote(<SettingsScreen site="women" />, { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Site settings' });
    const preview = screen.getByTestId('site-preview');
    expect(within(preview).getAllByText('Valley School').length).toBeGreaterThan(0);
    // the women's site switch is the school's alone
    expect(within(form).queryByRole('switch')).toBeNull();

    fill(within(form).getByLabelText('Name'), 'Hill School');
    fill(within(form).getByLabelText('Phone 1'), '+977-61-999999');
    expect(await within(preview).findByText('Hill School')).toBeInTheDocument();
    expect((await within(preview).findAllByText(/\+977-61-999999/)).length).toBeGreaterThan(0);
    // English and Nepali side by side; the preview shows the Nepali name in Nepali
    expect(within(form).getByLabelText('Name (Nepali)').closest('.admin-bilingual')).toBe(within(form).getByLabelText('Name').closest('.admin-bilingual'));
    fireEvent.click(screen.getByText('नेपाली'));
    expect(await within(preview).findByText('भ्याली स्कुल')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Add phone/ }));
    fill(within(form).getByLabelText('Phone 2'), '9851000000');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const call = put(calls)!;
    expect(call.url).toBe('/api/settings?site=women');
    expect(call.body).toEqual({
      name: 'Hill School',
      shortName: 'Valley',
      motto: 'Learn',
      tagline: 'Learning for all',
      address: 'Main Road, Pokhara',
      phones: ['+977-61-999999', '9851000000'],
      email: 'office@valley.test',
      social: { facebook: 'https://facebook.com/valley', youtube: '', instagram: '', tiktok: '', viber: '' },
      map: null,
      colors: { primary: '#0b57a4', accent: '#f2a900' },
      seo: { title: 'Valley School', description: 'A school', keywords: 'school' },
      ne: { name: 'भ्याली स्कुल', shortName: '', motto: '', tagline: '', address: '', seo: { title: '', description: '', keywords: '' } },
    });
  });

  it("shows the API's 400 message beside the form", async () => {
    // a new site's colours are unset: only the one typed is sent
    const calls = mockApi({
      'GET /api/settings': { ...SETTINGS, colors: { primary: '', accent: '' }, women: { enabled: true } },
      'PUT /api/settings': reply(400, { message: "colors.primary is too light for the header's white text" }),
    });
    renderRemote(<SettingsScreen site="school" />, { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Site settings' });
    fill(within(form).getByLabelText('Primary colour'), '#ffff00');
    // the school's settings turn the women's centre's site off
    fireEvent.click(within(form).getByRole('switch', { name: "Women's centre website" }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent("colors.primary is too light for the header's white text");
    expect(put(calls)?.body).toMatchObject({ colors: { primary: '#ffff00' } });
    expect(put(calls)?.body).not.toHaveProperty('colors.accent');
    expect(put(calls)?.body).toMatchObject({ women: { enabled: false } });
  });
});
