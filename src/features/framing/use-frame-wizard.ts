import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import toast from '../../lib/toast';
import { FRAME_COLORS, FRAME_SIZES, type FrameColor, type FrameSize } from '../../../common/catalog';
import { composeFramedMockups } from './api/compose-framed-mockups';
import { COMPOSE_TOAST, useComposeRequest } from './use-compose-request';
import type { FrameChoice } from './frame-memory';
import {
  canGoNext,
  COMPOSE_FAILED,
  mockupRequest,
  previousStep,
  wizardFromParams,
  type WizardChoices,
  type WizardStep,
} from './wizard-rules';

/**
 * Step, size and colour live in the address (?step=&size=&color=, replaced in place), so a reload or a
 * new tab comes back to them; the navigation state (the image handed over) is kept along.
 */
function useWizardChoices() {
  const [params, setParams] = useSearchParams();
  const state: unknown = useLocation().state;
  const choices = wizardFromParams(params, FRAME_SIZES, FRAME_COLORS);
  const update = useCallback(
    (change: Partial<WizardChoices>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(change)) {
            // Step 1 is where the wizard opens: no parameter for it (a clean address).
            if (value === null || (key === 'step' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true, state },
      ),
    [setParams, state],
  );
  return { choices, update };
}

/**
 * The wizard's state: step, choices, the request for mockups and its outcome. `opening`: the frame chosen
 * when the portrait was generated (frame-memory.ts), chosen when the wizard opens without choices of its own.
 */
export function useFrameWizard(imageUrl: string | null, opening: FrameChoice | null = null) {
  const { choices, update } = useWizardChoices();
  const { step, size, color } = choices;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !imageUrl) return;
    opened.current = true;
    if (opening && !size && !color) update({ size: opening.size, color: opening.color });
  }, [imageUrl, opening, size, color, update]);
  const setStep = useCallback((s: WizardStep) => update({ step: s }), [update]);
  const setSize = useCallback((s: FrameSize | null) => update({ size: s }), [update]);
  const setColor = useCallback((c: FrameColor | null) => update({ color: c }), [update]);
  const [mockups, setMockups] = useState<{ key: string; urls: string[] } | null>(null);
  const { busy, error, setError, run, cancel } = useComposeRequest();

  const choiceKey = `${imageUrl}|${size}|${color}`;
  const ready = mockups && mockups.key === choiceKey ? mockups.urls : null;

  const resumed = useRef(false);
  const openedOn = useRef(step);
  const generate = useCallback(async () => {
    resumed.current = true;
    setStep(3);
    const r = mockupRequest(imageUrl, size, color);
    if (!r.ok) {
      setError(r.error);
      toast.error(r.error, COMPOSE_TOAST);
      return;
    }
    await run(async (signal) => {
      const urls = await composeFramedMockups(r.request, signal);
      if (signal.aborted) return;
      if (urls.length === 0) throw new Error(COMPOSE_FAILED);
      setMockups({ key: `${r.request.imageUrl}|${r.request.size}|${r.request.color}`, urls });
      setStep(4);
      toast.success('Framed images ready!', COMPOSE_TOAST);
    });
  }, [imageUrl, size, color, setStep, run, setError]);

  // Reopened on step 3 or 4 (a reload, a new tab): the mockups are made again for the kept choices.
  useEffect(() => {
    if (resumed.current || !imageUrl || openedOn.current < 3) return;
    const start = setTimeout(() => void generate());
    return () => clearTimeout(start);
  }, [imageUrl, generate]);

  const next = useCallback(() => {
    if (!canGoNext(step, size, color)) return;
    if (step === 1) setStep(2);
    else if (step === 2) void generate();
  }, [step, size, color, generate, setStep]);

  const back = useCallback(() => {
    const prev = previousStep(step);
    if (prev === null) return;
    if (step === 3) cancel();
    setStep(prev);
  }, [step, setStep, cancel]);

  /** Back to the first step (docs/spec/shop.md §8: a library image that fails to load resets to step 1). */
  const reset = useCallback(() => {
    cancel();
    setStep(1);
  }, [setStep, cancel]);

  return {
    step,
    size,
    color,
    setSize,
    setColor,
    busy,
    error,
    mockups: ready,
    next,
    back,
    generate,
    reset,
    showReview: () => ready && setStep(4),
  };
}

export type FrameWizard = ReturnType<typeof useFrameWizard>;
