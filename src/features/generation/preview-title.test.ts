import { describe, expect, it } from 'vitest';
import { canGenerate, previewTitle } from './preview-title';

describe('preview title', () => {
  it("reads 'Preview' before an upload", () => {
    expect(previewTitle({ hasPhoto: false, hasResult: false }, 'Edited Image')).toBe('Preview');
  });
  it("reads 'Upload Preview' once a photo is chosen", () => {
    expect(previewTitle({ hasPhoto: true, hasResult: false }, 'Edited Image')).toBe('Upload Preview');
  });
  it("reads the result title once there is a result ('Edited Image' / 'Generated Portrait')", () => {
    expect(previewTitle({ hasPhoto: true, hasResult: true }, 'Edited Image')).toBe('Edited Image');
    expect(previewTitle({ hasPhoto: true, hasResult: true }, 'Generated Portrait')).toBe('Generated Portrait');
  });
});

describe('canGenerate', () => {
  it('needs a photo and no run in progress', () => {
    expect(canGenerate({ hasPhoto: false, stage: 'idle' })).toBe(false);
    expect(canGenerate({ hasPhoto: true, stage: 'idle' })).toBe(true);
    expect(canGenerate({ hasPhoto: true, stage: 'uploading' })).toBe(false);
    expect(canGenerate({ hasPhoto: true, stage: 'working' })).toBe(false);
    expect(canGenerate({ hasPhoto: true, stage: 'done' })).toBe(true);
    expect(canGenerate({ hasPhoto: true, stage: 'failed' })).toBe(true);
  });
});
