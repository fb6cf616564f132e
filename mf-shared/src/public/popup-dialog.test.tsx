import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PopupDialog } from './popup-dialog';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  if (!open) return <p>closed</p>;
  return (
    <PopupDialog
      title="Welcome to Hope Academy"
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    >
      <img src="/uploads/w.web.webp" alt="Welcome to Hope Academy" />
    </PopupDialog>
  );
}

describe('PopupDialog', () => {
  it('opens as a dialog named by its title, and the Close button closes it', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Hope Academy' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('img', { name: 'Welcome to Hope Academy' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('a click on the backdrop (the dialog element itself) closes it; a click inside does not', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('img', { name: 'Welcome to Hope Academy' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
