import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

const HEX = /^#([0-9a-f]{6})$/i;
const STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const m = HEX.exec(hex.trim());
  if (!m) throw new Error(`Brand colour must be #rrggbb (got "${hex}")`);
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

// Mixing happens in linear light, so the ramp's mid tones do not go muddy as sRGB mixing does.
const toLinear = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toSrgb = (c: number) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return a.map((ac, i) => toSrgb(toLinear(ac) * (1 - t) + toLinear(b[i]!) * t)) as Rgb;
}

/**
 * The 16-step brand ramp Fluent themes are built from. The brand colour itself sits at step 80
 * (the light theme's primary); lower steps darken towards near-black, higher ones lighten towards white.
 */
export function brandVariants(hex: string): BrandVariants {
  const base = parseHex(hex);
  const black: Rgb = [4, 6, 5];
  const white: Rgb = [255, 255, 255];
  const ramp = {} as Record<(typeof STEPS)[number], string>;
  for (const step of STEPS) {
    if (step < 80) ramp[step] = toHex(mix(base, black, ((80 - step) / 70) * 0.92));
    else if (step === 80) ramp[step] = toHex(base);
    else ramp[step] = toHex(mix(base, white, ((step - 80) / 80) * 0.9));
  }
  return ramp as BrandVariants;
}

export interface BrandThemes {
  light: Theme;
  dark: Theme;
}

export function brandThemes(hex: string): BrandThemes {
  const variants = brandVariants(hex);
  const dark = createDarkTheme(variants);
  // In the dark theme Fluent's foregrounds on brand use lighter steps, as its theme designer does.
  dark.colorBrandForeground1 = variants[110];
  dark.colorBrandForeground2 = variants[120];
  return { light: createLightTheme(variants), dark };
}
