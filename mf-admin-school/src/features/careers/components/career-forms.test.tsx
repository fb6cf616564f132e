import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Career } from '@school/shared/contract';
import { fill, mockApi, putsOf, renderRemote } from '@school/shared/build/test';
import { AddCareerForm } from './add-career-form';
import { CAREER_MESSAGES } from './career-fields';
import { EditCareerForm } from './edit-career-form';

const career: Career = {
  _id: 'c1',
  title: 'Physics Teacher',
  careerCategory: 'Teaching',
  noOfVacancy: 2,
  employmentType: 'Full time',
  location: 'Lalitpur',
  offeredSalary: 'Negotiable',
  applyBefore: '2026-03-05',
  educationLevel: 'Masters',
  experienceRequired: '2 years',
  careerSpecs: '<p>Teach physics</p>',
  careerDesc: '<p>Plan labs</p>',
  note: '<p>Apply early</p>',
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-01T09:00:00.000Z',
};

describe('career forms', () => {
  it('add: shows every add message after the first submit', async () => {
    mockApi({});
    renderRemote(<AddCareerForm />, { signedIn: true });
    expect(screen.queryByText('Please provide Career Title')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Career' }));
    for (const msg of Object.values(CAREER_MESSAGES.add)) expect(await screen.findByText(msg)).toBeInTheDocument();
  });

  it('edit: fills the fields, shows apply-before as DD-MMM-YYYY and sends {career: {…, careerId}}', async () => {
    const calls = mockApi({ 'PUT /api/careers/c1': { ...career, title: 'Senior Physics Teacher' } });
    renderRemote(<EditCareerForm career={career} />, { route: '/admin/careers/c1', path: '/admin/careers/:id', signedIn: true });
    expect(screen.getByLabelText('Apply Before')).toHaveValue('05-Mar-2026');
    expect(await screen.findByRole('textbox', { name: 'Career Specification' })).toHaveTextContent('Teach physics');
    fill(screen.getByLabelText('Title'), '');
    fill(screen.getByLabelText('Title'), 'Senior Physics Teacher');
    fireEvent.click(screen.getByRole('button', { name: 'Update Career' }));
    expect(await screen.findByText('Career Edited Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeInTheDocument());
    // every field of the career as it was, the new title, and its id as careerId (not _id)
    const { _id, createdAt: _created, updatedAt: _updated, ...fields } = career;
    expect(putsOf(calls)[0]).toMatchObject({ method: 'PUT', url: '/api/careers/c1', auth: 'Bearer test-token' });
    expect(putsOf(calls)[0].body).toEqual({ career: { ...fields, careerId: _id, title: 'Senior Physics Teacher' } });
  });

  it('edit: uses the edit messages and refuses a date that is not DD-MMM-YYYY', async () => {
    const calls = mockApi({});
    renderRemote(<EditCareerForm career={{ ...career, note: '' }} />, { signedIn: true });
    fill(screen.getByLabelText('Title'), '');
    fill(screen.getByLabelText('Location'), '');
    fill(screen.getByLabelText('Apply Before'), '');
    fill(screen.getByLabelText('Apply Before'), '2026/03/05');
    fireEvent.click(screen.getByRole('button', { name: 'Update Career' }));
    expect(await screen.findByText('Please provide Title')).toBeInTheDocument();
    expect(screen.getByText('Please provide Location')).toBeInTheDocument();
    expect(screen.getByText('Please provide Valida Date')).toBeInTheDocument();
    expect(screen.getByText('Please provide Note')).toBeInTheDocument();
    // the save is not sent (the open form's presence heartbeat, issue 32, is no save)
    expect(putsOf(calls)).toHaveLength(0);
  });
});

// Content in both languages (issue 13): a career's optional Nepali title and rich text.
const nepaliCareer: Career = { ...career, titleNe: 'भौतिकशास्त्र शिक्षक', careerSpecsNe: '<p>भौतिकशास्त्र पढाउने</p>' };

describe('career form: Nepali fields', () => {
  it('the edit form shows the Nepali title and specification beside the English, and sends them', async () => {
    const calls = mockApi({ 'PUT /api/careers/c1': nepaliCareer });
    renderRemote(<EditCareerForm career={nepaliCareer} />, { route: '/admin/careers/c1', path: '/admin/careers/:id', signedIn: true });
    expect(screen.getByLabelText('Title (Nepali)')).toHaveValue('भौतिकशास्त्र शिक्षक');
    expect(await screen.findByRole('textbox', { name: 'Career Specification (Nepali)' })).toHaveTextContent('भौतिकशास्त्र पढाउने');
    expect(await screen.findByRole('textbox', { name: 'Career Description (Nepali)' })).toHaveTextContent('');
    fill(screen.getByLabelText('Title (Nepali)'), 'वरिष्ठ भौतिकशास्त्र शिक्षक');
    fireEvent.click(screen.getByRole('button', { name: 'Update Career' }));
    expect(await screen.findByText('Career Edited Successfully')).toBeInTheDocument();
    expect(putsOf(calls)[0].body).toMatchObject({
      career: { title: 'Physics Teacher', titleNe: 'वरिष्ठ भौतिकशास्त्र शिक्षक', careerSpecsNe: '<p>भौतिकशास्त्र पढाउने</p>' },
    });
  });
});
