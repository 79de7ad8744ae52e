import { describe, expect, it } from 'vitest';

import { labelColour, segmentAt, segmentMiddle, spinJitter, targetRotation } from './lucky-wheel';

describe('the wheel geometry', () => {
  it('stops every segment under the pointer, after at least five turns, only ever turning forward', () => {
    for (const count of [1, 2, 3, 4, 8, 12]) {
      let rotation = 0;
      for (let round = 0; round < 3; round += 1) {
        for (let position = 0; position < count; position += 1) {
          for (const jitter of [0, spinJitter(count, () => 0), spinJitter(count, () => 0.999)]) {
            const next = targetRotation(rotation, position, count, jitter);
            expect(next - rotation).toBeGreaterThanOrEqual(5 * 360);
            expect(next - rotation).toBeLessThan(6 * 360);
            expect(segmentAt(next, count), `count ${count} position ${position} jitter ${jitter}`).toBe(position);
            rotation = next;
          }
        }
      }
    }
  });

  it('measures a segment from the top, clockwise', () => {
    expect(segmentMiddle(0, 4)).toBe(45);
    expect(segmentMiddle(3, 4)).toBe(315);
    expect(segmentAt(0, 4)).toBe(0); // the pointer at the seam: the first segment starts there
    expect(segmentAt(-90, 4)).toBe(1); // turned a quarter back: the second segment is under the pointer
    expect(segmentAt(90, 4)).toBe(3);
  });

  it('keeps the jitter inside the segment', () => {
    expect(Math.abs(spinJitter(4, () => 0))).toBeLessThan(45);
    expect(Math.abs(spinJitter(4, () => 1))).toBeLessThan(45);
  });

  it('writes dark on light segments and light on dark ones', () => {
    expect(labelColour('#fde68a')).toBe('#111827');
    expect(labelColour('#1f2937')).toBe('#fff');
    expect(labelColour('#fff')).toBe('#111827');
    expect(labelColour('tomato')).toBe('#fff');
  });
});
