/**
 * The preview pane's title (spec): 'Preview' before an upload, 'Upload Preview' once a photo is
 * chosen, and the result's title (editor: 'Edited Image'; portrait page: 'Generated Portrait')
 * once a result is shown.
 */
export function previewTitle(state: { hasPhoto: boolean; hasResult: boolean }, resultTitle: string): string {
  if (state.hasResult) return resultTitle;
  return state.hasPhoto ? 'Upload Preview' : 'Preview';
}

export type Stage = 'idle' | 'uploading' | 'working' | 'done' | 'failed';

/** Generate is disabled without a photo or while a run is in progress (docs/spec/shop.md §4 Editor). */
export function canGenerate(state: { hasPhoto: boolean; stage: Stage }): boolean {
  return state.hasPhoto && state.stage !== 'uploading' && state.stage !== 'working';
}
