import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { RemoteApp } from './remote-app';

/** Stands in for the shell's boundary around a mounted remote. */
class ShellBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Shell caught: {this.state.error.name}</p> : this.props.children;
  }
}

function Broken(): never {
  const err = new Error('Loading chunk 5481 failed.');
  err.name = 'ChunkLoadError';
  throw err;
}

describe('RemoteApp', () => {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => spy.mockRestore());

  it('hands a page’s render error to the shell’s boundary instead of the router’s own error page', async () => {
    render(
      <ShellBoundary>
        <RemoteApp dark={false}>
          <Broken />
        </RemoteApp>
      </ShellBoundary>,
    );
    expect(await screen.findByText('Shell caught: ChunkLoadError')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
