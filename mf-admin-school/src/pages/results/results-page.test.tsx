import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
import ResultsPage from './index';

const exam = {
  _id: 'x1', site: 'school', title: 'Second Terminal', ne: { title: 'दोस्रो त्रैमासिक' }, year: 2082, grading: 'gpa', publishAt: null,
  published: false, subjects: [], resultCount: 0, importedAt: null, createdAt: '2026-11-20T10:00:00Z',
};
const bad = { rows: 3, subjects: ['English', 'Maths'], errors: [{ line: 3, message: 'the date of birth is missing' }], duplicates: [{ symbol: '1001', lines: [2, 4] }], committed: false };
const good = { rows: 3, subjects: ['English', 'Maths'], errors: [], duplicates: [], committed: false };

describe('Results screen (issue 37)', () => {
  it('checks a sheet first (bad rows by line, duplicates), imports only a clean one, publishes, finds a symbol and counts lookups', async () => {
    let report = bad;
    const calls = mockApi({
      'GET /api/exams/all': reply(200, [exam]),
      'GET /api/exams/x1/lookups': reply(200, [{ hour: '2026-11-27T04', count: 312 }]),
      'POST /api/exams/x1/results': (call) => reply(200, call.url.includes('commit=true') ? { ...report, committed: true } : report),
      'PATCH /api/exams/x1': reply(200, { ...exam, published: true }),
      'GET /api/exams/x1/results': reply(200, { name: 'सीता राई', class: '10', section: 'A', symbol: '1001', dob: '2065-01-15', gpa: 3.6, result: 'pass', subjects: [], marks: [] }),
    });
    renderRemote(<ResultsPage />, { signedIn: true });
    expect(await screen.findByText('Second Terminal (2082)')).toBeInTheDocument();
    expect(await screen.findByText('312')).toBeInTheDocument();
    const input = screen.getByLabelText('Results sheet (CSV or XLSX)');
    fireEvent.change(input, { target: { files: [new File(['Symbol,Name'], 'results.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the sheet' }));
    expect(await screen.findByText('Line 3: the date of birth is missing')).toBeInTheDocument();
    expect(screen.getByText('1001: lines 2, 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    report = good;
    fireEvent.click(screen.getByRole('button', { name: 'Check the sheet' }));
    expect(await screen.findByText(/No problems found/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/exams/x1/results?commit=true')).toBe(true));
    expect(calls.filter((c) => c.url === '/api/exams/x1/results')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ published: true }));

    fireEvent.change(screen.getByLabelText('Symbol number'), { target: { value: '1001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/सीता राई, class 10 A, born 2065-01-15 BS: GPA 3.60/)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/exams/x1/results?symbol=1001')).toBe(true);
  });
});
