import { describe, expect, it } from 'vitest';
import { brandThemes, brandVariants } from './brand.ts';

const luminance = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
};

describe('brand theme from the brand colour', () => {
  it('puts the brand colour at step 80 and orders the ramp from dark to light', () => {
    const ramp = brandVariants('#1f6f43');
    expect(ramp[80]).toBe('#1f6f43');
    const steps = Object.keys(ramp)
      .map(Number)
      .sort((a, b) => a - b);
    expect(steps).toHaveLength(16);
    const values = steps.map((s) => luminance(ramp[s as keyof typeof ramp]));
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]!);
  });

  it('builds a light and a dark theme whose primary background is brand-derived', () => {
    const { light, dark } = brandThemes('#1f6f43');
    expect(light.colorBrandBackground).toBe('#1f6f43');
    expect(dark.colorNeutralBackground1).not.toBe(light.colorNeutralBackground1);
  });

  it('rejects a colour that is not #rrggbb', () => {
    expect(() => brandVariants('green')).toThrow(/#rrggbb/);
  });
});
