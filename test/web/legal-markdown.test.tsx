/**
 * The Markdown of the legal texts (web/src/features/legal/markdown.ts): the subset they use, parsed to plain data
 * and rendered as React elements, so nothing an editor writes can become markup, script or an unsafe link.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalTextError, parseLegalText } from '../../web/src/features/legal/front-matter';
import { MarkdownBlocks } from '../../web/src/features/legal/MarkdownBlocks';
import { inlineText, linkTarget, parseInline, parseMarkdown } from '../../web/src/features/legal/markdown';
import { renderWithProviders } from './render-app';

describe('parseMarkdown', () => {
  it('reads headings of level 2 and 3, paragraphs joined over lines, and both kinds of list', () => {
    const blocks = parseMarkdown(
      '## What we collect\n\nFirst line\nsecond line.\n\n- one\n- two\n  continued\n\n1. first\n2. second\n\n### Details',
    );

    expect(blocks).toEqual([
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'What we collect' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'First line second line.' }] },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two continued' }]],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]],
      },
      { kind: 'heading', level: 3, children: [{ kind: 'text', text: 'Details' }] },
    ]);
  });

  it('ends a paragraph where a list starts, and a list where a heading starts', () => {
    expect(parseMarkdown('Do not:\n- lie\n## Next').map((block) => block.kind)).toEqual([
      'paragraph',
      'list',
      'heading',
    ]);
  });

  it('keeps a level-1 heading, deeper levels and HTML as text (the page owns its h1)', () => {
    expect(parseMarkdown('# Title\n\n#### Deep\n\n<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '# Title' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: '#### Deep' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  it('reads Windows line ends as well', () => {
    expect(parseMarkdown('## A\r\n\r\nB\r\nC')).toHaveLength(2);
  });
});

describe('parseInline', () => {
  it('reads bold text, links (with bold inside) and placeholders', () => {
    expect(parseInline('See **our** [privacy **notice**](/privacy), or {{privacyContact}}.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'bold', children: [{ kind: 'text', text: 'our' }] },
      { kind: 'text', text: ' ' },
      {
        kind: 'link',
        target: '/privacy',
        children: [
          { kind: 'text', text: 'privacy ' },
          { kind: 'bold', children: [{ kind: 'text', text: 'notice' }] },
        ],
      },
      { kind: 'text', text: ', or ' },
      { kind: 'placeholder', name: 'privacyContact' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('reads a link followed at once by letters (Telugu and Hindi add endings to a linked word)', () => {
    expect(parseInline('[ప్రొఫైల్ పేజీ](/profile)లోని')).toEqual([
      { kind: 'link', target: '/profile', children: [{ kind: 'text', text: 'ప్రొఫైల్ పేజీ' }] },
      { kind: 'text', text: 'లోని' },
    ]);
  });

  it('leaves unmatched markers as text', () => {
    expect(inlineText(parseInline('a ** b [c] (d) {{ e }} [f](g h)'))).toBe(
      'a ** b [c] (d) {{ e }} [f](g h)',
    );
    expect(parseInline('2 ** 3')).toEqual([{ kind: 'text', text: '2 ** 3' }]);
  });
});

describe('linkTarget', () => {
  it.each([
    ['/privacy', { kind: 'route', path: '/privacy' }],
    ['https://www.dpb.gov.in', { kind: 'external', href: 'https://www.dpb.gov.in' }],
    ['mailto:privacy@earnlearn.in', { kind: 'external', href: 'mailto:privacy@earnlearn.in' }],
  ])('lets %s through', (target, expected) => {
    expect(linkTarget(target)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'http://example.com',
    '//evil.example',
    '/\\evil.example',
    'privacy',
  ])('refuses %s', (target) => {
    expect(linkTarget(target)).toBeUndefined();
  });
});

describe('parseLegalText', () => {
  it('reads the version and title of the front matter, and the body after it', () => {
    expect(parseLegalText('---\nversion: 2026-11-25\ntitle: Terms: the short ones\n---\n\n## A\n')).toEqual({
      version: '2026-11-25',
      title: 'Terms: the short ones',
      body: '\n## A\n',
    });
  });

  it.each([
    ['no front matter', '## A'],
    ['no version', '---\ntitle: T\n---\n'],
    ['no title', '---\nversion: 1\n---\n'],
    ['a line without a key', '---\nversion: 1\ntitle: T\njust words\n---\n'],
  ])('refuses a text with %s', (_, text) => {
    expect(() => parseLegalText(text)).toThrow(LegalTextError);
  });
});

describe('MarkdownBlocks', () => {
  it('renders headings, paragraphs, lists, bold text and links as elements', () => {
    renderWithProviders(
      <MarkdownBlocks
        blocks={parseMarkdown(
          '## Rights\n\n- **Access**: see [your profile](/profile).\n- Write to [us](mailto:privacy@earnlearn.in).\n\n1. first',
        )}
      />,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Rights' })).toBeInTheDocument();
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(numbers?.tagName).toBe('OL');
    expect(screen.getByText('Access').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute('href', 'mailto:privacy@earnlearn.in');
  });

  it('shows markup as text and an unsafe link as its words only', () => {
    const { container } = renderWithProviders(
      <MarkdownBlocks
        blocks={parseMarkdown('<img src=x onerror=alert(1)> and [click me](javascript:steal)')}
      />,
    );

    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'click me' })).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)> and click me')).toBeInTheDocument();
  });

  it('fills in placeholders, and shows one without a value as written', () => {
    renderWithProviders(
      <MarkdownBlocks
        blocks={parseMarkdown('Contact: {{privacyContact}}. Other: {{missing}}.')}
        placeholders={{ privacyContact: <em>the officer</em> }}
      />,
    );

    expect(screen.getByText('the officer').tagName).toBe('EM');
    expect(screen.getByText(/Other: \{\{missing\}\}\./)).toBeInTheDocument();
  });
});
