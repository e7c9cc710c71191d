import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Markdown, parseBlocks, safeHref } from './markdown';

describe('Markdown (policy texts)', () => {
  it('renders sections, lists, emphasis and links at the requested heading level', () => {
    const { container } = render(
      <Markdown
        level={2}
        text={
          'Effective date: today\n\n## Returns {#returns}\n\nWe take **damaged** items back:\n\n' +
          '- within *7 days*\n- with a photo\n\nSee [the terms](/terms) or write to help@shop.example.'
        }
      />,
    );
    expect(container.querySelector('h2#returns, section#returns h2')?.textContent).toBe('Returns');
    expect(container.querySelector('section#returns')).not.toBeNull();
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'within 7 days',
      'with a photo',
    ]);
    expect(container.querySelector('strong')?.textContent).toBe('damaged');
    expect(container.querySelector('a[href="/terms"]')?.textContent).toBe('the terms');
    expect(container.querySelector('a[href="mailto:help@shop.example"]')?.textContent).toBe('help@shop.example');
  });

  it('never renders raw HTML or a script link: they stay text', () => {
    const { container } = render(
      <Markdown
        text={
          '<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) ' +
          '[data](data:text/html;base64,PHNjcmlwdD4=) [far](//evil.example)'
        }
      />,
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('click');
  });

  it('accepts only http(s), mailto, own paths and anchors as link targets', () => {
    expect(['https://a.example', 'mailto:x@y.z', '/privacy', '#california'].map(safeHref)).toEqual([
      'https://a.example',
      'mailto:x@y.z',
      '/privacy',
      '#california',
    ]);
    expect(['javascript:alert(1)', ' JavaScript:x', 'data:x', '//evil.example', 'vbscript:x'].map(safeHref)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(parseBlocks('1. one\n2. two')).toEqual([{ kind: 'list', ordered: true, items: ['one', 'two'] }]);
  });
});
