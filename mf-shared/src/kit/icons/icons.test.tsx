import { render, screen } from '@testing-library/react';
import { MailOutlined, PhoneOutlined } from './index';

describe('the public sites’ icons', () => {
  it('draw the icons-svg drawing in antd’s markup: a named image around a 1em svg', () => {
    render(<PhoneOutlined className="contact-icon" />);
    const img = screen.getByRole('img', { name: 'phone' });
    expect(img).toHaveClass('anticon', 'anticon-phone', 'contact-icon');
    const svg = img.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('64 64 896 896');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('are left out of the accessibility tree when decorative', () => {
    render(
      <p>
        <MailOutlined aria-hidden /> info@example.org
      </p>,
    );
    expect(screen.queryByRole('img', { name: 'mail' })).not.toBeInTheDocument();
    expect(document.querySelector('.anticon-mail svg')).not.toBeNull();
  });
});
