import { useCallback, useEffect, useRef, useState } from 'react';
import toast from '../../lib/toast';
import type { FrameColor, FrameSize } from '../../../common/catalog';
import { composeFramedMockups } from './framing-api';
import { canGoNext, COMPOSE_FAILED, composeErrorText, mockupRequest, previousStep, type WizardStep } from './wizard-rules';

const TOAST = { duration: 6000 };

/** The wizard's state: step, choices, the request for mockups and its outcome. */
export function useFrameWizard(imageUrl: string | null) {
  const [step, setStep] = useState<WizardStep>(1);
  const [size, setSize] = useState<FrameSize | null>(null);
  const [color, setColor] = useState<FrameColor | null>(null);
  const [mockups, setMockups] = useState<{ key: string; urls: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inflight = useRef<AbortController | null>(null);

  useEffect(() => () => inflight.current?.abort(), []);

  const choiceKey = `${imageUrl}|${size}|${color}`;
  const ready = mockups && mockups.key === choiceKey ? mockups.urls : null;

  const generate = useCallback(async () => {
    setStep(3);
    const r = mockupRequest(imageUrl, size, color);
    if (!r.ok) {
      setError(r.error);
      toast.error(r.error, TOAST);
      return;
    }
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setBusy(true);
    setError(null);
    try {
      const urls = await composeFramedMockups(r.request, controller.signal);
      if (controller.signal.aborted) return;
      if (urls.length === 0) throw new Error(COMPOSE_FAILED);
      setMockups({ key: `${r.request.imageUrl}|${r.request.size}|${r.request.color}`, urls });
      setStep(4);
      toast.success('Framed images ready!', TOAST);
    } catch (err) {
      if (controller.signal.aborted) return;
      const message = composeErrorText(err);
      setError(message);
      toast.error(message, TOAST);
    } finally {
      if (inflight.current === controller) {
        inflight.current = null;
        setBusy(false);
      }
    }
  }, [imageUrl, size, color]);

  const next = useCallback(() => {
    if (!canGoNext(step, size, color)) return;
    if (step === 1) setStep(2);
    else if (step === 2) void generate();
  }, [step, size, color, generate]);

  const back = useCallback(() => {
    const prev = previousStep(step);
    if (prev === null) return;
    if (step === 3) {
      inflight.current?.abort();
      inflight.current = null;
      setBusy(false);
      setError(null);
    }
    setStep(prev);
  }, [step]);

  /** Back to the first step (spec: a library image that fails to load resets to step 1). */
  const reset = useCallback(() => {
    inflight.current?.abort();
    inflight.current = null;
    setBusy(false);
    setError(null);
    setStep(1);
  }, []);

  return { step, size, color, setSize, setColor, busy, error, mockups: ready, next, back, generate, reset, showReview: () => ready && setStep(4) };
}

export type FrameWizard = ReturnType<typeof useFrameWizard>;
