import { afterEach, describe, expect, it } from 'vitest';
import { frameChoiceFor, rememberFrameChoice } from './frame-memory';

afterEach(() => localStorage.clear());

describe('the frame chosen before generating (issue 34)', () => {
  it('is what the wizard opens with for that portrait', () => {
    rememberFrameChoice('lib_1', 'medium', 'black');
    rememberFrameChoice('lib_2', 'large', 'red_oak');
    expect(frameChoiceFor('lib_1')).toEqual({ size: 'medium', color: 'black' });
    expect(frameChoiceFor('lib_2', 'small')).toEqual({ size: 'large', color: 'red_oak' });
    rememberFrameChoice('lib_1', 'small', 'white');
    expect(frameChoiceFor('lib_1')).toEqual({ size: 'small', color: 'white' });
  });

  it('falls back to the size the portrait was generated at; a digital download or an unknown id chooses nothing', () => {
    rememberFrameChoice('lib_3', 'digital', null);
    expect(frameChoiceFor('lib_3')).toBeNull();
    expect(frameChoiceFor('lib_3', 'medium')).toEqual({ size: 'medium', color: null });
    expect(frameChoiceFor('lib_4', 'digital')).toBeNull();
    expect(frameChoiceFor(undefined)).toBeNull();
  });

  it('ignores what it did not write, and keeps the newest 50', () => {
    localStorage.setItem('frame-choices_v1', JSON.stringify({ lib_x: { size: 'huge', color: 'gold' } }));
    expect(frameChoiceFor('lib_x')).toBeNull();
    localStorage.setItem('frame-choices_v1', '{not json');
    expect(frameChoiceFor('lib_x')).toBeNull();
    for (let i = 0; i < 55; i++) rememberFrameChoice(`lib_${i}`, 'small', 'black');
    expect(frameChoiceFor('lib_4')).toBeNull();
    expect(frameChoiceFor('lib_5')).toEqual({ size: 'small', color: 'black' });
    expect(frameChoiceFor('lib_54')).toEqual({ size: 'small', color: 'black' });
  });
});
