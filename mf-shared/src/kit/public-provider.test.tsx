import { Empty } from 'antd';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AntdScope } from './antd-scope';
import { PublicProvider } from './public-provider';
import { LoadingView, ErrorView, EmptyView } from './state-views';
import { useToast } from './use-toast';

function SendButton({ text }: { text: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success(text)}>
      Send
    </button>
  );
}

describe('PublicProvider (public pages without antd on the first load)', () => {
  it('shows a toast asked for before its antd code has loaded, with its text and role', async () => {
    render(
      <PublicProvider dark={false} lang="en">
        <SendButton text="Thanks. We will contact you soon!" />
      </PublicProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thanks. We will contact you soon!')).toBeInTheDocument();
    // antd's notification, placed bottom-right (SPEC.md §9)
    expect(document.querySelector('.ant-notification-bottomRight')).not.toBeNull();
  });

  it('shows every toast asked for while that code loads, in order', async () => {
    function TwoToasts() {
      const toast = useToast();
      return (
        <button
          type="button"
          onClick={() => {
            toast.success('First');
            toast.error('Second');
          }}
        >
          Both
        </button>
      );
    }
    render(
      <PublicProvider dark={false} lang="en">
        <TwoToasts />
      </PublicProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(await screen.findByText('Second')).toBeInTheDocument();
  });

  it('gives antd its language inside an AntdScope: Nepali on a Nepali page', async () => {
    render(
      <PublicProvider dark={false} lang="ne">
        <AntdScope>
          <Empty />
        </AntdScope>
      </PublicProvider>,
    );
    expect((await screen.findAllByText('डाटा छैन')).length).toBeGreaterThan(0);
  });

  it('an AntdScope outside the public provider (the consoles) adds nothing', () => {
    const { container } = render(
      <AntdScope>
        <p>plain</p>
      </AntdScope>,
    );
    expect(container.innerHTML).toBe('<p>plain</p>');
  });
});

describe('state views (no antd)', () => {
  it('loading placeholders are busy, with the rows asked for', () => {
    render(<LoadingView rows={4} count={2} />);
    const busy = screen.getByTestId('loading');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.querySelectorAll('.kit-skeleton')).toHaveLength(2);
    expect(busy.querySelectorAll('.kit-skeleton-line')).toHaveLength(8);
  });

  it('an error is an alert with its message, and an empty list says so', async () => {
    await act(async () => {
      render(
        <>
          <ErrorView message="Could not load the news." />
          <EmptyView text="No news yet." />
        </>,
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the news.');
    expect(screen.getByText('No news yet.')).toBeInTheDocument();
  });
});
