import { describe, expect, it } from 'vitest';
import { stepFailureToast, typedNameProblem, validatePortrait } from './portrait-flow';

describe('portrait page', () => {
  it('validates the photo and the trimmed pet name', () => {
    expect(validatePortrait({ hasPhoto: false, petName: '' })).toEqual({
      photo: 'Please upload a pet image.',
      petName: "Please enter your pet's name.",
    });
    expect(validatePortrait({ hasPhoto: true, petName: '   ' })).toEqual({
      photo: undefined,
      petName: "Please enter your pet's name.",
    });
    expect(validatePortrait({ hasPhoto: true, petName: ' Biscuit ' })).toEqual({
      photo: undefined,
      petName: undefined,
    });
  });

  it('says while typing what cannot be printed, in either name; a blank name waits for Generate (issue 34)', () => {
    expect(typedNameProblem('')).toBeUndefined();
    expect(typedNameProblem('Sir Maximilian Fluffington the Third')).toBeUndefined();
    expect(typedNameProblem('Señor Biscuit 🐶✨')).toContain("We can't print 🐶 ✨");
    expect(validatePortrait({ hasPhoto: true, petName: 'Rex', secondPetName: 'Pepper 🐾' })).toEqual({
      photo: undefined,
      petName: undefined,
      secondPetName: expect.stringContaining("We can't print 🐾") as unknown,
    });
  });

  it('names the failed step with its HTTP status (spec toasts)', () => {
    expect(stepFailureToast('background', 502)).toBe('BG remove failed (502)');
    expect(stepFailureToast('lettering', 403)).toBe('Finalization failed (403)');
    expect(stepFailureToast('upload', 413)).toBeNull();
  });
});
