import { fireEvent, render, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { dayToPicker, pickedDay } from '@school/shared/kit';
import { BsAdDatePicker } from './bs-ad-date-picker';

/** A form field as the consoles use it; `seen` records every value the form receives. */
function Field({ initial, seen }: { initial?: string; seen: Array<string | null> }) {
  const [form] = Form.useForm();
  const [, rerender] = useState(0);
  return (
    <Form form={form} initialValues={{ day: initial ? dayToPicker(initial) : undefined }}>
      <Form.Item name="day" label="Day">
        <BsAdDatePicker
          format="DD-MMM-YYYY"
          onChange={(v: Dayjs | null) => {
            seen.push(v ? pickedDay(v) : null);
            rerender((n) => n + 1);
          }}
        />
      </Form.Item>
      <button type="button" onClick={() => form.resetFields()}>
        Reset
      </button>
    </Form>
  );
}

const toBs = () => fireEvent.click(within(screen.getByTestId('calendar-day')).getByRole('radio', { name: 'BS' }));
const toAd = () => fireEvent.click(within(screen.getByTestId('calendar-day')).getByRole('radio', { name: 'AD' }));

describe('BsAdDatePicker', () => {
  it('opens in AD and shows the picked day in BS under it', () => {
    render(<Field initial="2026-04-14" seen={[]} />);
    expect(screen.getByLabelText('Day')).toHaveValue('14-Apr-2026');
    expect(screen.getByText('Baisakh 1, 2083 BS')).toBeInTheDocument();
  });

  it('turns a typed BS day into the AD day the form holds', () => {
    const seen: Array<string | null> = [];
    render(<Field seen={seen} />);
    toBs();
    const input = screen.getByLabelText('Day');
    fireEvent.change(input, { target: { value: '2083-08' } });
    expect(seen.at(-1)).toBeNull();
    expect(screen.getByText('Not a Bikram Sambat date: YYYY-MM-DD, years 1970–2090')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2083-08-07' } });
    expect(seen.at(-1)).toBe('2026-11-23');
    expect(screen.getByText('23-Nov-2026 (AD)')).toBeInTheDocument();
    // the half-typed text was kept while typing, and the picker shows the same day in AD
    toAd();
    expect(screen.getByLabelText('Day')).toHaveValue('23-Nov-2026');
  });

  it('refuses a day the BS month does not have (Mangsir 2083 has 29)', () => {
    const seen: Array<string | null> = [];
    render(<Field seen={seen} />);
    toBs();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2083-08-30' } });
    expect(seen.at(-1)).toBeNull();
  });

  it('shows an existing day in the BS field, and clears it when the form is reset', () => {
    render(<Field initial="2027-04-14" seen={[]} />);
    toBs();
    expect(screen.getByLabelText('Day')).toHaveValue('2084-01-01');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2084-01-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Day')).toHaveValue('2084-01-01');
  });
});
