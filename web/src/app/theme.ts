import { type BrandVariants, createLightTheme, type Theme } from '@fluentui/react-components';

/**
 * Earnlearn's teal brand ramp (key colour #0b6e66 at step 80). White text on steps 60-90 and steps 70-80 as
 * text on white all pass WCAG AA (>= 4.5:1).
 */
export const earnlearnBrand: BrandVariants = {
  10: '#060a0c',
  20: '#071819',
  30: '#072726',
  40: '#083533',
  50: '#09433f',
  60: '#0a514c',
  70: '#0a6059',
  80: '#0b6e66',
  90: '#277f78',
  100: '#438f89',
  110: '#5fa09b',
  120: '#7bb1ac',
  130: '#97c1be',
  140: '#b3d2d0',
  150: '#cfe3e1',
  160: '#ebf3f3',
};

/**
 * Fluent's light theme on that ramp. Computed when building (`precomputed` in web/vite.config.ts): the browser
 * gets the finished token values, without Fluent's colour palettes and theme builder.
 */
export const earnlearnTheme: Theme = createLightTheme(earnlearnBrand);
