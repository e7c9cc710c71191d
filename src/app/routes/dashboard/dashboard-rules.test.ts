import { describe, expect, it } from 'vitest';
import type { Template } from '../../../../common/contracts/templates';
import { dashboardProblem, promptFor } from './dashboard-rules';

const royal = { id: 'royal-pet', name: 'Royal Pet', prompt: 'A royal portrait.' } as Template;

describe('dashboardProblem', () => {
  it('asks for the photo first, then a style or prompt', () => {
    expect(dashboardProblem(false, undefined, '')).toBe('photo');
    expect(dashboardProblem(false, royal, 'x')).toBe('photo');
    expect(dashboardProblem(true, undefined, '   ')).toBe('style');
    expect(dashboardProblem(true, royal, '')).toBeNull();
    expect(dashboardProblem(true, undefined, 'a pirate cat')).toBeNull();
  });
});

describe('promptFor', () => {
  it("uses the template's prompt when there is no custom one", () => {
    expect(promptFor(royal, '  ')).toEqual({ prompt: 'A royal portrait.', templateId: 'royal-pet' });
  });
  it('lets the custom prompt win while the template still names the style', () => {
    expect(promptFor(royal, ' a pirate cat ')).toEqual({ prompt: 'a pirate cat', templateId: 'royal-pet' });
    expect(promptFor(undefined, 'a pirate cat')).toEqual({ prompt: 'a pirate cat', templateId: undefined });
  });
});
