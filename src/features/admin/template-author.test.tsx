import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TemplateAuthor } from './template-author';

const toasts = vi.hoisted(() => ({ success: [] as string[], error: [] as string[] }));
vi.mock('../../lib/toast', () => ({
  default: { success: (m: string) => toasts.success.push(m), error: (m: string) => toasts.error.push(m) },
}));

type Route = (body: unknown) => { status: number; json?: unknown };
let calls: { path: string; body: unknown }[] = [];

function serve(routes: Record<string, Route>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path, body });
      const route = routes[`${init?.method ?? 'GET'} ${path}`];
      const res = route ? route(body) : { status: 404, json: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
      return new Response(res.json === undefined ? '' : JSON.stringify(res.json), { status: res.status });
    }),
  );
}

const GENERATED = {
  name: 'Pirate Captain Stormy',
  short: 'Pirate Captain Stormy: oil painting.',
  description: 'Your pet as a pirate.',
  imageUrl: '/files/templates/generated.webp',
};
const base: Record<string, Route> = {
  'GET /api/admin/reference-pet': () => ({ status: 200, json: { imageUrl: '/files/dog_cat/rex.jpg' } }),
  'POST /api/generate-template': () => ({ status: 200, json: GENERATED }),
  // The reply as the server gives it (the client checks it against the template contract in tests).
  'POST /api/admin/templates': (b) => ({
    status: 201,
    json: {
      id: 't1',
      subtitle: '',
      priceCents: 3996,
      hidden: false,
      createdAt: '2026-11-24T00:00:00.000Z',
      ...(b as object),
    },
  }),
};

function renderAuthor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TemplateAuthor />
    </QueryClientProvider>,
  );
}

const prompt = () => screen.getByRole('textbox', { name: 'Prompt' });
const generate = () => fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

describe('TemplateAuthor', () => {
  beforeEach(() => {
    toasts.success.length = 0;
    toasts.error.length = 0;
    calls = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a prompt before calling the server', async () => {
    serve(base);
    renderAuthor();
    generate();
    // Said at the prompt field, not in a toast over the form.
    expect(screen.getByRole('alert').textContent).toBe('Please enter a prompt to generate the template.');
    expect(screen.getByLabelText('Prompt').getAttribute('aria-invalid')).toBe('true');
    expect(toasts.error).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('generates, replaces the preview with the mockup, uploads the painted image and resets', async () => {
    serve({
      ...base,
      'POST /api/printful-mockup': () => ({ status: 200, json: { mockupUrl: '/files/mockups/m.webp' } }),
    });
    renderAuthor();
    fireEvent.change(prompt(), { target: { value: 'A pirate captain on a stormy sea' } });
    generate();
    await waitFor(() => expect(screen.getByTestId('draft-image').getAttribute('data-kind')).toBe('mockup'));
    expect(screen.getByTestId('draft-image').getAttribute('src')).toBe('/files/mockups/m.webp');
    expect(toasts.success).toEqual([
      'Template generated successfully! Generating mockup...',
      'Mockup generated successfully!',
    ]);
    expect(calls.find((c) => c.path === '/api/generate-template')?.body).toEqual({
      userPrompt: 'A pirate captain on a stormy sea',
      referenceImageUrl: '/files/dog_cat/rex.jpg',
    });
    expect(calls.find((c) => c.path === '/api/printful-mockup')?.body).toEqual({
      imageUrl: GENERATED.imageUrl,
      size: 'medium',
      color: 'black',
    });

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Stormy Pirate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload to templates' }));
    await waitFor(() => expect(toasts.success).toContain('Template uploaded to database successfully!'));
    expect(calls.find((c) => c.path === '/api/admin/templates')?.body).toEqual({
      name: 'Stormy Pirate',
      description: GENERATED.description,
      prompt: 'A pirate captain on a stormy sea',
      image: GENERATED.imageUrl,
    });
    expect((prompt() as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });

  it('keeps the painted image when the mockup call fails', async () => {
    serve(base); // printful-mockup answers 404
    renderAuthor();
    fireEvent.change(prompt(), { target: { value: 'A pirate captain' } });
    generate();
    await waitFor(() => expect(toasts.error).toEqual(['Failed to get mockup URL.']));
    expect(screen.getByTestId('draft-image').getAttribute('src')).toBe(GENERATED.imageUrl);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Upload to templates' }).disabled).toBe(false);
  });

  it("shows the server's messages: an empty dog_cat folder and a non-admin", async () => {
    serve({
      ...base,
      'GET /api/admin/reference-pet': () => ({
        status: 404,
        json: { error: { code: 'NOT_FOUND', message: 'No images found in dog_cat folder.' } },
      }),
    });
    renderAuthor();
    fireEvent.change(prompt(), { target: { value: 'A pirate captain' } });
    generate();
    await waitFor(() => expect(toasts.error).toEqual(['No images found in dog_cat folder.']));

    serve({
      ...base,
      'GET /api/admin/reference-pet': () => ({
        status: 403,
        json: { error: { code: 'FORBIDDEN', message: 'Forbidden' } },
      }),
    });
    generate();
    await waitFor(() => expect(toasts.error).toEqual(['No images found in dog_cat folder.', 'Unauthorized access.']));
  });
});
