import { fireEvent, screen, within } from '@testing-library/react';
import { fill, mockApi, putsOf, renderRemote, reply, testAnswer } from '@school/shared/build/test';
import { CarouselList } from './carousel-list';
import { CONTENT_ENDPOINTS as E, CONTENT_RESOURCES as R } from '@school/shared/contract';

// Content in both languages (issue 13): the carousel form's optional Nepali title and description.

/** The carousel list with one slide that has a Nepali title, and its Edit dialog open. */
async function editWelcomeSlide() {
  const calls = mockApi({
    'GET /api/carousel': [{ _id: 's1', title: 'Welcome', titleNe: 'स्वागत छ', description: 'Hello', image: '/uploads/a.png', createdAt: '2026-01-01' }],
    'PUT /api/carousel/s1': reply(200, testAnswer(E.updateSlide, { _id: 's1' })),
  });
  renderRemote(<CarouselList resource={R.carousel} />, { signedIn: true });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Welcome' }));
  return { calls, dialog: await screen.findByRole('dialog', { name: 'Edit Carousel' }) };
}

describe('carousel form: Nepali fields', () => {
  it('shows the Nepali fields beside the English ones, prefilled on edit, and sends a change', async () => {
    const { calls, dialog } = await editWelcomeSlide();
    const titleNe = within(dialog).getByLabelText('Title (Nepali)');
    expect(titleNe).toHaveValue('स्वागत छ');
    expect(titleNe).toHaveAttribute('lang', 'ne');
    // the English and the Nepali title share one side-by-side row
    expect(titleNe.closest('.admin-bilingual')).toBe(within(dialog).getByLabelText('Title').closest('.admin-bilingual'));
    expect(within(dialog).getByLabelText('Description (Nepali)')).toHaveValue('');

    fill(within(dialog).getByLabelText('Description (Nepali)'), 'नमस्ते');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Carousel Edited Successfully')).toBeInTheDocument();
    expect(putsOf(calls)[0]?.body).toEqual({ title: 'Welcome', titleNe: 'स्वागत छ', description: 'Hello', descriptionNe: 'नमस्ते' });
  });

  it("an emptied Nepali title is sent as '' (the API clears it); one never filled in is not sent", async () => {
    const { calls, dialog } = await editWelcomeSlide();
    fill(within(dialog).getByLabelText('Title (Nepali)'), '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Carousel Edited Successfully')).toBeInTheDocument();
    expect(putsOf(calls)[0]?.body).toEqual({ title: 'Welcome', titleNe: '', description: 'Hello' });
  });
});
