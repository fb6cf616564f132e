import { fireEvent, screen } from '@testing-library/react';
import type { Career } from '@school/shared/contract';
import { fill, mockApi, renderRemote } from '@school/shared/build/test';
import { EditCareerForm } from './edit-career-form';

// Content in both languages (issue 13): a career's optional Nepali title and rich text.
const career: Career = {
  _id: 'c1',
  title: 'Physics Teacher',
  titleNe: 'भौतिकशास्त्र शिक्षक',
  careerCategory: 'Teaching',
  noOfVacancy: 2,
  employmentType: 'Full time',
  location: 'Lalitpur',
  offeredSalary: 'Negotiable',
  applyBefore: '2026-03-05',
  educationLevel: 'Masters',
  experienceRequired: '2 years',
  careerSpecs: '<p>Teach physics</p>',
  careerSpecsNe: '<p>भौतिकशास्त्र पढाउने</p>',
  careerDesc: '<p>Plan labs</p>',
  note: '<p>Apply early</p>',
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-01T09:00:00.000Z',
};

describe('career form: Nepali fields', () => {
  it('the edit form shows the Nepali title and specification beside the English, and sends them', async () => {
    const calls = mockApi({ 'PUT /api/careers/c1': career });
    renderRemote(<EditCareerForm career={career} />, { route: '/admin/careers/c1', path: '/admin/careers/:id', signedIn: true });
    expect(screen.getByLabelText('Title (Nepali)')).toHaveValue('भौतिकशास्त्र शिक्षक');
    expect(await screen.findByRole('textbox', { name: 'Career Specification (Nepali)' })).toHaveTextContent('भौतिकशास्त्र पढाउने');
    expect(await screen.findByRole('textbox', { name: 'Career Description (Nepali)' })).toHaveTextContent('');
    fill(screen.getByLabelText('Title (Nepali)'), 'वरिष्ठ भौतिकशास्त्र शिक्षक');
    fireEvent.click(screen.getByRole('button', { name: 'Update Career' }));
    expect(await screen.findByText('Career Edited Successfully')).toBeInTheDocument();
    expect(calls[0].body).toMatchObject({
      career: { title: 'Physics Teacher', titleNe: 'वरिष्ठ भौतिकशास्त्र शिक्षक', careerSpecsNe: '<p>भौतिकशास्त्र पढाउने</p>' },
    });
  });
});
