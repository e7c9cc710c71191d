import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { choosePhotoOnOrderPage, expect, rewriteJson, test, signUpViaApi } from './fixtures';

const CHELSEA = path.resolve('tests/fixtures/cat-chelsea.png');
/** Painting takes 1-3 s on a quiet machine, far longer on a busy CI box. */
const GEN = { timeout: 150_000 };
test.describe.configure({ timeout: 300_000 });

const toastText = (page: Page, text: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();

/** Records every stage and percentage the progress bar shows, and every queue line. */
async function watchProgress(page: Page) {
  await page.addInitScript(() => {
    const seen: { stage: string; value: string; queue: string | null }[] = [];
    (window as unknown as { __progress: typeof seen }).__progress = seen;
    const record = () => {
      const bar = document.querySelector('[data-testid="generation-progress"]');
      if (!bar) return;
      const entry = {
        stage: bar.getAttribute('data-stage') ?? '',
        value: bar.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? '',
        queue: bar.querySelector('[data-testid="queue-position"]')?.textContent ?? null,
      };
      const last = seen[seen.length - 1];
      if (!last || last.stage !== entry.stage || last.value !== entry.value || last.queue !== entry.queue)
        seen.push(entry);
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __progress: { stage: string; value: string; queue: string | null }[] }).__progress,
    );
}

async function uploadViaApi(page: Page): Promise<string> {
  const res = await page.request.post('/api/uploads', {
    multipart: { file: { name: 'cat-chelsea.png', mimeType: 'image/png', buffer: readFileSync(CHELSEA) } },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { url: string }).url;
}

/** Puts paid jobs in the image queue ahead of the customer's (each costs one of their tokens). */
async function fillQueue(page: Page, n: number) {
  const imageUrl = await uploadViaApi(page);
  for (let i = 0; i < n; i++) {
    const res = await page.request.post('/api/edit-image', {
      data: { imageUrl, prompt: 'A royal portrait', size: 'digital' },
      headers: { Prefer: 'respond-async' },
    });
    expect(res.status()).toBe(202);
  }
}

/** The moment the page knows its job (it remembers it in the tab): from here a reload must pick it up. */
const remembered = (page: Page, screen: string) =>
  page.waitForFunction((key) => sessionStorage.getItem(key) !== null, `pawtrait.job.${screen}`);

async function startDigitalOrder(page: Page) {
  await page.goto('/create/royal-pet');
  await choosePhotoOnOrderPage(page, CHELSEA);
  await expect(page.getByTestId('photo-ready')).toBeVisible();
  await page.getByTestId('size-option-digital').click();
}

test('order page: the generation is a job followed through its real stages, with the queue place while it waits', async ({
  page,
}) => {
  const progress = await watchProgress(page);
  await signUpViaApi(page);
  await startDigitalOrder(page);
  await fillQueue(page, 3);

  const submitted = page.waitForResponse((r) => r.url().endsWith('/api/edit-image') && r.request().method() === 'POST');
  await page.getByTestId('generate-button').click();
  const reply = await submitted;
  expect(reply.request().headers()['prefer']).toBe('respond-async');
  expect(reply.status()).toBe(202);
  const accepted = (await reply.json()) as { jobId: string; state: string; position: number | null };
  expect(accepted.jobId).toBeTruthy();

  await expect(toastText(page, 'Image generated successfully!')).toBeVisible(GEN);
  await expect(page.getByTestId('order-artwork')).toHaveAttribute('src', /\/files\//);
  await expect(page.getByRole('progressbar')).toBeHidden({ timeout: 3000 });
  await expect(page.getByTestId('token-count')).toHaveText('1', GEN);

  const seen = await progress();
  // Only the spec's steps are ever shown, in order, and the painting stage is among them.
  const values = seen.map((s) => Number(s.value));
  expect(values.every((v) => [10, 35, 70, 80, 100].includes(v))).toBe(true);
  expect([...values].sort((a, b) => a - b)).toEqual(values);
  expect(seen.map((s) => s.stage)).toContain('painting');
  expect(seen[seen.length - 1]).toMatchObject({ stage: 'done', value: '100' });
  if (accepted.state === 'queued' && accepted.position !== null) {
    // It waited behind the jobs sent before it: the customer saw their place in the queue.
    expect(
      seen.some((s) => s.stage === 'queued' && /^Queued — (you're next|\d+ ahead of you)$/.test(s.queue ?? '')),
    ).toBe(true);
  }

  const job = (await (await page.request.get(`/api/jobs/${accepted.jobId}`)).json()) as {
    state: string;
    result: { processedUrl: string };
  };
  expect(job.state).toBe('done');
  await expect(page.getByTestId('order-artwork')).toHaveAttribute('src', job.result.processedUrl);
});

test('order page: a reload mid-generation picks the job up again and shows the result', async ({ page }) => {
  await signUpViaApi(page);
  await startDigitalOrder(page);
  await fillQueue(page, 3);
  const submitted = page.waitForResponse((r) => r.url().endsWith('/api/edit-image') && r.request().method() === 'POST');
  await page.getByTestId('generate-button').click();
  const { jobId } = (await (await submitted).json()) as { jobId: string };
  await expect(page.getByTestId('generation-progress')).toBeVisible();
  await remembered(page, 'order:royal-pet');

  await page.reload();
  // The remembered job is read back by id and followed to its end.
  await expect(toastText(page, 'Image generated successfully!')).toBeVisible(GEN);
  const job = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as {
    state: string;
    result: { processedUrl: string };
  };
  expect(job.state).toBe('done');
  await expect(page.getByTestId('order-artwork')).toHaveAttribute('src', job.result.processedUrl);
  await expect(page.getByTestId('token-count')).toHaveText('1');
  expect(await page.evaluate(() => sessionStorage.getItem('pawtrait.job.order:royal-pet'))).toBeNull();

  // The next visit starts fresh.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Royal Pet' })).toBeVisible();
  await expect(page.getByTestId('order-artwork')).toHaveCount(0);
  await expect(page.getByTestId('generation-progress')).toHaveCount(0);
});

test('with the live stream cut, the dashboard still finishes by polling the job', async ({ page }) => {
  await signUpViaApi(page);
  await page.route('**/api/events', (route) => route.abort());
  const polls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/jobs\/[^/?]+$/.test(r.url())) polls.push(r.url());
  });
  await page.goto('/dashboard');
  await page.setInputFiles('[data-testid="dashboard-dropzone"] input', CHELSEA);
  await expect(page.getByTestId('photo-ready')).toBeVisible();
  await page.getByTestId('style-royal-pet').click();
  await page.getByRole('button', { name: 'Generate Image (1 Token)' }).click();
  await expect(toastText(page, 'Image generated successfully!')).toBeVisible(GEN);
  await expect(page.getByTestId('dashboard-result-image')).toHaveAttribute('src', /\/files\//);
  expect(polls.length).toBeGreaterThan(0);
});

test('AI editor: a reload mid-edit shows the edited image when the job ends', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/ai-editor');
  await page.getByTestId('editor-dropzone').locator('input[type="file"]').setInputFiles(CHELSEA);
  await expect(page.getByRole('link', { name: /View Uploaded Image/ })).toBeVisible();
  await fillQueue(page, 3);
  const submitted = page.waitForResponse((r) => r.url().endsWith('/api/edit-image') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Generate' }).click();
  expect((await submitted).status()).toBe(202);
  await remembered(page, 'ai-editor');
  await page.reload();
  await expect(page.getByTestId('preview-title')).toHaveText('Edited Image', GEN);
  await expect(toastText(page, 'Image edited successfully!')).toBeVisible();
  await expect(page.getByTestId('preview-pane').getByRole('img', { name: 'Your edited pet image' })).toHaveAttribute(
    'src',
    /^\/files\/library\//,
  );
  await expect(page.getByTestId('token-count')).toHaveText('1');
});

/** Signed up on the white-background page, with Chelsea's photo uploaded and her name typed. */
async function readyWhiteBackground(page: Page) {
  await signUpViaApi(page);
  await page.goto('/white-background');
  await page.getByLabel('Pet name').fill('Chelsea');
  await page.getByTestId('portrait-dropzone').locator('input[type="file"]').setInputFiles(CHELSEA);
  await expect(page.getByRole('link', { name: /View Uploaded Image/ })).toBeVisible();
}

test('white background: a reload between the cut-out and the lettering still ends with the named portrait', async ({
  page,
}) => {
  await readyWhiteBackground(page);
  const cutOut = page.waitForResponse((r) => r.url().endsWith('/api/process-pet-photo'));
  await page.getByRole('button', { name: 'Generate' }).click();
  expect((await cutOut).status()).toBe(202);
  await remembered(page, 'white-background');
  await page.reload();
  await expect(page.getByTestId('preview-title')).toHaveText('Generated Portrait', GEN);
  await expect(toastText(page, 'Portrait generated!')).toBeVisible();
  await expect(
    page.getByTestId('portrait-preview').getByRole('img', { name: 'White background portrait of Chelsea' }),
  ).toBeVisible();
  await expect(page.getByTestId('token-count')).toHaveText('4');
});

// Flaky (passed 3 of 4 runs; once the resumed page stayed at "Upload Preview"): the resume after a lost
// lettering answer is not yet reliable. Fixme until its cause is found (session 8 note).
test('white background: a lettering answer lost on the way, then a reload, spends one token and ends with the named portrait', async ({
  page,
}) => {
  await readyWhiteBackground(page);
  // The shop takes the lettering request (and its token), but the answer is lost on the way back;
  // the page says so, and the customer reloads.
  await page.route(
    '**/api/create-final-image',
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(toastText(page, 'Failed to generate portrait.')).toBeVisible(GEN);
  await page.reload();
  await expect(page.getByTestId('preview-title')).toHaveText('Generated Portrait', GEN);
  await expect(
    page.getByTestId('portrait-preview').getByRole('img', { name: 'White background portrait of Chelsea' }),
  ).toBeVisible();
  await expect(page.getByTestId('token-count')).toHaveText('4');
  const library = (await (await page.request.get('/api/library')).json()) as { items: unknown[] };
  expect(library.items).toHaveLength(1);
});

test('library: a reload while an edit paints reopens the dialog, and the edit lands as a new image', async ({
  page,
}) => {
  await signUpViaApi(page);
  const imageUrl = await uploadViaApi(page);
  expect(
    (await page.request.post('/api/edit-image', { data: { imageUrl, prompt: 'A royal portrait', uid: null } })).ok(),
  ).toBeTruthy();
  await page.goto('/library');
  await expect(page.getByTestId('library-card')).toHaveCount(1);
  await fillQueue(page, 2);
  await page.getByTestId('library-card').first().getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Image' });
  await dialog.getByLabel('Edit instructions').fill('Add a red bow tie');
  const submitted = page.waitForResponse((r) => r.url().endsWith('/api/edit-image') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Edit Image (1 Token)' }).click();
  expect((await submitted).status()).toBe(202);
  await page.waitForFunction(() => Object.keys(sessionStorage).some((k) => k.startsWith('pawtrait.job.library-edit:')));
  await page.reload();
  await expect(toastText(page, 'Image edited successfully!')).toBeVisible(GEN);
  await expect(page.getByTestId('library-card')).toHaveCount(4, GEN);
  await expect(page.getByRole('dialog', { name: 'Edit Image' })).toHaveCount(0);
});

test('jobs sent with no page following them still land in the library, which says while they paint', async ({
  page,
}) => {
  await signUpViaApi(page);
  await fillQueue(page, 3);
  await page.goto('/library');
  // While any is unfinished the library says so; each appears as it is done, and the note goes.
  await expect(page.getByTestId('library-card')).toHaveCount(3, GEN);
  await expect(page.getByTestId('painting-note')).toHaveCount(0);
  await expect(page.getByTestId('token-count')).toHaveText('2');
});

test("a failed job shows the server's message on the order page (the token comes back)", async ({ page }) => {
  await signUpViaApi(page);
  // The stream is cut and the job's read answers 'failed', as the shop does when the painter gives up.
  await page.route('**/api/events', (route) => route.abort());
  await rewriteJson(page, /\/api\/jobs\/[^/?]+$/, (view) => ({
    ...view,
    state: 'failed',
    position: null,
    result: null,
    error: {
      code: 'PROVIDER_ERROR',
      message: 'The painter could not finish this one. Your token was refunded; please try again.',
    },
  }));
  await startDigitalOrder(page);
  await page.getByTestId('generate-button').click();
  await expect(toastText(page, 'Failed to generate image')).toContainText('Your token was refunded', GEN);
  await expect(page.getByTestId('order-result')).toHaveCount(0);
  await expect(page.getByTestId('generation-progress')).toHaveCount(0);
  await expect(page.getByTestId('generate-button')).toHaveText('Generate Artwork (1 Token)');
});
