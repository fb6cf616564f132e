import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, useState } from 'react';
import { FirstOpened } from './use-opened-once';

// the dialog's code, as a lazy chunk whose import is counted
let imports = 0;
const Dialog = lazy(async () => {
  imports++;
  return { default: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Notice" /> : <div data-testid="closed-dialog" />) };
});

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>View</button>
      <button type="button" onClick={() => setOpen(false)}>Close</button>
      <FirstOpened open={open}>
        <Dialog open={open} />
      </FirstOpened>
    </>
  );
}

describe('FirstOpened', () => {
  test('the click paints a mask at once; the dialog\'s code is fetched after that frame, then it stays mounted', async () => {
    imports = 0;
    render(<Page />);
    expect(screen.queryByTestId('opening-mask')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    // the click's own render: the mask, and no request for the dialog's code yet
    expect(screen.getByTestId('opening-mask')).toBeInTheDocument();
    expect(imports).toBe(0);
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    expect(imports).toBe(1);
    expect(screen.queryByTestId('opening-mask')).not.toBeInTheDocument();
    // closed: still mounted (its closing animation), no mask
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.getByTestId('closed-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('opening-mask')).not.toBeInTheDocument();
  });
});
