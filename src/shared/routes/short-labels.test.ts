import { describe, expect, it } from 'vitest';
import { shortLabelOf, shortLabels } from './short-labels';

describe('short English labels', () => {
  it('are keyed like the menu nodes and apply only to the title they shorten', () => {
    expect(shortLabelOf('BQ', 'Business inquiry')).toBe('Inquiry');
    expect(shortLabelOf('BQ_G_AGENT_DEVICE_CHANNEL', 'Agent, device and channel queries')).toBe('Agents and devices');
    expect(shortLabelOf('BQ_RESULTS_QUERY_DAY_C_END', 'Direct customer daily performance')).toBe('Direct daily');
    expect(shortLabelOf('BQ', 'Business enquiries')).toBeUndefined();
    expect(shortLabelOf('FC', 'Finance')).toBeUndefined();
  });

  it('are really shorter, and fit the side menu (at most 20 characters)', () => {
    const labels = [...shortLabels().values()];
    expect(labels.length).toBe(68);
    for (const { en, shortEn } of labels) {
      expect(shortEn.length, en).toBeLessThan(en.length);
      expect(shortEn.length, en).toBeLessThanOrEqual(20);
    }
  });
});
