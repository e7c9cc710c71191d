import type { ReactNode } from 'react';

/**
 * The owner's policy texts, from a small part of Markdown: headings (`## Title`, `## Title {#anchor}`),
 * paragraphs, `-` and `1.` lists, **bold**, *italic*, [links](url) and bare e-mail addresses. Everything
 * becomes React elements, so raw HTML shows as text; a link goes only to https, http, mailto, a path of
 * this shop or an anchor (javascript:, data: and the rest stay plain text).
 */

type Block =
  | { kind: 'heading'; depth: number; text: string; id?: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; text: string };

const HEADING = /^(#{1,6})\s+(.*?)(?:\s+\{#([a-z0-9-]+)\})?\s*$/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = BULLET.exec(raw) ?? NUMBERED.exec(raw);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', depth: heading[1]!.length, text: heading[2]!, id: heading[3] });
    } else if (item) {
      const ordered = !BULLET.test(raw);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!);
    } else if (list && /^\s/.test(raw)) list.items[list.items.length - 1] += ` ${line}`;
    else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** A link target the shop will follow, or null. */
export function safeHref(url: string): string | null {
  const href = url.trim();
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href;
  return null;
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|_(.+?)_|\[([^\]]+)\]\(([^)\s]+)\)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;
const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600';

export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = m.index;
    const [, bold, em1, em2, label, url, email] = m;
    if (bold) out.push(<strong key={key}>{renderInline(bold)}</strong>);
    else if (em1 || em2) out.push(<em key={key}>{renderInline((em1 ?? em2)!)}</em>);
    else if (label) {
      const href = safeHref(url!);
      out.push(
        href ? (
          <a key={key} href={href} className={linkClass}>
            {renderInline(label)}
          </a>
        ) : (
          label
        ),
      );
    } else if (email)
      out.push(
        <a key={key} href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>,
      );
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type Level = 2 | 3;
const HEADING_CLASS: Record<number, string> = { 2: 'text-2xl', 3: 'text-lg' };

/** A policy: `## ` headings become sections at `level` (h2 on a page of its own, h3 inside a dialog). */
export function Markdown({ text, level = 3 }: { text: string; level?: Level }) {
  const sections: { heading?: Extract<Block, { kind: 'heading' }>; body: Exclude<Block, { kind: 'heading' }>[] }[] = [
    { body: [] },
  ];
  for (const block of parseBlocks(text)) {
    if (block.kind === 'heading') sections.push({ heading: block, body: [] });
    else sections[sections.length - 1]!.body.push(block);
  }
  return (
    <div className="space-y-8">
      {sections.map((section, i) => {
        if (!section.heading && section.body.length === 0) return null;
        const depth = section.heading ? Math.min(6, Math.max(level, level + section.heading.depth - 2)) : level;
        const H = `h${depth}` as 'h2';
        return (
          <section key={i} id={section.heading?.id} className="scroll-mt-24">
            {section.heading && (
              <H className={`font-display font-semibold text-ink ${HEADING_CLASS[depth] ?? 'text-base'}`}>
                {renderInline(section.heading.text)}
              </H>
            )}
            <div className={`space-y-3 leading-relaxed text-stone-700 ${section.heading ? 'mt-3' : ''}`}>
              {section.body.map((b, j) =>
                b.kind === 'paragraph' ? (
                  <p key={j}>{renderInline(b.text)}</p>
                ) : b.ordered ? (
                  <ol key={j} className="list-decimal space-y-1 pl-6">
                    {b.items.map((item, k) => (
                      <li key={k}>{renderInline(item)}</li>
                    ))}
                  </ol>
                ) : (
                  <ul key={j} className="list-disc space-y-1 pl-6">
                    {b.items.map((item, k) => (
                      <li key={k}>{renderInline(item)}</li>
                    ))}
                  </ul>
                ),
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
