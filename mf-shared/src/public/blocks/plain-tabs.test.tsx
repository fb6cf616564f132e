import { fireEvent, render, screen } from '@testing-library/react';
import { PlainTabs } from './plain-tabs';

const items = [
  { key: 'a', label: 'Overview', children: <p>First text</p> },
  { key: 'b', label: 'Why Us?', children: <p>Second text</p> },
  { key: 'c', label: 'Strength', children: <p>Third text</p> },
];

describe('PlainTabs (issue 36: /school and the clinic without antd Tabs)', () => {
  it('shows one named panel; a click or the arrow keys, Home and End choose another and keep the one seen', () => {
    render(<PlainTabs id="school" items={items} />);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('First text');
    // a panel not yet shown is not rendered, as with antd, and its tab names no missing element
    expect(screen.queryByText('Second text')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Why Us?' })).not.toHaveAttribute('aria-controls');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);

    fireEvent.click(screen.getByRole('tab', { name: 'Why Us?' }));
    expect(screen.getByRole('tabpanel', { name: 'Why Us?' })).toHaveTextContent('Second text');
    expect(screen.getByText('First text').closest('[role="tabpanel"]')).not.toBeVisible();

    const why = screen.getByRole('tab', { name: 'Why Us?' });
    fireEvent.keyDown(why, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Strength' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Strength' })).toHaveTextContent('Third text');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Strength' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Overview' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Strength' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('tabindex', '-1');
  });
});
