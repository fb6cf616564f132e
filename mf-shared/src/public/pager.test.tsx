import { fireEvent, render, screen } from '@testing-library/react';
import { Pager, pageList } from './pager';

describe('Pager', () => {
  it('lists the first, the last and the neighbours of the current page', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(1, 3)).toEqual([1, 2, 3]);
    expect(pageList(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(pageList(3, 10)).toEqual([1, 2, 3, 4, '…', 10]);
  });

  it('marks the current page and reports clicks; hidden when one page is enough', () => {
    const onChange = jest.fn();
    const { rerender, container } = render(<Pager current={2} pageSize={6} total={20} onChange={onChange} label="News pages" />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[4], [3]]);
    rerender(<Pager current={1} pageSize={6} total={6} onChange={onChange} />);
    expect(container).toBeEmptyDOMElement();
  });
});
