import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Template } from '../../../../common/contracts/templates';
import { TemplateCarousel } from '../../../features/templates/template-carousel';
import { withShopSettings } from '../../../test/query-wrapper';
import { OrderSummary } from './order-summary';

const templates: Template[] = Array.from({ length: 10 }, (_, i) => ({
  id: `t${i}`,
  name: `Style ${i}`,
  description: 'd',
  prompt: 'p',
  image: `/img/${i}.webp`,
  subtitle: 'Custom Pet Canvas',
  priceCents: 1998,
  hidden: false,
  createdAt: '2024-01-01T00:00:00.000Z',
}));

function hrefs() {
  return within(screen.getByTestId('also-like'))
    .getAllByTestId('template-card')
    .map((a) => a.getAttribute('href'));
}

describe('TemplateCarousel', () => {
  it('shows 4 of the 8 other templates at 1280 px, wraps both ways and answers the arrow keys', () => {
    window.innerWidth = 1280;
    render(
      <MemoryRouter>
        <TemplateCarousel templates={templates} current={templates[0]} />
      </MemoryRouter>,
      { wrapper: withShopSettings() },
    );
    expect(hrefs()).toEqual(['/template/t1', '/template/t2', '/template/t3', '/template/t4']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous styles' }));
    expect(hrefs()).toEqual(['/template/t8', '/template/t1', '/template/t2', '/template/t3']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next styles' }), { key: 'ArrowRight' });
    expect(hrefs()[0]).toBe('/template/t1');
    for (let i = 0; i < 8; i++) fireEvent.click(screen.getByRole('button', { name: 'Next styles' }));
    expect(hrefs()[0]).toBe('/template/t1');
  });

  it('shows 2 on phones and 3 from 768 px', () => {
    window.innerWidth = 390;
    const { unmount } = render(
      <MemoryRouter>
        <TemplateCarousel templates={templates} current={templates[0]} />
      </MemoryRouter>,
      { wrapper: withShopSettings() },
    );
    expect(hrefs()).toHaveLength(2);
    window.innerWidth = 800;
    fireEvent(window, new Event('resize'));
    expect(hrefs()).toHaveLength(3);
    unmount();
  });
});

describe('OrderSummary', () => {
  it('shows the live price, a crossed-out regular price only where one is set, and hides the colour for digital', () => {
    const { rerender } = render(<OrderSummary templateName="Royal Pet" size="medium" color="red_oak" />, {
      wrapper: withShopSettings(),
    });
    expect(screen.getByTestId('subtotal').textContent).toBe('Subtotal$129.00');
    expect(screen.queryByText(/You save/)).toBeNull();
    expect(screen.getByText('Red Oak')).toBeTruthy();
    rerender(<OrderSummary templateName="Royal Pet" size="digital" color={null} />);
    expect(screen.getByTestId('subtotal').textContent).toContain('$29.00');
    expect(screen.getByTestId('subtotal').textContent).toContain('$14.50');
    expect(screen.getByText('You save $14.50 (50% off)')).toBeTruthy();
    expect(screen.queryByText('Frame color')).toBeNull();
  });
});
