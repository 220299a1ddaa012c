import { describe, expect, it } from 'vitest';
import { imeiOf, imeiShapeProblem, luhnCheckDigit, tacInRanges } from './imei-rules';

describe('IMEI rules', () => {
  it('computes the Luhn check digit of a known IMEI', () => {
    // 49015420323751 8 is the example of 3GPP TS 23.003 Annex B.
    expect(luhnCheckDigit('49015420323751')).toBe(8);
    expect(imeiShapeProblem('490154203237518')).toBeNull();
    expect(imeiShapeProblem('490154203237517')).toEqual({ reason: 'luhn', expected: 8 });
    expect(imeiShapeProblem('49015420323751')).toEqual({ reason: 'format' });
    expect(imeiShapeProblem('49015420323751x')).toEqual({ reason: 'format' });
  });

  it('builds valid IMEIs from a TAC and serial', () => {
    for (const serial of [0, 1, 42, 999_999]) expect(imeiShapeProblem(imeiOf('35693803', serial))).toBeNull();
    expect(imeiOf('35693803', 7).slice(0, 14)).toBe('35693803000007');
  });

  it('checks a TAC against inclusive ranges', () => {
    const ranges = [{ tacFrom: '35693800', tacTo: '35693899' }];
    expect(tacInRanges('35693800', ranges)).toBe(true);
    expect(tacInRanges('35693899', ranges)).toBe(true);
    expect(tacInRanges('35693900', ranges)).toBe(false);
  });
});
