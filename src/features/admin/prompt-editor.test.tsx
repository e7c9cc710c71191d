import { afterEach, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Template } from '../../../common/contracts/templates';
import { PromptEditor } from './prompt-editor';

vi.mock('../../lib/toast', () => ({ default: { success: () => undefined, error: () => undefined } }));
afterEach(() => vi.unstubAllGlobals());

const hero: Template = {
  id: 'superhero',
  name: 'Superhero',
  description: 'A hero.',
  prompt: 'A comic-book superhero portrait of the pet in the photo wearing a flowing red cape.',
  image: '/files/templates/superhero-960.webp',
  subtitle: '',
  priceCents: 3996,
  hidden: false,
  createdAt: '2026-11-24T00:00:00.000Z',
};

it('a re-preview asks for the template by id, so it is painted in the template’s style (issue 34)', async () => {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const json =
        path === '/api/admin/reference-pet'
          ? { imageUrl: '/files/dog_cat/chelsea-full.jpg' }
          : { name: 'Superhero', short: 'Hero.', description: 'A hero.', imageUrl: '/files/templates/new-960.webp' };
      return new Response(JSON.stringify(json), { status: 200 });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PromptEditor template={hero} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Preview with this prompt' }));
  await waitFor(() => expect(screen.getByTestId('new-preview')).toBeTruthy());
  expect(calls.find((c) => c.path === '/api/generate-template')?.body).toEqual({
    userPrompt: hero.prompt,
    referenceImageUrl: '/files/dog_cat/chelsea-full.jpg',
    templateId: 'superhero',
  });
});
